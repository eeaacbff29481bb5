import { useEffect, useState } from 'react';

/** True once the browser has had a quiet moment after the portal showed (at the latest after 3 s): work that must not compete with the start. */
export function useAfterStart(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setReady(true), 0);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => setReady(true), { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }, []);
  return ready;
}
