import { useLingui } from '@lingui/react/macro';
import { activeModalState, useEndSession } from '@portal/data-access';
import { Dialog } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface LogoutConfirmDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Sign out (docs/product/accounts-and-auth.md): confirm, call logout, clear the session (merchant keys kept), go to /. */
export function LogoutConfirmDialog({ open, onClose }: LogoutConfirmDialogProps) {
  const { t } = useLingui();
  const endSession = useEndSession();
  const setModal = useSetAtom(activeModalState);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const handleConfirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await endSession();
    } finally {
      setBusy(false);
      setModal(null);
      navigate('/');
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      variant="confirm"
      title={t`Sign out`}
      confirmLabel={t`Sign out`}
      cancelLabel={t`Cancel`}
      confirmLoading={busy}
      onConfirm={() => void handleConfirm()}
    >
      {t`Do you really want to sign out?`}
    </Dialog>
  );
}
