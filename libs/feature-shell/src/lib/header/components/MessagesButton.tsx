import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useUnreadMessageCount } from '@portal/data-access';
import { Badge } from '@portal/ui-kit';
import styled from 'styled-components';
import { FrameIcon } from '../../icons/components/FrameIcon';
import { useOpenMemberCentre } from '../hooks/useOpenMemberCentre';
import { StyledIconButton } from './StyledIconButton';

const StyledMessagesButton = styled(StyledIconButton)`
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
 * Platform messages in the header: the unread count as a badge (asked again every 30 seconds and
 * when the tab comes back, so an operator's message shows without a reload); opens the inbox
 * (`?member=messageV2`, docs/product/platform-messages.md).
 */
export function MessagesButton() {
  const { t } = useLingui();
  const openPage = useOpenMemberCentre();
  const { data } = useUnreadMessageCount();
  const count = data?.count ?? 0;
  return (
    <StyledMessagesButton
      type="button"
      onClick={() => openPage('messageV2')}
      aria-label={count > 0 ? t`Messages, ${plural(count, { one: '# unread', other: '# unread' })}` : t`Messages`}
    >
      <FrameIcon name="message" size={22} />
      {count > 0 && <Badge count={count} tone="danger" />}
    </StyledMessagesButton>
  );
}
