import { isValidElement } from 'react';
import type { PortalPages } from '../../routes/components/PortalRoutes';
import { SHELL_PAGES } from '../../routes/constants/SHELL_PAGES';
import type { PortalSlots } from '../contexts/ShellOptionsContext';
import { routeAt } from './routeAt';

/**
 * The code of the page being opened and, on home, of home's parts from other features (its game
 * sections), as steps: startPortal runs each in a task of its own, after the start's calls and
 * catalogs, before React renders. Vite's preload helper adds a link element per file, about 1 ms
 * each at full speed: in the first commit's effects, where this was asked for before, it made
 * React's task about 200 ms longer on a phone (4× CPU). A portal mounted otherwise (stories,
 * tests) loads the page when its route renders.
 * Docs: docs/product/performance.md "The start's long tasks".
 */
export function startChunkSteps(pathname: string, pages: PortalPages, slots: PortalSlots | undefined): (() => void)[] {
  const route = routeAt(pathname);
  const parts = [
    { ...SHELL_PAGES, ...pages }[route.page],
    ...(route.page === 'home' ? Object.values(slots ?? {}).map((slot) => (isValidElement(slot) ? slot.type : null)) : []),
  ];
  // A step each: a page's preloads alone are 30–50 files.
  return parts.map((part) => () => preloadPart(part));
}

/** A lazy part (`lazyComponent`, a function with `preload`) asks for its code; anything else is already there. */
function preloadPart(part: unknown): void {
  if ((typeof part === 'function' || typeof part === 'object') && part !== null && 'preload' in part && typeof part.preload === 'function') void part.preload();
}
