import { routes, type GameCategory } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';
import { usePlatformClient } from '../../query/PlatformProvider';

/** Hot games of a category (isPlatform 2), optionally of one vendor. */
export function useHotGames(params: { gameType?: GameCategory; vassalage?: string; platform?: string }) {
  const client = usePlatformClient();
  return useEndpointQuery(routes.hotGames, { merchantCode: client.merchant, isPlatform: 2, language: client.language(), ...params }, { staleTime: 5 * 60_000 });
}
