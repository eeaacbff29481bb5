import type { Game } from '@portal/api-contract';
import styled from 'styled-components';
import { GAME_TILE_MIN_WIDTH } from '../constants/GAME_TILE_MIN_WIDTH';
import { useProgressiveCount } from '../hooks/useProgressiveCount';
import { GameTile } from './GameTile';

export interface GameGridProps {
  games: readonly Game[];
  favouriteIds: ReadonlySet<number>;
  favouritePendingId?: number | null;
  launchPendingKey?: string | null;
  /** How many tiles (from the top) load their image at once. */
  eagerCount?: number;
  label: string;
  onPlay: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
}

/** Tiles mounted per animation frame when a list grows (two rows at the 1440 design width). */
const TILES_PER_FRAME = 14;

export const StyledGameGridList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${GAME_TILE_MIN_WIDTH}px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The tiles of a game list; a page appended to it mounts two rows per frame. */
export function GameGrid({ games, favouriteIds, favouritePendingId, launchPendingKey, eagerCount = 0, label, onPlay, onToggleFavourite }: GameGridProps) {
  const shown = useProgressiveCount(games.length, TILES_PER_FRAME);
  return (
    <StyledGameGridList aria-label={label}>
      {games.slice(0, shown).map((game, index) => (
        <GameTile
          key={game.nodeId}
          game={game}
          eager={index < eagerCount}
          isFavourite={favouriteIds.has(game.nodeId)}
          favouritePending={favouritePendingId === game.nodeId}
          launchPending={launchPendingKey === `game:${game.nodeId}`}
          onPlay={onPlay}
          onToggleFavourite={onToggleFavourite}
        />
      ))}
    </StyledGameGridList>
  );
}
