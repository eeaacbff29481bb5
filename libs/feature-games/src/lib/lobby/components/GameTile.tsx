import { useLingui } from '@lingui/react/macro';
import type { Game } from '@portal/api-contract';
import { Badge, LazyImage } from '@portal/ui-kit';
import { memo } from 'react';
import styled from 'styled-components';
import { GameImageFallback } from './GameImageFallback';

export interface GameTileProps {
  game: Game;
  isFavourite: boolean;
  favouritePending?: boolean;
  launchPending?: boolean;
  /** The first screen's images load at once (they are the largest paint). */
  eager?: boolean;
  onPlay: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
}

const StyledGameTile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius.lg};
  /*
   * A hairline border, not a drop shadow: without a GPU every newly revealed row is rastered in
   * software, and a blurred shadow per tile was measured to cost about half the frames a fast
   * first scroll dropped (npm run bench:lobby).
   */
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const StyledPlayButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

const StyledName = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const StyledVendor = styled.span`
  color: ${({ theme }) => theme.color.text.tertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledFavouriteButton = styled.button<{ $active: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.spacing(3)};
  right: ${({ theme }) => theme.spacing(3)};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.spacing(8)};
  height: ${({ theme }) => theme.spacing(8)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface.overlay};
  color: ${({ theme, $active }) => ($active ? theme.color.accent.base : theme.color.text.secondary)};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }

  /* A finger's target (docs/product/phone-layout.md). */
  ${({ theme }) => theme.media.touch} {
    top: ${({ theme }) => theme.spacing(1.5)};
    right: ${({ theme }) => theme.spacing(1.5)};
    width: ${({ theme }) => theme.component.touchTarget}px;
    height: ${({ theme }) => theme.component.touchTarget}px;
  }
`;

const StyledHotBadge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing(3)};
  left: ${({ theme }) => theme.spacing(3)};
`;

/** One game of a lobby: image and name launch it; the star marks or unmarks it as favourite. */
export const GameTile = memo(function GameTile({
  game,
  isFavourite,
  favouritePending = false,
  launchPending = false,
  eager = false,
  onPlay,
  onToggleFavourite,
}: GameTileProps) {
  const { t } = useLingui();
  const handlePlay = () => onPlay(game);
  const handleToggleFavourite = () => onToggleFavourite(game);
  return (
    <StyledGameTile data-testid="game-tile">
      <StyledPlayButton type="button" onClick={handlePlay} disabled={launchPending} aria-label={t`Play ${game.gameName}`}>
        <LazyImage src={game.imageUrl} alt="" width={240} height={240} rounded eager={eager} fallback={<GameImageFallback name={game.gameName} />} />
        <StyledName>{game.gameName}</StyledName>
      </StyledPlayButton>
      {/* Outside the button: its name ("Play <game>") must contain all of its visible text (WCAG 2.5.3). */}
      <StyledVendor>{game.vendor}</StyledVendor>
      {game.isHot ? (
        <StyledHotBadge>
          <Badge tone="danger">{t`Hot`}</Badge>
        </StyledHotBadge>
      ) : null}
      <StyledFavouriteButton
        type="button"
        $active={isFavourite}
        aria-pressed={isFavourite}
        disabled={favouritePending}
        aria-label={isFavourite ? t`Remove ${game.gameName} from favourites` : t`Add ${game.gameName} to favourites`}
        onClick={handleToggleFavourite}
      >
        <span aria-hidden="true">{isFavourite ? '★' : '☆'}</span>
      </StyledFavouriteButton>
    </StyledGameTile>
  );
});
