import { useLingui } from '@lingui/react/macro';
import { sessionUsernameState } from '@portal/data-access';
import { Dialog } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';

export interface RegisterSuccessModalProps {
  open: boolean;
  onClose: () => void;
}

/** registerSuccessModal: shown on / after a registration. */
export function RegisterSuccessModal({ open, onClose }: RegisterSuccessModalProps) {
  const { t } = useLingui();
  const username = useAtomValue(sessionUsernameState) ?? '';
  return (
    <Dialog open={open} onClose={onClose} variant="info" title={t`Welcome!`} confirmLabel={t`Start playing`} closeLabel={t`Close`}>
      {t`Your account ${username} is ready and you are logged in.`}
    </Dialog>
  );
}
