import { useLingui } from '@lingui/react/macro';
import { activeModalState, portalAlertState, sessionPasswordChangeState, useEndSession } from '@portal/data-access';
import { ChangePasswordForm, LinkButton } from '@portal/page-kit';
import { Modal } from '@portal/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { forcedPasswordChangeState } from '../states/forcedPasswordChangeState';

const StyledNotice = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.color.warning.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledLogout = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

export interface ChangePasswordModalProps {
  open: boolean;
}

/**
 * changePassModal. Forced while the session must change its password (a login with the default
 * weak password or an expired one: sessionPasswordChangeState, which survives a reload; the
 * platform refuses the session everything else): it opens by itself, says why, and its only other
 * way out is logging out (docs/product/accounts-and-auth.md "Forced password change"). The
 * password typed at login is not asked for again; after a reload it is. A successful change revokes
 * every session, so it closes and login reopens.
 */
export function ChangePasswordModal({ open }: ChangePasswordModalProps) {
  const { t } = useLingui();
  const session = useAtomValue(sessionPasswordChangeState);
  const [known, setKnown] = useAtom(forcedPasswordChangeState);
  const setModal = useSetAtom(activeModalState);
  const setAlert = useSetAtom(portalAlertState);
  const endSession = useEndSession();
  const forced = session !== null;

  const handleClose = async () => {
    if (forced) {
      setKnown(null);
      await endSession();
    }
    setModal(null);
  };
  const handleChanged = async () => {
    setKnown(null);
    await endSession({ revoke: false });
    // The confirmation first, the login after it: two modals opening in the same moment would hide
    // one another (the newer one makes the rest of the page inert).
    setModal(null);
    setAlert({ tone: 'info', message: t`Password changed. Please log in with your new password.`, confirmLabel: t`OK`, onConfirm: () => setModal('login') });
  };
  const notice =
    session?.reason === 'default_password'
      ? t`You logged in with the default password. For your security, set a password of your own before you continue.`
      : session?.reason === 'password_expired'
        ? t`Your password has expired. Set a new password before you continue.`
        : t`For your security, please set a new password before you continue.`;

  return (
    <Modal
      open={open || forced}
      onClose={() => void handleClose()}
      title={t`Change password`}
      closeLabel={forced ? t`Log out` : t`Close`}
      closeOnBackdropClick={false}
      phoneLayout="fullscreen"
    >
      {forced ? <StyledNotice role="status">{notice}</StyledNotice> : null}
      <ChangePasswordForm key={forced ? 'forced' : 'self'} knownOldPassword={forced ? known?.oldPassword : undefined} onChanged={() => void handleChanged()} />
      {forced ? (
        <StyledLogout>
          <LinkButton onClick={() => void handleClose()}>{t`Not now: log out`}</LinkButton>
        </StyledLogout>
      ) : null}
    </Modal>
  );
}
