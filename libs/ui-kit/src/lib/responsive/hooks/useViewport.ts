import { useSyncExternalStore } from 'react';
import { VIEWPORT_QUERIES } from '../constants/VIEWPORT_QUERIES';
import { mediaQueryList } from '../utils/mediaQueryList';

/** The width class of the window: phone (< 768), tablet (768–1199) or desktop (≥ 1200). */
export type Viewport = 'phone' | 'tablet' | 'desktop';

/** The viewport now; the desktop where media queries cannot be asked (tests in jsdom, a server). */
export function readViewport(): Viewport {
  const phone = mediaQueryList(VIEWPORT_QUERIES.phone);
  if (!phone) return 'desktop';
  if (phone.matches) return 'phone';
  return mediaQueryList(VIEWPORT_QUERIES.desktop)?.matches ? 'desktop' : 'tablet';
}

function subscribe(onChange: () => void): () => void {
  const lists = Object.values(VIEWPORT_QUERIES).map(mediaQueryList);
  for (const list of lists) list?.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list?.removeEventListener('change', onChange);
  };
}

/**
 * The viewport's width class, kept current when the window is resized or the phone turned. Read
 * synchronously on the first render, so a phone's first frame is already the phone layout.
 * Prefer `theme.media` in styles; use this only where the component tree differs (a drawer
 * instead of a side menu, cards instead of a table).
 */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, readViewport, () => 'desktop');
}
