import { useLingui } from '@lingui/react/macro';
import { useFeatureSwitch } from '@portal/data-access';
import { Modal, Tabs } from '@portal/ui-kit';
import { ForgotByEmailForm } from './ForgotByEmailForm';
import { ForgotByPhoneForm } from './ForgotByPhoneForm';

export interface ForgetPasswordModalProps {
  open: boolean;
  onClose: () => void;
}

/** forgetPassModal: by e-mail, and by phone when CHNGPASSVERIF3 is on. */
export function ForgetPasswordModal({ open, onClose }: ForgetPasswordModalProps) {
  const { t } = useLingui();
  const byPhone = useFeatureSwitch('CHNGPASSVERIF3');
  return (
    <Modal open={open} onClose={onClose} title={t`Forgot password`} closeLabel={t`Close`} closeOnBackdropClick={false} phoneLayout="fullscreen">
      {byPhone ? (
        <Tabs
          ariaLabel={t`Recovery method`}
          fullWidth
          items={[
            { value: 'email', label: t`By e-mail`, content: <ForgotByEmailForm /> },
            { value: 'phone', label: t`By phone`, content: <ForgotByPhoneForm /> },
          ]}
        />
      ) : (
        <ForgotByEmailForm />
      )}
    </Modal>
  );
}
