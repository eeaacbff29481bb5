import { useLingui } from '@lingui/react/macro';
import { portalAlertState } from '@portal/data-access';
import { Dialog } from '@portal/ui-kit';
import { useAtom } from 'jotai';

/** Renders the portal-wide alert that any feature raises through `portalAlertState`. */
export function PortalAlertHost() {
  const { t } = useLingui();
  const [alert, setAlert] = useAtom(portalAlertState);
  const close = () => setAlert(null);
  const dismiss = () => {
    close();
    alert?.onDismiss?.();
  };
  return (
    <Dialog
      open={alert !== null}
      onClose={dismiss}
      variant={alert?.tone ?? 'info'}
      title={alert?.title}
      confirmLabel={alert?.confirmLabel ?? t`Confirm`}
      cancelLabel={alert?.tone === 'confirm' ? (alert.cancelLabel ?? t`Cancel`) : undefined}
      closeLabel={t`Close`}
      onConfirm={() => {
        close();
        alert?.onConfirm?.();
      }}
      onCancel={dismiss}
    >
      {alert?.message}
    </Dialog>
  );
}
