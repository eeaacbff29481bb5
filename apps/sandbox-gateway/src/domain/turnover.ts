import type { GatewayContext } from '../core/context';

interface TurnoverState {
  remaining: number;
  counted_until: number;
  cycle_required: number;
}

/**
 * Turnover still required before the whole balance can be withdrawn (docs/product/money.md):
 * every credited deposit adds its amount; the stake of every settled, not void bet reduces it, never
 * below 0. Kept as a counter with a watermark (bets settled after `counted_until` are not folded in
 * yet), so reading it costs one small SUM however long the history is. A cycle starts when a
 * requirement is added to a counter at 0; `required` is the cycle's total, `done` what was played of it.
 */
export function turnoverOf(gw: GatewayContext, memberId: number): { remaining: number; required: number; done: number } {
  const state = gw.db
    .prepare<unknown[], TurnoverState>('SELECT remaining, counted_until, cycle_required FROM turnover_state WHERE member_id = ?')
    .get(memberId);
  if (!state) return { remaining: 0, required: 0, done: 0 };
  const played = gw.db
    .prepare<unknown[], { n: number }>(
      "SELECT COALESCE(SUM(stake), 0) AS n FROM bets WHERE member_id = ? AND status = 'settled' AND COALESCE(result, '') <> 'refund' AND settled_at > ? AND settled_at <= ?",
    )
    .get(memberId, state.counted_until, gw.now())!.n;
  const remaining = Math.max(0, state.remaining - played);
  return { remaining, required: state.cycle_required, done: state.cycle_required - remaining };
}

/** Folds the bets settled so far into the counter, then adds `cents` of requirement (inside the caller's transaction). */
export function addTurnoverRequirement(gw: GatewayContext, memberId: number, cents: number): void {
  const current = turnoverOf(gw, memberId);
  const cycleRequired = current.remaining === 0 ? cents : current.required + cents;
  gw.db
    .prepare(
      'INSERT INTO turnover_state (member_id, remaining, counted_until, cycle_required) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT (member_id) DO UPDATE SET remaining = excluded.remaining, counted_until = excluded.counted_until, cycle_required = excluded.cycle_required',
    )
    .run(memberId, current.remaining + cents, gw.now(), cycleRequired);
}

/**
 * Takes up to `cents` of requirement off the counter, never below `keep` (what the bonuses still
 * being played ask), inside the caller's transaction; returns the cents taken off. Used when money
 * leaves unplayed by right (docs/product/responsible-gaming.md "Withdrawals": a withdrawal during a
 * time-out or self-exclusion) and when a bonus is forfeited (docs/product/abuse-policy.md "A
 * forfeited bonus is taken back": its own requirement leaves with it).
 */
export function releaseTurnover(gw: GatewayContext, memberId: number, cents: number, keep: number): number {
  const current = turnoverOf(gw, memberId);
  const remaining = Math.max(current.remaining - cents, Math.min(current.remaining, keep));
  const released = current.remaining - remaining;
  if (released <= 0) return 0;
  gw.db
    .prepare('UPDATE turnover_state SET remaining = ?, counted_until = ?, cycle_required = ? WHERE member_id = ?')
    .run(remaining, gw.now(), current.required - released, memberId);
  return released;
}
