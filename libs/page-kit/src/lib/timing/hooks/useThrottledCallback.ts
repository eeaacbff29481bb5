import { useLatest } from '@portal/ui-kit';
import { useCallback, useRef } from 'react';

/**
 * Runs `callback` at most once per `intervalMs` (leading edge): calls inside the interval are
 * dropped, returning undefined.
 */
export function useThrottledCallback<A extends unknown[], R>(callback: (...args: A) => R, intervalMs: number) {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useLatest(callback);
  return useCallback(
    (...args: A): R | undefined => {
      const now = Date.now();
      if (now - last.current < intervalMs) return undefined;
      last.current = now;
      return latest.current(...args);
    },
    [intervalMs, latest],
  );
}
