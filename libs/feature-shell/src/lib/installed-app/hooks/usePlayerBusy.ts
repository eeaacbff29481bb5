import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { playerBusy } from '../utils/playerBusy';

/** How often the portal looks again whether the player is still busy while a new version waits. */
const RECHECK_MS = 2000;

/**
 * Whether the player is busy (`playerBusy`), looked at again at every route change and, while
 * `watching` (a new version waits), every 2 s: a dialog closes, a form is sent.
 */
export function usePlayerBusy(watching: boolean): boolean {
  const location = useLocation();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(() => setTick((value) => value + 1), RECHECK_MS);
    return () => clearInterval(timer);
  }, [watching]);
  // Read while rendering: the route, the dialogs and the fields as they are now (`tick` re-renders).
  return tick >= 0 && playerBusy(location);
}
