/**
 * Whether `host` is one of `domains` or a subdomain of one (`m.casino.example` is within
 * `casino.example`), ignoring case, a trailing dot and a leading `*.` on a domain. Used for the
 * merchant's domains (`/wps/system/domainRoute`): the domain check and the launch CDNs.
 */
export function isWithinDomains(host: string, domains: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return domains
    .map((domain) => domain.trim().toLowerCase().replace(/^\*\./, '').replace(/\.$/, ''))
    .some((domain) => domain !== '' && (name === domain || name.endsWith(`.${domain}`)));
}
