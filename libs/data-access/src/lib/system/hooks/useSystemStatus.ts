import { routes } from '@portal/api-contract';
import { endpointQuery } from '../../query/endpointQuery';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** System status (0 normal, 1 maintenance, 2 IP restriction), re-checked every minute. */
export const systemStatusQuery = () => endpointQuery(routes.systemStatus, {}, { staleTime: 60_000, refetchInterval: 60_000 });

export function useSystemStatus() {
  const { endpoint, params, options } = systemStatusQuery();
  return useEndpointQuery(endpoint, params, options);
}
