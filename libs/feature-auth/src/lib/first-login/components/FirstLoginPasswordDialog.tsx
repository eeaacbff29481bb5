import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import {
  activeModalState,
  firstLoginState,
  portalAlertState,
  sessionTokenState,
  sessionUsernameState,
  useEndSession,
  useMemberInfo,
} from '@portal/data-access';
import { ChangePasswordForm } from '@portal/page-kit';
import { Button, Modal } from '@portal/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { firstLoginPasswordState } from '../states/firstLoginPasswordState';

const StyledMessage = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;

/**
 * The first-login action (docs/product/accounts-and-auth.md): the first-login password change.
 * Decision: when a login's value says `firstTimeLogin: true` (an account opened for the player by the
 * back office or an agent, with a password the player did not choose), the player is greeted by
 * name and asked at once to set a password of their own; the password just typed is not asked for
 * again. "Not now" closes it: the change is offered, not forced (the platform forces one through
 * an expired password and PWDEXPFORCECHANGE3). A change ends the session, as every change does, and
 * the login opens again. A login with the default weak password never gets here: the forced change
 * comes first. A self-registration counts as the first login but is greeted by the registration
 * success modal instead.
 */
export function FirstLoginPasswordDialog() {
  const { t } = useLingui();
  const { name: brandName } = useBrand();
  const [firstLogin, setFirstLogin] = useAtom(firstLoginState);
  const [password, setPassword] = useAtom(firstLoginPasswordState);
  const [modal, setModal] = useAtom(activeModalState);
  const setAlert = useSetAtom(portalAlertState);
  const endSession = useEndSession();
  const token = useAtomValue(sessionTokenState);
  const username = useAtomValue(sessionUsernameState) ?? '';
  const open = firstLogin && Boolean(token) && modal === null;
  const { data: member } = useMemberInfo();
  const name = member?.nickname || username;

  const handleLater = () => {
    setFirstLogin(false);
    setPassword(null);
  };
  const handleChanged = async () => {
    handleLater();
    await endSession({ revoke: false });
    setModal(null);
    setAlert({ tone: 'info', message: t`Password changed. Please log in with your new password.`, confirmLabel: t`OK`, onConfirm: () => setModal('login') });
  };

  return (
    <Modal
      open={open}
      onClose={handleLater}
      title={t`Welcome, ${name}!`}
      closeLabel={t`Close`}
      closeOnBackdropClick={false}
      footer={
        <Button variant="secondary" onClick={handleLater}>
          {t`Not now`}
        </Button>
      }
    >
      <StyledMessage>
        {t`This is your first login at ${brandName}. Your account was opened for you: for your security, set a password that only you know.`}
      </StyledMessage>
      <ChangePasswordForm knownOldPassword={password ?? undefined} onChanged={() => void handleChanged()} />
    </Modal>
  );
}
