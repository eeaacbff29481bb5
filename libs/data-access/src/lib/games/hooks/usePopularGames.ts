import { routes, type GameCategory } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** The most played games (count 20, docs/product/games-and-play.md). */
export function usePopularGames(gameType?: GameCategory, count = 20) {
  return useEndpointQuery(routes.popularGames, { count, gameType }, { staleTime: 5 * 60_000 });
}
