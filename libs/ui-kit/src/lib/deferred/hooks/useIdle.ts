import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has a quiet moment (`requestIdleCallback`), at the latest after
 * `timeoutMs`; on the next task where the browser cannot tell. Returns the cancel.
 */
export function onIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(callback, { timeout: timeoutMs });
  return () => cancelIdleCallback(id);
}

/**
 * True once the browser has had a quiet moment after the component mounted (at the latest after
 * `timeoutMs`), and from then on. For work that must not compete with the start: the page's first screen is built and painted first
 * (docs/product/performance.md "Only what the first screen shows").
 */
export function useIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    return onIdle(() => setIdle(true), timeoutMs);
  }, [idle, timeoutMs]);
  return idle;
}
