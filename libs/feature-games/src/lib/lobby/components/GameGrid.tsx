import type { Game } from '@portal/api-contract';
import { RenderWhenNear, useViewport } from '@portal/ui-kit';
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

/** On a phone, the tiles built with the list: its first screen and a little more (two columns). */
const PHONE_FIRST_TILES = 6;
/** Then tiles come in groups of this many, each when the visitor scrolls near it. */
const PHONE_TILE_GROUP = 8;
/** A phone's row of two tiles with the gap under it (px), for the space a group holds meanwhile. */
const PHONE_TILE_ROW = 240;

/**
 * The tiles of a game list. On a phone only the first screen's tiles are built with it; the
 * others come a group at a time as the visitor scrolls near them (ui-kit `RenderWhenNear`): a
 * lobby page is 40 tiles, a phone shows six (docs/product/performance.md "Only what the first
 * screen shows").
 */
export function GameGrid({ games, favouriteIds, favouritePendingId, launchPendingKey, eagerCount = 0, label, onPlay, onToggleFavourite }: GameGridProps) {
  const phone = useViewport() === 'phone';
  const tile = (game: Game, index: number) => (
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
  );
  const groups: Game[][] = [];
  for (let start = PHONE_FIRST_TILES; start < games.length; start += PHONE_TILE_GROUP) groups.push(games.slice(start, start + PHONE_TILE_GROUP));
  return (
    <StyledGameGridList aria-label={label}>
      {games.slice(0, PHONE_FIRST_TILES).map(tile)}
      {groups.map((group, index) => {
        const first = PHONE_FIRST_TILES + index * PHONE_TILE_GROUP;
        return (
          // Keyed by the group's first game: a list that grows keeps the groups it had built.
          <RenderWhenNear key={group[0]!.nodeId} as="li" deferred={phone} estimatedHeight={Math.ceil(group.length / 2) * PHONE_TILE_ROW}>
            {group.map((game, offset) => tile(game, first + offset))}
          </RenderWhenNear>
        );
      })}
    </StyledGameGridList>
  );
}
