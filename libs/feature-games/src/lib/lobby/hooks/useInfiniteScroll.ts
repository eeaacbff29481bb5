import { useLatest } from '@portal/ui-kit';
import { useEffect, type RefObject } from 'react';
import { INFINITE_SCROLL_THROTTLE_MS } from '../constants/INFINITE_SCROLL_THROTTLE_MS';

/**
 * Calls `onLoadMore` when the sentinel comes within 1.3 screens of the viewport (docs/product/games-and-play.md preload),
 * at most once per 200 ms, while `enabled`. Keeps asking while the sentinel stays in range (a tall
 * screen may need several pages to fill).
 */
export function useInfiniteScroll(sentinel: RefObject<HTMLElement | null>, onLoadMore: () => void, enabled: boolean) {
  const latest = useLatest(onLoadMore);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let visible = false;
    const fire = () => {
      if (!visible) return;
      const wait = last + INFINITE_SCROLL_THROTTLE_MS - Date.now();
      if (wait > 0) {
        clearTimeout(timer);
        timer = setTimeout(fire, wait);
        return;
      }
      last = Date.now();
      latest.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        visible = entries.some((entry) => entry.isIntersecting);
        fire();
      },
      // A share of the viewport's height, not `innerHeight` read here: that read lays the page out in this effect.
      { rootMargin: '0px 0px 130% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [sentinel, enabled, latest]);
}
