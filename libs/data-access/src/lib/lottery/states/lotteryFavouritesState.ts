import { createAtomState } from '../../states/createAtomState';

/** Favourite lottery game codes per username, in localStorage (spec §3 Storage: per-user lottery favourites). */
export const lotteryFavouritesState = createAtomState<Record<string, string[]>>({
  key: 'lotteryFavourites',
  defaultValue: {},
  persist: 'local',
});
