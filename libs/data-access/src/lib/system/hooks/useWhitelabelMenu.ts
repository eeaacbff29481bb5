import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/**
 * The white-label menu (`/wps/system/whitelabel`, no token): the merchant's identity and the
 * top-level sections it offers (docs/product/shell-and-navigation.md "White-label menu").
 * A module of its own: the side menu reads it from the start, the domain check (useDomainRoutes) is
 * the site services' only.
 */
export function useWhitelabelMenu(enabled = true) {
  return useEndpointQuery(routes.whitelabelMenu, {}, { staleTime: 10 * 60_000, enabled });
}
