import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export interface CentreAddress {
  /** The page named by the parameter (`?member=withdraw` → `withdraw`), `null` when the centre is closed. */
  page: string | null;
  /** The address of a page of the centre on the current route (the menu's links). */
  hrefFor: (page: string) => string;
  /** Opens a page: a history entry of its own (back returns to the previous page); `replace` for corrections. */
  goTo: (page: string, options?: { replace?: boolean }) => void;
  /** Closes the centre: removes the parameter, replacing the entry (back does not reopen it). */
  close: () => void;
}

/**
 * A centre's address (docs/product/centres.md "One machinery"): `?<param>=<pageId>` on whatever
 * route the player is on, the only source of truth for "open" and "which page", so a refresh,
 * back/forward and a link all open the same page; the route's own parameters are kept.
 */
export function useCentreAddress(param: string): CentreAddress {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = searchParams.get(param);
  const hrefFor = useCallback(
    (next: string) => {
      const params = new URLSearchParams(searchParams);
      params.set(param, next);
      return `${pathname}?${params.toString()}`;
    },
    [param, pathname, searchParams],
  );
  const goTo = useCallback(
    (next: string, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          updated.set(param, next);
          return updated;
        },
        { replace: options.replace ?? false },
      ),
    [param, setSearchParams],
  );
  const close = useCallback(
    () =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          updated.delete(param);
          return updated;
        },
        { replace: true },
      ),
    [param, setSearchParams],
  );
  return { page, hrefFor, goTo, close };
}
