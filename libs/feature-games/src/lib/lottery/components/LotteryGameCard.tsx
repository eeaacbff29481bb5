import { useLingui } from '@lingui/react/macro';
import type { LotteryGame } from '@portal/api-contract';
import { Badge, Button } from '@portal/ui-kit';
import styled from 'styled-components';
import { DrawCountdown } from './DrawCountdown';

export interface LotteryGameCardProps {
  game: LotteryGame;
  receivedAt: number;
  pending?: boolean;
  highlighted?: boolean;
  /** Favourite state; the star is hidden when undefined (guests). */
  isFavourite?: boolean;
  onToggleFavourite?: (gameCode: string) => void;
  onPlay: (game: LotteryGame) => void;
}

const StyledLotteryGameCard = styled.li<{ $highlighted: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: 148px;
  padding: ${({ theme }) => theme.spacing(4)};
  border: 2px solid ${({ theme, $highlighted }) => ($highlighted ? theme.color.accent.base : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const StyledName = styled.h3`
  margin: 0;
  padding-right: ${({ theme }) => theme.spacing(10)};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledStar = styled.button<{ $active: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.spacing(3)};
  right: ${({ theme }) => theme.spacing(3)};
  width: ${({ theme }) => theme.spacing(8)};
  height: ${({ theme }) => theme.spacing(8)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme, $active }) => ($active ? theme.color.accent.base : theme.color.text.secondary)};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: auto;
`;

/** A lottery game: name, draw interval, countdown, optional favourite star, play. */
export function LotteryGameCard({ game, receivedAt, pending = false, highlighted = false, isFavourite, onToggleFavourite, onPlay }: LotteryGameCardProps) {
  const { t } = useLingui();
  return (
    <StyledLotteryGameCard $highlighted={highlighted} aria-current={highlighted ? 'true' : undefined} data-game-code={game.gameCode}>
      <StyledName>{game.labelName}</StyledName>
      {isFavourite !== undefined && onToggleFavourite ? (
        <StyledStar
          type="button"
          $active={isFavourite}
          aria-pressed={isFavourite}
          aria-label={isFavourite ? t`Remove ${game.labelName} from favourites` : t`Add ${game.labelName} to favourites`}
          onClick={() => onToggleFavourite(game.gameCode)}
        >
          <span aria-hidden="true">{isFavourite ? '★' : '☆'}</span>
        </StyledStar>
      ) : null}
      <DrawCountdown game={game} receivedAt={receivedAt} />
      <StyledFooter>
        <Badge tone="neutral">{t`A draw every ${game.drawIntervalSec} s`}</Badge>
        <Button variant="primary" size="sm" loading={pending} aria-label={t`Play ${game.labelName}`} onClick={() => onPlay(game)}>
          {t`Play`}
        </Button>
      </StyledFooter>
    </StyledLotteryGameCard>
  );
}
