import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { activeModalState, firstLoginState, sessionTokenState, sessionUsernameState, useMemberInfo } from '@portal/data-access';
import { Button, DIALOG_WIDTH, Modal } from '@portal/ui-kit';
import { useAtom, useAtomValue } from 'jotai';
import { useRef } from 'react';
import styled from 'styled-components';

const StyledMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;

const StyledActions = styled.div`
  display: flex;
  width: 100%;
  gap: ${({ theme }) => theme.spacing(3)};

  & > * {
    flex: 1;
  }
`;

/**
 * The first-login action (docs/product/accounts-and-auth.md): a welcome that greets the player by name and offers the next
 * step. Decision: it shows only when a login's value says `firstTimeLogin: true` and nothing else is
 * open. Such an account was opened for the player (back office or agent) with a password the player
 * did not choose, so the next step offered is "Change my password" (the voluntary change-password
 * modal); "Start playing" just closes. A login with the default weak password never gets here: the
 * forced change comes first. A self-registration logs in and counts as the first login; the
 * registerSuccessModal greets it instead, so the player is welcomed once.
 */
export function FirstLoginWelcomeDialog() {
  const { t } = useLingui();
  const { name: brandName } = useBrand();
  const [firstLogin, setFirstLogin] = useAtom(firstLoginState);
  const [modal, setModal] = useAtom(activeModalState);
  const token = useAtomValue(sessionTokenState);
  const username = useAtomValue(sessionUsernameState) ?? '';
  const open = firstLogin && Boolean(token) && modal === null;
  const { data: member } = useMemberInfo();
  const startRef = useRef<HTMLButtonElement>(null);
  const name = member?.nickname || username;

  const handleStart = () => setFirstLogin(false);
  const handleChangePassword = () => {
    setFirstLogin(false);
    setModal('changePassword');
  };

  return (
    <Modal
      open={open}
      onClose={handleStart}
      title={t`Welcome, ${name}!`}
      closeLabel={t`Close`}
      width={DIALOG_WIDTH}
      initialFocusRef={startRef}
      footer={
        <StyledActions>
          <Button variant="secondary" onClick={handleChangePassword}>
            {t`Change my password`}
          </Button>
          <Button ref={startRef} onClick={handleStart}>
            {t`Start playing`}
          </Button>
        </StyledActions>
      }
    >
      <StyledMessage>
        {t`This is your first login at ${brandName}. Your account was opened for you: for your security, set a password that only you know.`}
      </StyledMessage>
    </Modal>
  );
}
