import { useGameLauncher } from '../../launch/hooks/useGameLauncher';
import { useFavouriteToggle } from './useFavouriteToggle';

/** What a game list needs to act on its tiles: launch, favourite state and toggle. */
export function useGameActions() {
  const launcher = useGameLauncher();
  const favourites = useFavouriteToggle();
  return { ...launcher, ...favourites };
}

export type GameActions = ReturnType<typeof useGameActions>;
