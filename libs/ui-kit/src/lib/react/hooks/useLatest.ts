import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the value of the last render, for callbacks that run later (event
 * handlers, timers, observers, an unmount cleanup) and must see the current props without being
 * recreated. The ref is written after the render commits, never during it (react-hooks/refs);
 * read `.current` only outside render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
