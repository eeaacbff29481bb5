import { routes } from '@portal/api-contract';
import { endpointQuery } from '../../query/endpointQuery';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/**
 * Permission info (whitelabel, register rules, resources, customer service, location, feature
 * switches and settings), sent with the current host. Loaded once at app start, kept fresh for 10 min.
 */
export const permissionQuery = () => endpointQuery(routes.permission, { host: window.location.host }, { staleTime: 10 * 60_000 });

export function usePermission() {
  const { endpoint, params, options } = permissionQuery();
  return useEndpointQuery(endpoint, params, options);
}
