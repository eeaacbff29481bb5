import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/**
 * The merchant's domains (`/wps/system/domainRoute`: web, api and cdn entries): the portal checks
 * that it is opened on one of its web domains (docs/product/shell-and-navigation.md "Domain check").
 */
export function useDomainRoutes(enabled = true) {
  return useEndpointQuery(routes.domainRoutes, {}, { staleTime: 60 * 60_000, enabled });
}

/**
 * The white-label menu (`/wps/system/whitelabel`, no token): the merchant's identity and the
 * top-level sections it offers (docs/product/shell-and-navigation.md "White-label menu").
 */
export function useWhitelabelMenu(enabled = true) {
  return useEndpointQuery(routes.whitelabelMenu, {}, { staleTime: 10 * 60_000, enabled });
}
