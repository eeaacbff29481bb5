import type { GameCategory } from '@portal/api-contract';

/**
 * Categories a trial (free-play, type 4) account may NOT open (docs/product/games-and-play.md: in_need_true_account).
 * Decision: a trial account plays with demo money, so it may try the machine games (slots, fishing,
 * in-house, card rooms) — that is what free play is for — but not the lotteries, sports books and
 * live dealer tables, which are cash products settled against real draws, events and dealers.
 * Favourites and recent games only need a login, so trial accounts keep them.
 */
export const REAL_ACCOUNT_CATEGORIES: readonly GameCategory[] = ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'LIVE'];
