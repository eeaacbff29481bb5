import type { LotteryGame } from '@portal/api-contract';

/**
 * Milliseconds to the next draw of a game, computed from the server's schedule and clock: draws
 * happen at multiples of the interval on the server clock, so the answer only depends on
 * `clientNow + serverOffset` — a countdown that re-reads it every tick never drifts.
 * `serverOffset` is `serverTime - clientTimeWhenReceived` (see `serverClockOffset`).
 */
export function nextDrawIn(game: Pick<LotteryGame, 'drawIntervalSec' | 'nextDrawTime'>, serverOffset: number, clientNow = Date.now()): number {
  const serverNow = clientNow + serverOffset;
  const interval = game.drawIntervalSec * 1000;
  if (interval <= 0) return Math.max(0, game.nextDrawTime - serverNow);
  const next = serverNow < game.nextDrawTime ? game.nextDrawTime : game.nextDrawTime + Math.ceil((serverNow - game.nextDrawTime + 1) / interval) * interval;
  return Math.max(0, next - serverNow);
}

/** The issue that draws next at `clientNow` (issues are numbered by the server's clock). */
export function nextIssueAt(game: Pick<LotteryGame, 'drawIntervalSec' | 'nextDrawTime' | 'nextIssue'>, serverOffset: number, clientNow = Date.now()): string {
  const serverNow = clientNow + serverOffset;
  const interval = game.drawIntervalSec * 1000;
  const base = Number(game.nextIssue);
  if (!Number.isFinite(base) || interval <= 0 || serverNow < game.nextDrawTime) return game.nextIssue;
  return String(base + Math.ceil((serverNow - game.nextDrawTime + 1) / interval));
}

/** Offset of the server clock against this browser, from a `serverTime` received at `receivedAt`. */
export function serverClockOffset(serverTime: number, receivedAt: number): number {
  return serverTime - receivedAt;
}
