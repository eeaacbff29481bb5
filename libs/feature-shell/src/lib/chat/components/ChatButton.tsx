import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useChatUnread, useFeatureSwitch, useRequireRealAccount } from '@portal/data-access';
import { Badge } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import styled from 'styled-components';
import { FrameIcon } from '../../icons/components/FrameIcon';
import { chatWindowOpenState } from '../states/chatWindowOpenState';
import { StyledIconButton } from '../../header/components/StyledIconButton';

const StyledChatButton = styled(StyledIconButton)`
  position: relative;
  width: 40px;
  height: 40px;

  & > span {
    position: absolute;
    top: -2px;
    right: -4px;
  }
`;

/**
 * Opens the chat room (CBS3 on). Guests get the login modal; a trial account (type 4) gets the
 * in_please_information warning (docs/product/shell-and-navigation.md).
 */
export function ChatButton({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useLingui();
  const enabled = useFeatureSwitch('CBS3');
  const requireRealAccount = useRequireRealAccount();
  const setOpen = useSetAtom(chatWindowOpenState);
  const { data: unread } = useChatUnread(enabled && loggedIn);
  if (!enabled) return null;
  const handleClick = () =>
    requireRealAccount(() => setOpen(true), {
      tone: 'warning',
      title: t`Chat room`,
      message: t`Please complete your information: the chat room needs a real account.`,
      confirmLabel: t`Confirm`,
    });
  const count = unread?.count ?? 0;
  return (
    <StyledChatButton
      type="button"
      onClick={handleClick}
      aria-label={count > 0 ? t`Chat room, ${plural(count, { one: '# unread message', other: '# unread messages' })}` : t`Chat room`}
    >
      <FrameIcon name="chat" size={22} />
      {count > 0 && <Badge count={count} tone="danger" />}
    </StyledChatButton>
  );
}
