import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import { HEADER_NARROW_MEDIA } from '../../layout/constants/HEADER_NARROW_MEDIA';
import styled from 'styled-components';
import { useShellOptions } from '../../app/contexts/ShellOptionsContext';
import { ChatButton } from '../../chat/components/ChatButton';
import { SessionClock } from '../../responsible-gaming/components/SessionClock';
import { PanelIcon } from '../../icons/components/PanelIcon';
import { StyledWideOnly } from '../../layout/components/WideOnly';
import { useOpenMemberCentre } from '../hooks/useOpenMemberCentre';
import { AvatarMenu } from './AvatarMenu';
import { BalanceDisplay } from './BalanceDisplay';
import { MessagesButton } from './MessagesButton';

const StyledPhoneOnly = styled.div`
  display: none;

  ${({ theme }) => theme.media.phone} {
    display: contents;
  }
`;

/** Deposit with its word; below 400 px a "+" (its name stays "Deposit"). */
const StyledDepositButton = styled(Button)`
  & svg {
    display: none;
  }

  @media ${HEADER_NARROW_MEDIA} {
    min-width: ${({ theme }) => theme.component.touchTarget}px;
    padding: 0;

    & [data-label] {
      display: none;
    }
    & svg {
      display: block;
    }
  }
`;

/**
 * The header's logged-in part: deposit and withdraw (when the member centre is available), the
 * session clock, the balance with hide toggle and refresh, messages, chat (CBS3) and the avatar
 * menu. Its code loads only for a member (`useMemberActions`, docs/product/performance.md). On a
 * phone it is the balance, Deposit and the avatar (docs/product/phone-layout.md).
 */
export function MemberActions() {
  const { t } = useLingui();
  const openMemberCentre = useOpenMemberCentre();
  const { memberCentreAvailable } = useShellOptions();
  const deposit = memberCentreAvailable && (
    <StyledDepositButton variant="primary" aria-label={t`Deposit`} onClick={() => openMemberCentre('depositv2')}>
      <span data-label>{t`Deposit`}</span>
      <PanelIcon name="plus" size={20} />
    </StyledDepositButton>
  );
  return (
    <>
      <StyledWideOnly>
        {deposit}
        {memberCentreAvailable && (
          <Button variant="secondary" onClick={() => openMemberCentre('withdraw')}>
            {t`Withdraw`}
          </Button>
        )}
        <SessionClock />
      </StyledWideOnly>
      <BalanceDisplay />
      {/* A phone: Deposit beside the balance; withdrawal, messages, chat and the clock are in the avatar menu and the drawer. */}
      <StyledPhoneOnly>{deposit}</StyledPhoneOnly>
      <StyledWideOnly>
        {memberCentreAvailable && <MessagesButton />}
        <ChatButton loggedIn />
      </StyledWideOnly>
      <AvatarMenu />
    </>
  );
}
