import { useLingui } from '@lingui/react/macro';
import type { LotteryGame } from '@portal/api-contract';
import styled from 'styled-components';
import { useDrawCountdown } from '../hooks/useDrawCountdown';
import { formatCountdown } from '../utils/formatCountdown';

export interface DrawCountdownProps {
  game: LotteryGame;
  /** When the game's data arrived (react-query dataUpdatedAt), to place serverTime on this clock. */
  receivedAt: number;
  onDraw?: () => void;
  compact?: boolean;
}

const StyledDrawCountdown = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};

  time {
    color: ${({ theme }) => theme.color.accent.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** "Draw N in mm:ss": the countdown to the next draw. */
export function DrawCountdown({ game, receivedAt, onDraw, compact = false }: DrawCountdownProps) {
  const { t } = useLingui();
  const countdown = useDrawCountdown(game, receivedAt, onDraw);
  if (!countdown) return null;
  const remaining = formatCountdown(countdown.ms);
  return (
    <StyledDrawCountdown data-testid="draw-countdown">
      {compact ? t`Next draw in` : t`Draw ${countdown.issue} in`}{' '}
      <time dateTime={`PT${Math.ceil(countdown.ms / 1000)}S`} aria-label={t`${remaining} to the next draw`}>
        {remaining}
      </time>
    </StyledDrawCountdown>
  );
}
