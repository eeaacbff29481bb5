import type { CentreLocation } from '../types/CentreLocation';

/**
 * The address of `location` with the centre `param` on `page`, or without it (`null`): the same
 * route, its other query parameters and its hash kept (docs/product/centres.md "One machinery").
 * Features use the typed `memberCentreHref` and `agentCentreHref`.
 */
export function centreHref(location: CentreLocation, param: string, page: string | null): string {
  const params = new URLSearchParams(location.search);
  if (page === null) params.delete(param);
  else params.set(param, page);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash ?? ''}`;
}
