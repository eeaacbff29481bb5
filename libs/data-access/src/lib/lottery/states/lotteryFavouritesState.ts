import { createAtomState } from '../../states/createAtomState';

/** Favourite lottery game codes per username, in localStorage (docs/product/games-and-play.md Storage: per-user lottery favourites). */
export const lotteryFavouritesState = createAtomState<Record<string, string[]>>({
  key: 'lotteryFavourites',
  defaultValue: {},
  persist: 'local',
});
