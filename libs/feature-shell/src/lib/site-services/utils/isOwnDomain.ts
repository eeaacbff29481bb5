import type { ResponseOf, endpoints } from '@portal/api-contract';
import { isWithinDomains } from '@portal/data-access';

type DomainRoutes = ResponseOf<typeof endpoints.domainRoutes>;

/**
 * Whether `host` is one of the merchant's web domains (docs/product/shell-and-navigation.md
 * "Domain check"): the domain itself or one of its subdomains (`m.casino.example` for
 * `casino.example`), case-insensitive. A platform that lists no web domain checks nothing.
 */
export function isOwnDomain(host: string, routes: DomainRoutes): boolean {
  const web = routes.filter((route) => route.type === 'web').map((route) => route.domain);
  return web.length === 0 || isWithinDomains(host, web);
}
