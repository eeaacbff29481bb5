import { useLingui } from '@lingui/react/macro';
import { Modal } from '@portal/ui-kit';
import { RegisterPanel } from './RegisterPanel';

export interface RegisterModalProps {
  open: boolean;
  onClose: () => void;
}

/** registerModal: the registration form with a Login button. */
export function RegisterModal({ open, onClose }: RegisterModalProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={t`Register`} closeLabel={t`Close`} closeOnBackdropClick={false} phoneLayout="fullscreen">
      <RegisterPanel variant="modal" />
    </Modal>
  );
}
