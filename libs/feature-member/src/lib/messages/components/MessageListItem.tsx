import { useLingui } from '@lingui/react/macro';
import type { PlatformMessageSummary } from '@portal/api-contract';
import { formatDateTime } from '@portal/i18n';
import { Badge } from '@portal/ui-kit';
import styled from 'styled-components';

export interface MessageListItemProps {
  message: PlatformMessageSummary;
  onOpen: (id: number) => void;
}

const StyledItem = styled.button<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing(1, 4)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $unread }) => ($unread ? theme.color.surface.raised : theme.color.surface.sunken)};
  color: ${({ theme }) => theme.color.text.primary};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const StyledTitle = styled.span<{ $unread: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.semibold : theme.font.weight.regular)};
`;

const StyledTime = styled.span`
  color: ${({ theme }) => theme.color.text.tertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledPreview = styled.span`
  grid-column: 1 / -1;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** One message of the inbox: title (bold with a dot while unread), time and the first words; opens the message. */
export function MessageListItem({ message, onOpen }: MessageListItemProps) {
  const { t } = useLingui();
  const unread = !message.read;
  return (
    <StyledItem type="button" $unread={unread} onClick={() => onOpen(message.id)}>
      <StyledTitle $unread={unread}>
        {unread && <Badge dot tone="danger" appearance="solid" label={t`Unread`} />}
        {message.title}
      </StyledTitle>
      <StyledTime>{formatDateTime(message.createTime)}</StyledTime>
      <StyledPreview>{message.preview}</StyledPreview>
    </StyledItem>
  );
}
