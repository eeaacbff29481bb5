import type { GameCategory } from '@portal/api-contract';

/** Side-menu categories in the spec's order, each with its lobby route. */
export const CATEGORY_ROUTES: ReadonlyArray<{ category: Exclude<GameCategory, 'INHOUSE'>; route: string }> = [
  { category: 'ELOTT', route: '/elott' },
  { category: 'LOTT', route: '/lottery' },
  { category: 'LIVE', route: '/live' },
  { category: 'SPORTS', route: '/sports' },
  { category: 'FISH', route: '/fish' },
  { category: 'RNG', route: '/rng' },
  { category: 'PVP', route: '/pvp' },
  { category: 'ESPORTS', route: '/esports' },
];

/** Query key a lobby reads the chosen vendor from (agreed with feature-games). */
export const VENDOR_QUERY_KEY = 'vassalage';
