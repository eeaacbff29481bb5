import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/**
 * The merchant's domains (`/wps/system/domainRoute`: web, api and cdn entries): the portal checks
 * that it is opened on one of its web domains (docs/product/shell-and-navigation.md "Domain check").
 */
export function useDomainRoutes(enabled = true) {
  return useEndpointQuery(routes.domainRoutes, {}, { staleTime: 60 * 60_000, enabled });
}
