import { activeModalState } from '@portal/data-access';
import { useAtom } from 'jotai';
import { FirstLoginPasswordDialog } from '../../first-login/components/FirstLoginPasswordDialog';
import { FreePlayEffect } from '../../free-play/components/FreePlayEffect';
import { LoginPopupModal } from '../../login/components/LoginPopupModal';
import { LogoutConfirmDialog } from '../../logout/components/LogoutConfirmDialog';
import { ChangePasswordModal } from '../../password/components/ChangePasswordModal';
import { ForgetPasswordModal } from '../../password/components/ForgetPasswordModal';
import { RegisterModal } from '../../register/components/RegisterModal';
import { RegisterSuccessModal } from '../../register/components/RegisterSuccessModal';

/**
 * Every account modal, driven by activeModalState (opened by the header or any feature), plus the
 * free-play flow (the login redirect is the shell's LoginRedirect). Render it inside the router.
 */
export function AuthModals() {
  const [modal, setModal] = useAtom(activeModalState);
  const close = () => setModal(null);
  return (
    <>
      <FreePlayEffect />
      <LoginPopupModal open={modal === 'login'} onClose={close} />
      <RegisterModal open={modal === 'register'} onClose={close} />
      <RegisterSuccessModal open={modal === 'registerSuccess'} onClose={close} />
      {/* Opens by itself while the session must change its password (sessionPasswordChangeState). */}
      <ChangePasswordModal open={modal === 'changePassword'} />
      <ForgetPasswordModal open={modal === 'forgetPassword'} onClose={close} />
      <LogoutConfirmDialog open={modal === 'logoutConfirm'} onClose={close} />
      <FirstLoginPasswordDialog />
    </>
  );
}
