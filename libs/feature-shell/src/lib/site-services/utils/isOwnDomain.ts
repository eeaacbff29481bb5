import type { ResponseOf, endpoints } from '@portal/api-contract';

type DomainRoutes = ResponseOf<typeof endpoints.domainRoutes>;

/**
 * Whether `host` is one of the merchant's web domains (docs/product/shell-and-navigation.md
 * "Domain check"): the domain itself or one of its subdomains (`m.casino.example` for
 * `casino.example`), case-insensitive. A platform that lists no web domain checks nothing.
 */
export function isOwnDomain(host: string, routes: DomainRoutes): boolean {
  const web = routes.filter((route) => route.type === 'web').map((route) => route.domain.trim().toLowerCase().replace(/^\*\./, ''));
  if (web.length === 0) return true;
  const name = host.toLowerCase().replace(/\.$/, '');
  return web.some((domain) => name === domain || name.endsWith(`.${domain}`));
}
