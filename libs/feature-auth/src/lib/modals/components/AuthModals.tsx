import { activeModalState } from '@portal/data-access';
import { useAtom } from 'jotai';
import { FreePlayEffect } from '../../free-play/components/FreePlayEffect';
import { LoginPopupModal } from '../../login/components/LoginPopupModal';
import { LogoutConfirmDialog } from '../../logout/components/LogoutConfirmDialog';
import { ChangePasswordModal } from '../../password/components/ChangePasswordModal';
import { ForgetPasswordModal } from '../../password/components/ForgetPasswordModal';
import { LoginRedirectEffect } from '../../redirect/components/LoginRedirectEffect';
import { RegisterModal } from '../../register/components/RegisterModal';
import { RegisterSuccessModal } from '../../register/components/RegisterSuccessModal';

/**
 * Every account modal, driven by activeModalState (opened by the header or any feature), plus the
 * free-play flow and the login redirect. Render it inside the router.
 */
export function AuthModals() {
  const [modal, setModal] = useAtom(activeModalState);
  const close = () => setModal(null);
  return (
    <>
      <LoginRedirectEffect />
      <FreePlayEffect />
      <LoginPopupModal open={modal === 'login'} onClose={close} />
      <RegisterModal open={modal === 'register'} onClose={close} />
      <RegisterSuccessModal open={modal === 'registerSuccess'} onClose={close} />
      <ChangePasswordModal open={modal === 'changePassword'} />
      <ForgetPasswordModal open={modal === 'forgetPassword'} onClose={close} />
      <LogoutConfirmDialog open={modal === 'logoutConfirm'} onClose={close} />
    </>
  );
}
