import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { sessionUsernameState } from '../../session/states/sessionUsernameState';
import { lotteryFavouritesState } from '../states/lotteryFavouritesState';

const EMPTY: readonly string[] = [];

/** The current user's favourite lottery codes (guests have none) and a toggle. */
export function useLotteryFavourites() {
  const username = useAtomValue(sessionUsernameState);
  const [all, setAll] = useAtom(lotteryFavouritesState);
  const favourites = useMemo(() => (username ? (all[username] ?? EMPTY) : EMPTY), [all, username]);
  const toggle = useCallback(
    (gameCode: string) => {
      if (!username) return;
      setAll((previous) => {
        const mine = previous[username] ?? [];
        const next = mine.includes(gameCode) ? mine.filter((code) => code !== gameCode) : [...mine, gameCode];
        return { ...previous, [username]: next };
      });
    },
    [username, setAll],
  );
  return { favourites, toggle, canStore: Boolean(username) };
}
