import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CentreScreen } from '../types/CentreScreen';
import { centreHref } from '../utils/centreHref';

export interface CentreAddress<TPage extends string> {
  /** The page named by the parameter (`?member=withdraw` → `withdraw`) as written, `null` when the centre is closed. */
  page: string | null;
  /** The address of a page of the centre on the current route (the menu's links). */
  hrefFor: (page: CentreScreen<TPage>) => string;
  /** Opens a page: a history entry of its own (back returns to the previous page); `replace` for corrections. */
  goTo: (page: CentreScreen<TPage>, options?: { replace?: boolean }) => void;
  /** Closes the centre: removes the parameter, replacing the entry (back does not reopen it). */
  close: () => void;
}

/**
 * A centre's address (docs/product/centres.md "One machinery"): `?<param>=<pageId>` on whatever
 * route the player is on, the only source of truth for "open" and "which page", so a refresh,
 * back/forward and a link all open the same page; the route's own parameters and hash are kept
 * (`centreHref`). Features use `useMemberCentreAddress` and `useAgentCentreAddress`.
 */
export function useCentreAddress<TPage extends string>(param: string): CentreAddress<TPage> {
  const location = useLocation();
  const navigate = useNavigate();
  const page = new URLSearchParams(location.search).get(param);
  const hrefFor = useCallback((next: CentreScreen<TPage>) => centreHref(location, param, next), [location, param]);
  const goTo = useCallback(
    (next: CentreScreen<TPage>, options: { replace?: boolean } = {}) => navigate(centreHref(location, param, next), { replace: options.replace ?? false }),
    [location, navigate, param],
  );
  const close = useCallback(() => navigate(centreHref(location, param, null), { replace: true }), [location, navigate, param]);
  return { page, hrefFor, goTo, close };
}
