import { CENTRE_MENU_PAGE } from '@portal/data-access';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { CENTRE_STACK_KEY } from '../constants/CENTRE_STACK_KEY';
import { centreHref } from '../utils/centreHref';
import { building, pendingBuild, storage } from '../utils/centreStackState';

const BUILT = '1';

/**
 * The position of the rendered entry in the tab's history, where the router keeps one (the browser
 * router's `idx` in `history.state`); `undefined` elsewhere (a memory router in tests), and while
 * the tab's current entry is not the rendered one: the router renders a navigation in a
 * transition, so an effect of the menu's render that runs again after the page was pushed over it
 * would otherwise read the page's index as the menu's.
 */
const historyIndex = (location: Location): number | undefined => {
  const state = (typeof window === 'undefined' ? undefined : (window.history.state as { idx?: unknown; key?: unknown } | null)) ?? undefined;
  return typeof state?.idx === 'number' && (state.key ?? 'default') === location.key ? state.idx : undefined;
};

export interface CentreStackOptions {
  param: string;
  /** The screen the address names once checked: a page id, `CENTRE_MENU_PAGE`, or `null` (closed or not known yet). */
  screen: string | null;
  /** The phone, where the menu is a screen of its own. */
  phone: boolean;
}

export interface CentreStack {
  /** The history is being arranged (the frame waits: no screen flashes by on the way). */
  building: boolean;
  /**
   * The page's back button: back through the history to the menu's entry (past the filters a
   * records page pushed), otherwise the browser's back when the menu is under the page, otherwise
   * the page is replaced by the menu.
   */
  back: () => void;
}

type StackStep = { kind: 'none' } | { kind: 'push'; id: string; page: string; rest: string[] } | { kind: 'build'; landed: boolean; above: string[] };

/**
 * The phone's centre history (docs/product/phone-layout.md "Centres"): the menu is the first
 * screen and a page a screen over it, so the history holds [before] [menu] [page] however the
 * centre was opened: `?member=withdraw` from a header button or a link opens the page, back shows
 * the menu, back again closes the centre. When a page is opened without the menu under it, the
 * entry becomes the menu and the page is pushed over it (the first entry of a tab, a link opened
 * in a new tab, first becomes the address without the centre). Each step is one navigation; the
 * pages still to push ride in the entry's history state. A reload inside the centre does not
 * build it again (`CENTRE_STACK_KEY` in sessionStorage, dropped when the centre closes).
 */
export function useCentreStack({ param, screen, phone }: CentreStackOptions): CentreStack {
  const location = useLocation();
  const navigate = useNavigate();
  const key = CENTRE_STACK_KEY + param;
  const { state } = location;
  const landed = location.key === 'default';

  const step = useMemo<StackStep>(() => {
    const pending = pendingBuild(state, param);
    if (pending) {
      const [page, ...rest] = pending.pages as [string, ...string[]];
      return { kind: 'push', id: pending.id, page, rest };
    }
    if (phone && screen !== null && (landed || (screen !== CENTRE_MENU_PAGE && !storage()?.getItem(key)))) {
      return { kind: 'build', landed, above: screen === CENTRE_MENU_PAGE ? [] : [screen] };
    }
    return { kind: 'none' };
  }, [state, param, phone, screen, landed, key]);

  useEffect(() => {
    const store = storage();
    // Where the menu is in the history: the back button returns there however many filters the page pushed.
    const index = historyIndex(location);
    if (phone && new URLSearchParams(location.search).get(param) === CENTRE_MENU_PAGE && index !== undefined) store?.setItem(`${key}:menu`, String(index));
    if (step.kind === 'push') {
      if (step.rest.length === 0) store?.setItem(key, BUILT);
      // The menu's place, known as it is pushed (one above this entry), not only once it has rendered.
      if (step.page === CENTRE_MENU_PAGE && index !== undefined) store?.setItem(`${key}:menu`, String(index + 1));
      navigate(centreHref(location, param, step.page), { state: step.rest.length > 0 ? { centreStack: { param, id: step.id, pages: step.rest } } : null });
    } else if (step.kind === 'build') {
      const id = Math.random().toString(36).slice(2);
      const pages = step.landed ? [CENTRE_MENU_PAGE, ...step.above] : step.above;
      store?.setItem(key, pages.length > 0 ? building(id) : BUILT);
      if (!step.landed && index !== undefined) store?.setItem(`${key}:menu`, String(index));
      const state = pages.length > 0 ? { centreStack: { param, id, pages } } : null;
      navigate(centreHref(location, param, step.landed ? null : CENTRE_MENU_PAGE), { replace: true, state });
    } else if (screen === null) {
      if (new URLSearchParams(location.search).get(param) === null) {
        store?.removeItem(key);
        store?.removeItem(`${key}:menu`);
      }
    } else if (phone) {
      store?.setItem(key, BUILT);
    }
  }, [step, location, screen, phone, param, key, navigate]);

  const back = useCallback(() => {
    const store = storage();
    const menuIndex = Number(store?.getItem(`${key}:menu`) ?? NaN);
    const index = historyIndex(location);
    if (index !== undefined && Number.isInteger(menuIndex) && menuIndex < index) navigate(menuIndex - index);
    else if (location.key !== 'default' && store?.getItem(key)) navigate(-1);
    else navigate(centreHref(location, param, CENTRE_MENU_PAGE), { replace: true });
  }, [location, key, param, navigate]);

  return { building: step.kind !== 'none', back };
}
