import { useLingui } from '@lingui/react/macro';
import { activeModalState, portalAlertState, useEndSession } from '@portal/data-access';
import { ChangePasswordForm } from '@portal/page-kit';
import { Modal } from '@portal/ui-kit';
import { useAtom, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { forcedPasswordChangeState } from '../states/forcedPasswordChangeState';

const StyledNotice = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.color.warning.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ChangePasswordModalProps {
  open: boolean;
}

/**
 * changePassModal. Forced after a login with the default weak password or an expired one:
 * closing it logs out. A successful change revokes every session, so it closes and login reopens.
 */
export function ChangePasswordModal({ open }: ChangePasswordModalProps) {
  const { t } = useLingui();
  const [forced, setForced] = useAtom(forcedPasswordChangeState);
  const setModal = useSetAtom(activeModalState);
  const setAlert = useSetAtom(portalAlertState);
  const endSession = useEndSession();

  const handleClose = async () => {
    if (forced) {
      setForced(null);
      await endSession();
    }
    setModal(null);
  };
  const handleChanged = async () => {
    setForced(null);
    await endSession({ revoke: false });
    // The confirmation first, the login after it: two modals opening in the same moment would hide
    // one another (the newer one makes the rest of the page inert).
    setModal(null);
    setAlert({ tone: 'info', message: t`Password changed. Please log in with your new password.`, confirmLabel: t`OK`, onConfirm: () => setModal('login') });
  };

  return (
    <Modal
      open={open}
      onClose={() => void handleClose()}
      title={t`Change password`}
      closeLabel={t`Close`}
      closeOnBackdropClick={false}
      phoneLayout="fullscreen"
    >
      {forced ? <StyledNotice role="status">{t`For your security, please set a new password before you continue.`}</StyledNotice> : null}
      <ChangePasswordForm key={forced ? 'forced' : 'self'} knownOldPassword={forced?.oldPassword} onChanged={() => void handleChanged()} />
    </Modal>
  );
}
