import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';
import { usePlatformClient } from '../../query/PlatformProvider';
import { GAME_CLIENT_TYPE } from '../constants/GAME_CLIENT_TYPE';

/** Games the member launched, most recent first (disabled for guests). */
export function useRecentGames(vassalage?: string) {
  const client = usePlatformClient();
  return useEndpointQuery(routes.recentGames, { clientType: GAME_CLIENT_TYPE, vassalage, language: client.language() });
}
