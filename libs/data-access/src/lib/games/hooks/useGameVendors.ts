import { routes, type GameCategory } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** Vendor cards and game classification of one category (platform html5-desktop), cached 5 minutes. */
export function useGameVendors(gameType: GameCategory) {
  return useEndpointQuery(routes.gameVendors, { platform: 'html5-desktop', gameType }, { staleTime: 5 * 60_000 });
}
