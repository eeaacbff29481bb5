import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { Modal, Tabs } from '@portal/ui-kit';
import { useState } from 'react';
import { RegisterPanel } from '../../register/components/RegisterPanel';
import { LoginForm } from './LoginForm';

type LoginPopupTab = 'login' | 'register';

export interface LoginPopupModalProps {
  open: boolean;
  onClose: () => void;
}

/** loginPopupModal: login and register tabs under a title naming the brand and the open tab. */
export function LoginPopupModal({ open, onClose }: LoginPopupModalProps) {
  const { t } = useLingui();
  const { name: brandName } = useBrand();
  const [tab, setTab] = useState<LoginPopupTab>('login');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Every opening starts on the login tab (state adjusted while rendering, no effect).
    setWasOpen(open);
    if (open) setTab('login');
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={tab === 'login' ? t`Log in to ${brandName}` : t`Join ${brandName}`}
      closeLabel={t`Close`}
      closeOnBackdropClick={false}
      phoneLayout="fullscreen"
    >
      <Tabs<LoginPopupTab>
        ariaLabel={t`Log in or register`}
        fullWidth
        value={tab}
        onChange={setTab}
        items={[
          { value: 'login', label: t`Log in`, content: <LoginForm /> },
          { value: 'register', label: t`Register`, content: <RegisterPanel variant="modal" /> },
        ]}
      />
    </Modal>
  );
}
