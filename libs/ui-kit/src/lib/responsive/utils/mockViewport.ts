import type { Viewport } from '../hooks/useViewport';
import { VIEWPORT_QUERIES } from '../constants/VIEWPORT_QUERIES';

/**
 * For tests in jsdom (which has no media queries): makes `useViewport()` and `matchMedia` answer
 * as on a phone, a tablet or the desktop. Returns the function that puts `matchMedia` back.
 */
export function mockViewport(viewport: Viewport): () => void {
  const original = window.matchMedia;
  const matches = (query: string) =>
    (query === VIEWPORT_QUERIES.phone && viewport === 'phone') || (query === VIEWPORT_QUERIES.desktop && viewport === 'desktop');
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
