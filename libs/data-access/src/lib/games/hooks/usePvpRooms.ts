import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** PVP card rooms (needs a session), refreshed every 30 s for the online counts. */
export function usePvpRooms(vassalage?: string) {
  return useEndpointQuery(routes.pvpRooms, { vassalage }, { staleTime: 15_000, refetchInterval: 30_000 });
}
