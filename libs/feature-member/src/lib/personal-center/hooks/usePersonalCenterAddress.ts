import { PERSONAL_CENTER_PARAM } from '@portal/data-access';
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * The overlay's address: `?member=<pageId>` on the current route (docs/product/member-centre.md).
 * Going to another page pushes a history entry (back returns to the previous page of the
 * centre); closing replaces the entry, so back after closing leads to where the player was
 * before opening it. `replace` is for corrections (an unknown or unavailable page).
 */
export function usePersonalCenterAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = searchParams.get(PERSONAL_CENTER_PARAM);
  /** The address of a page of the centre on the current route (links of the menu). */
  const hrefFor = useCallback(
    (next: string) => {
      const params = new URLSearchParams(searchParams);
      params.set(PERSONAL_CENTER_PARAM, next);
      return `${pathname}?${params.toString()}`;
    },
    [pathname, searchParams],
  );
  const goTo = useCallback(
    (next: string, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          updated.set(PERSONAL_CENTER_PARAM, next);
          return updated;
        },
        { replace: options.replace ?? false },
      ),
    [setSearchParams],
  );
  const close = useCallback(
    () =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          updated.delete(PERSONAL_CENTER_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { page, goTo, close, hrefFor };
}
