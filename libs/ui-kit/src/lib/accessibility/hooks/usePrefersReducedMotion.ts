import { useSyncExternalStore } from 'react';
import { mediaQueryList } from '../../responsive/utils/mediaQueryList';

const QUERY = '(prefers-reduced-motion: reduce)';

const getMediaQuery = () => mediaQueryList(QUERY);

function subscribe(onChange: () => void) {
  const query = getMediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const getSnapshot = () => getMediaQuery()?.matches ?? false;

/** Whether the player asked the system for less motion (follows changes while mounted). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
