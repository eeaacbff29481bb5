import { startTransition, useEffect, useState } from 'react';

/**
 * False in the component's first commit; true from a render in the next task, made as a
 * transition (in slices), and from then on. What it guards is kept out of the first commit: a
 * modal's frame is committed first, with its forced layouts and focus, and the content it holds
 * in a task of its own (docs/product/performance.md "A centre's frame, then its screen").
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setAfter(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return after;
}
