import { useLingui } from '@lingui/react/macro';
import { Modal, Tabs } from '@portal/ui-kit';
import { RegisterPanel } from '../../register/components/RegisterPanel';
import { LoginForm } from './LoginForm';

export interface LoginPopupModalProps {
  open: boolean;
  onClose: () => void;
}

/** loginPopupModal: login and register tabs. */
export function LoginPopupModal({ open, onClose }: LoginPopupModalProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} ariaLabel={t`Log in`} closeLabel={t`Close`} closeOnBackdropClick={false}>
      <Tabs
        ariaLabel={t`Log in or register`}
        fullWidth
        items={[
          { value: 'login', label: t`Log in`, content: <LoginForm /> },
          { value: 'register', label: t`Register`, content: <RegisterPanel variant="modal" /> },
        ]}
      />
    </Modal>
  );
}
