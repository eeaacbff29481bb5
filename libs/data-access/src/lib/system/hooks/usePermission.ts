import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/**
 * Permission info (whitelabel, register rules, resources, customer service, location, feature
 * switches and settings), sent with the current host. Loaded once at app start, kept fresh for 10 min.
 */
export function usePermission() {
  return useEndpointQuery(routes.permission, { host: window.location.host }, { staleTime: 10 * 60_000 });
}
