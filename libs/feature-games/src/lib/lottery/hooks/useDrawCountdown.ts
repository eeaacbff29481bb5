import type { LotteryGame } from '@portal/api-contract';
import { nextDrawIn, nextIssueAt } from '@portal/data-access';
import { useLatest } from '@portal/ui-kit';
import { useEffect, useState } from 'react';

/**
 * Seconds to the next draw and its issue, re-derived from the server schedule and clock every
 * tick (`nextDrawIn`), never by decrementing a counter, so it cannot drift. `onDraw` runs when an
 * issue draws (the opened numbers can be fetched again).
 */
export function useDrawCountdown(game: LotteryGame | undefined, receivedAt: number, onDraw?: () => void) {
  const offset = game ? game.serverTime - receivedAt : 0;
  const compute = () => (game ? { ms: nextDrawIn(game, offset), issue: nextIssueAt(game, offset) } : null);
  const [state, setState] = useState(compute);
  const onDrawRef = useLatest(onDraw);

  useEffect(() => {
    if (!game) return;
    let lastIssue = nextIssueAt(game, offset);
    const tick = () => {
      const issue = nextIssueAt(game, offset);
      setState({ ms: nextDrawIn(game, offset), issue });
      if (issue !== lastIssue) {
        lastIssue = issue;
        onDrawRef.current?.();
      }
    };
    tick();
    // Tick on the second boundary of the remaining time so the display changes in step.
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [game, offset, onDrawRef]);

  // Without a game there is no countdown (the last game's is not shown).
  return game ? state : null;
}
