import type { GameCategory } from '@portal/api-contract';

/** The seven lobby routes (docs/product/games-and-play.md) and the game category each one lists. */
export const LOBBY_CATEGORY_BY_PATH: Readonly<Record<string, GameCategory>> = {
  '/rng': 'RNG',
  '/pvp': 'PVP',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/inhouse': 'INHOUSE',
};
