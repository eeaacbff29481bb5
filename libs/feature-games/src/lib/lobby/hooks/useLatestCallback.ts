import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A callback whose identity never changes but which always calls the latest `callback`: memoised
 * tiles get it as a prop and do not re-render when the parent's handlers are rebuilt (a new page
 * of games, a pending launch, a favourite change). Call it from event handlers only, not during render.
 */
export function useLatestCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useInsertionEffect(() => {
    latest.current = callback;
  }, [callback]);
  return useCallback((...args: Args) => latest.current(...args), []);
}
