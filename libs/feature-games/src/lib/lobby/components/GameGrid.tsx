import type { Game } from '@portal/api-contract';
import styled from 'styled-components';
import { GAME_TILE_MIN_WIDTH, GAME_TILE_MIN_WIDTH_PHONE } from '../constants/GAME_TILE_MIN_WIDTH';
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

export const StyledGameGridList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${GAME_TILE_MIN_WIDTH}px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Two columns on a phone from 320 px, three from about 430 (docs/product/phone-layout.md). */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(auto-fill, minmax(${GAME_TILE_MIN_WIDTH_PHONE}px, 1fr));
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

/** The tiles of a game list. */
export function GameGrid({ games, favouriteIds, favouritePendingId, launchPendingKey, eagerCount = 0, label, onPlay, onToggleFavourite }: GameGridProps) {
  return (
    <StyledGameGridList aria-label={label}>
      {games.map((game, index) => (
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
