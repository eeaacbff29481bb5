import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** The latest 100 draws of a lottery game (docs/product/games-and-play.md: numbers 100), newest first. */
export function useVnOpenedNumbers(gameCode: string | undefined, count = 100) {
  return useEndpointQuery(routes.vnOpenedNumbers, { gameCode: gameCode ?? '', count }, { enabled: Boolean(gameCode), staleTime: 5_000 });
}
