import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import { useShellOptions } from '../../app/contexts/ShellOptionsContext';
import { ChatButton } from '../../chat/components/ChatButton';
import { SessionClock } from '../../responsible-gaming/components/SessionClock';
import { useOpenPersonalCenter } from '../hooks/useOpenPersonalCenter';
import { AvatarMenu } from './AvatarMenu';
import { BalanceDisplay } from './BalanceDisplay';
import { MessagesButton } from './MessagesButton';

/**
 * The header's logged-in part: deposit and withdraw (when the member centre is available), the
 * session clock, the balance with hide toggle and refresh, messages, chat (CBS3) and the avatar
 * menu. Its code loads only for a member (`useMemberActions`, docs/product/performance.md).
 */
export function MemberActions() {
  const { t } = useLingui();
  const openPersonalCenter = useOpenPersonalCenter();
  const { memberCentreAvailable } = useShellOptions();
  return (
    <>
      {memberCentreAvailable && (
        <>
          <Button variant="primary" onClick={() => openPersonalCenter('depositv2')}>
            {t`Deposit`}
          </Button>
          <Button variant="secondary" onClick={() => openPersonalCenter('withdraw')}>
            {t`Withdraw`}
          </Button>
        </>
      )}
      <SessionClock />
      <BalanceDisplay />
      {memberCentreAvailable && <MessagesButton />}
      <ChatButton loggedIn />
      <AvatarMenu />
    </>
  );
}
