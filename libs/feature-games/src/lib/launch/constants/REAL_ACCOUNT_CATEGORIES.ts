/**
 * Categories a trial (free-play, type 4) account may NOT open (in_need_true_account). The contract
 * holds the list so the platform enforces what the portal shows; see its comment for the decision.
 * Favourites and recent games only need a login, so trial accounts keep them.
 */
export { REAL_ACCOUNT_CATEGORIES } from '@portal/api-contract';
