import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: all of the first batch at once (the first screen paints
 * fast), then, when the list grows (the next page of an infinite list), the new items `step` per
 * animation frame instead of all in one commit, so appending 42 tiles never blocks a frame. A list
 * that shrinks (new filters) is shown at once.
 */
export function useProgressiveCount(total: number, step: number): number {
  const [count, setCount] = useState(total);
  const [prevTotal, setPrevTotal] = useState(total);
  if (prevTotal !== total) {
    setPrevTotal(total);
    // The first batch (from nothing) and a shrinking list are shown at once.
    if (prevTotal === 0 || total < prevTotal || count > total) setCount(total);
  }
  useEffect(() => {
    if (count >= total || typeof requestAnimationFrame === 'undefined') {
      if (count < total) setCount(total);
      return;
    }
    const frame = requestAnimationFrame(() => setCount((current) => Math.min(total, current + step)));
    return () => cancelAnimationFrame(frame);
  }, [count, total, step]);
  return Math.min(count, total);
}
