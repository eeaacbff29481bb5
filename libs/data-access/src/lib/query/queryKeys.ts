import type { EndpointRef } from '@portal/api-contract';

/**
 * Query keys per domain: `[domain, endpointName, params]`, the domain being the path segment after
 * `/wps` or `/lgw` (`system`, `member`, `games`, `v2`→`wallets`, …). Invalidate a whole domain
 * with `queryClient.invalidateQueries({ queryKey: [domain] })`.
 */
export function endpointDomain(endpoint: Pick<EndpointRef, 'path'>): string {
  const segments = endpoint.path.split('/').filter(Boolean).slice(1);
  const first = segments[0] === 'v2' ? segments[1] : segments[0];
  return first ?? 'root';
}

export function endpointQueryKey(endpoint: Pick<EndpointRef, 'path' | 'name'>, params?: unknown) {
  return params === undefined ? ([endpointDomain(endpoint), endpoint.name] as const) : ([endpointDomain(endpoint), endpoint.name, params] as const);
}
