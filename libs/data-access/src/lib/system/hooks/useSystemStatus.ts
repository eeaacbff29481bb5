import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** System status (0 normal, 1 maintenance, 2 IP restriction), re-checked every minute. */
export function useSystemStatus() {
  return useEndpointQuery(routes.systemStatus, {}, { staleTime: 60_000, refetchInterval: 60_000 });
}
