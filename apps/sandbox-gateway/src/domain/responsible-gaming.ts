import {
  ERROR_KEY,
  RG_COOLING_OFF_MS,
  RG_LIMIT_KINDS,
  RG_LIMIT_PERIODS,
  RG_PERIOD_MS,
  RG_SESSION_BREAK_MS,
  RG_SESSION_MINUTES_MAX,
  WITHDRAW_ONLY_ENDPOINTS,
  type RgActivity,
  type RgExclusionFailure,
  type RgExclusionKind,
  type RgExclusionRequest,
  type RgLimit,
  type RgLimitFailure,
  type RgLimitKind,
  type RgLimitPeriod,
  type RgLimits,
  type RgSession,
} from '@portal/api-contract';
import { ApiError, fail } from '../core/errors';
import type { GatewayContext } from '../core/context';
import { getSetting, immediate, setSetting } from '../db/database';
import { sha256 } from './crypto';
import { endAllSessions } from './sessions';
import { personAccounts, personSelfExclusion } from './signals';
import { CATEGORY_KINDS } from './ledger-categories';
import { fromCents } from './wallet';

/**
 * Responsible gaming (docs/product/responsible-gaming.md). Every check runs inside the transaction
 * of the money move it guards (deposit order, spin, lottery bet): the callers open an IMMEDIATE
 * transaction first, so no other writer can slip a move in between the check and the write.
 */

const SESSION_KIND = 'session';

interface LimitRow {
  member_id: number;
  kind: string;
  period: string;
  amount: number | null;
  pending_set: number;
  pending_amount: number | null;
  pending_at: number | null;
}

interface ExclusionRow {
  id: number;
  member_id: number;
  kind: RgExclusionKind;
  duration: string;
  starts_at: number;
  ends_at: number | null;
  lifted_at: number | null;
}

/** Pending changes whose 24 hours are over become the limit (lazily, on every read and check). */
function applyDuePending(gw: GatewayContext, memberId: number): void {
  const now = gw.now();
  gw.db
    .prepare(
      'UPDATE rg_limits SET amount = pending_amount, pending_set = 0, pending_amount = NULL, pending_at = NULL, updated_at = ? WHERE member_id = ? AND pending_set = 1 AND pending_at <= ?',
    )
    .run(now, memberId, now);
  gw.db.prepare('DELETE FROM rg_limits WHERE member_id = ? AND amount IS NULL AND pending_set = 0').run(memberId);
}

const limitRow = (gw: GatewayContext, memberId: number, kind: string, period: string) =>
  gw.db.prepare<unknown[], LimitRow>('SELECT * FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?').get(memberId, kind, period);

/** What a limit counts in the window starting after `since`, and when its oldest counted move leaves the window. */
function usage(gw: GatewayContext, memberId: number, kind: RgLimitKind, period: RgLimitPeriod): { used: number; resetsAt: number | null } {
  const now = gw.now();
  const since = now - RG_PERIOD_MS[period];
  let row: { used: number | null; oldest: number | null };
  if (kind === 'deposit') {
    // Orders still waiting for payment hold their room until they expire or fail.
    row = gw.db
      .prepare<unknown[], typeof row>(
        `SELECT SUM(amount) AS used, MIN(created_at) AS oldest FROM deposit_orders
         WHERE member_id = ? AND created_at > ? AND (status IN ('paid', 'credited') OR (status = 'pending' AND expires_at > ?))`,
      )
      .get(memberId, since, now)!;
  } else {
    // A lottery bet not drawn yet counts its whole stake as lost.
    const sum = kind === 'loss' ? 'SUM(stake - COALESCE(payout, 0))' : 'SUM(stake)';
    row = gw.db
      .prepare<unknown[], typeof row>(
        `SELECT ${sum} AS used, MIN(created_at) AS oldest FROM bets WHERE member_id = ? AND created_at > ? AND status IN ('settled', 'pending')`,
      )
      .get(memberId, since)!;
  }
  return { used: Math.max(0, row.used ?? 0), resetsAt: row.oldest === null ? null : row.oldest + RG_PERIOD_MS[period] };
}

function limitsOf(gw: GatewayContext, memberId: number): RgLimits {
  applyDuePending(gw, memberId);
  const rows = gw.db.prepare<unknown[], LimitRow>('SELECT * FROM rg_limits WHERE member_id = ?').all(memberId);
  const find = (kind: string, period: string) => rows.find((r) => r.kind === kind && r.period === period);
  const limits: RgLimit[] = [];
  for (const kind of RG_LIMIT_KINDS) {
    for (const period of RG_LIMIT_PERIODS) {
      const row = find(kind, period);
      const { used, resetsAt } = usage(gw, memberId, kind, period);
      const amount = row?.amount ?? null;
      limits.push({
        kind,
        period,
        amount: amount === null ? null : fromCents(amount),
        used: fromCents(used),
        remaining: amount === null ? null : fromCents(Math.max(0, amount - used)),
        resetsAt,
        pending: row?.pending_set ? { amount: row.pending_amount === null ? null : fromCents(row.pending_amount), appliesAt: row.pending_at ?? 0 } : null,
      });
    }
  }
  const session = find(SESSION_KIND, SESSION_KIND);
  return {
    limits,
    session: {
      minutes: session?.amount ?? null,
      pending: session?.pending_set ? { minutes: session.pending_amount, appliesAt: session.pending_at ?? 0 } : null,
    },
  };
}

export const rgLimits = (gw: GatewayContext, memberId: number) => immediate(gw.db, () => limitsOf(gw, memberId));

/**
 * Sets or removes one limit. A new or lower limit applies at once (and drops a pending raise); a
 * higher one or a removal waits RG_COOLING_OFF_MS as the pending change (a new request replaces it).
 */
function setLimitRow(gw: GatewayContext, memberId: number, kind: string, period: string, value: number | null): void {
  applyDuePending(gw, memberId);
  const now = gw.now();
  const current = limitRow(gw, memberId, kind, period)?.amount ?? null;
  const upsert = gw.db.prepare(
    `INSERT INTO rg_limits (member_id, kind, period, amount, pending_set, pending_amount, pending_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_set = excluded.pending_set,
       pending_amount = excluded.pending_amount, pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
  );
  if (value !== null && (current === null || value <= current)) upsert.run(memberId, kind, period, value, 0, null, null, now);
  else if (current === null) upsert.run(memberId, kind, period, null, 0, null, null, now);
  else upsert.run(memberId, kind, period, current, 1, value, now + RG_COOLING_OFF_MS, now);
  gw.db.prepare('DELETE FROM rg_limits WHERE member_id = ? AND amount IS NULL AND pending_set = 0').run(memberId);
}

export function setRgLimit(gw: GatewayContext, memberId: number, kind: RgLimitKind, period: RgLimitPeriod, amountCents: number | null): RgLimits {
  return immediate(gw.db, () => {
    setLimitRow(gw, memberId, kind, period, amountCents);
    return limitsOf(gw, memberId);
  });
}

export function setSessionLimit(gw: GatewayContext, memberId: number, minutes: number | null): RgLimits {
  return immediate(gw.db, () => {
    setLimitRow(gw, memberId, SESSION_KIND, SESSION_KIND, minutes);
    return limitsOf(gw, memberId);
  });
}

export function cancelPendingLimit(gw: GatewayContext, memberId: number, kind: string, period: string): RgLimits {
  return immediate(gw.db, () => {
    applyDuePending(gw, memberId);
    gw.db
      .prepare('UPDATE rg_limits SET pending_set = 0, pending_amount = NULL, pending_at = NULL, updated_at = ? WHERE member_id = ? AND kind = ? AND period = ?')
      .run(gw.now(), memberId, kind, period);
    gw.db.prepare('DELETE FROM rg_limits WHERE member_id = ? AND amount IS NULL AND pending_set = 0').run(memberId);
    return limitsOf(gw, memberId);
  });
}

const LIMIT_KEYS = {
  deposit: ERROR_KEY.rgDepositLimitReached,
  loss: ERROR_KEY.rgLossLimitReached,
  wager: ERROR_KEY.rgWagerLimitReached,
} as const;

/**
 * Refuses a move of `cents` that one of the member's `kind` limits has no room for; the binding
 * limit (least room) is the one reported. Must run inside the move's own transaction.
 */
export function assertWithinLimit(gw: GatewayContext, memberId: number, kind: RgLimitKind, cents: number, refusal: { status: 200 | 400; field: string }): void {
  if (!gw.db.inTransaction) throw new Error('assertWithinLimit must run inside the money move transaction');
  applyDuePending(gw, memberId);
  let binding: RgLimitFailure | null = null;
  let bindingRoom = Infinity;
  for (const period of RG_LIMIT_PERIODS) {
    const amount = limitRow(gw, memberId, kind, period)?.amount ?? null;
    if (amount === null) continue;
    const { used, resetsAt } = usage(gw, memberId, kind, period);
    const room = Math.max(0, amount - used);
    if (cents > room && room < bindingRoom) {
      bindingRoom = room;
      binding = { field: refusal.field, kind, period, limit: fromCents(amount), remaining: fromCents(room), resetsAt };
    }
  }
  if (binding) throw new ApiError(refusal.status, LIMIT_KEYS[kind], binding);
}

/** A bet of `stakeCents`: the wager limit counts the stake, the loss limit its worst case (the stake lost). */
export function assertMayBet(gw: GatewayContext, memberId: number, stakeCents: number): void {
  assertWithinLimit(gw, memberId, 'wager', stakeCents, { status: 200, field: 'stake' });
  assertWithinLimit(gw, memberId, 'loss', stakeCents, { status: 200, field: 'stake' });
}

/**
 * Every stake a game server takes (a spin, a lottery bet), at that moment and inside the bet's own
 * transaction, whatever the portal did or did not call since the launch: an active time-out,
 * self-exclusion or session break refuses it (403 with its key and end); the session time limit of
 * the portal session the game was launched from (`portalSession`, the sha256 of its token) ends
 * that session and every other of the member, starts the break and refuses it (401
 * rg_session_limit_reached, the ending written after the bet's rollback); then the loss and wager
 * limits (assertMayBet).
 */
export function assertMayStake(gw: GatewayContext, memberId: number, stakeCents: number, launchedFrom?: { portalSession: string | null }): void {
  if (!gw.db.inTransaction) throw new Error('assertMayStake must run inside the bet transaction');
  const active = activeExclusion(gw, memberId);
  if (active) throw new ApiError(403, EXCLUSION_KEYS[active.kind], { kind: active.kind, until: active.ends_at } satisfies RgExclusionFailure);
  const over = launchedFrom?.portalSession ? sessionLimitReached(gw, memberId, launchedFrom.portalSession) : null;
  if (over) {
    const refusal = new ApiError(401, ERROR_KEY.rgSessionLimitReached, over);
    refusal.afterRollback = () => endSessionsForLimit(gw, memberId, over.until);
    throw refusal;
  }
  assertMayBet(gw, memberId, stakeCents);
}

/** A game launch is refused when a loss or wager limit has no room left for the game's smallest bet. */
export function assertMayLaunch(gw: GatewayContext, memberId: number, minBetCents: number): void {
  immediate(gw.db, () => assertMayBet(gw, memberId, Math.max(1, minBetCents)));
}

// ---------------------------------------------------------------- sessions, reality checks

const sessionByHash = (gw: GatewayContext, tokenHash: string) => gw.db.prepare('SELECT 1 FROM sessions WHERE token_hash = ?').get(tokenHash);

/** How far back a play session is looked for: the longest session time limit, and the pause that ends one. */
const PLAY_LOOKBACK_MS = RG_SESSION_MINUTES_MAX * 60_000 + RG_SESSION_BREAK_MS;

/**
 * When the member's play session began (docs/product/responsible-gaming.md "Session time limit"):
 * the clock is the player's, not a login's. The member's activity (every portal session from its
 * login to its last use or logout, every bet) is one play session as long as no pause of
 * RG_SESSION_BREAK_MS separates it, and a session break ends one; logging in again, on another
 * device or through another game, continues the same clock.
 */
function playStartedAt(gw: GatewayContext, memberId: number): number {
  const now = gw.now();
  const lastBreak =
    gw.db
      .prepare<unknown[], number | null>(
        "SELECT MAX(COALESCE(lifted_at, ends_at)) FROM rg_exclusions WHERE member_id = ? AND kind = 'session_break' AND COALESCE(lifted_at, ends_at) <= ?",
      )
      .pluck()
      .get(memberId, now) ?? 0;
  const since = Math.max(now - PLAY_LOOKBACK_MS, lastBreak);
  const activity = gw.db
    .prepare<unknown[], { began: number; ended: number }>(
      `SELECT MAX(created_at, :since) AS began, MIN(COALESCE(revoked_at, last_seen_at), :now) AS ended FROM sessions
         WHERE member_id = :member AND COALESCE(revoked_at, last_seen_at) >= :since AND created_at <= :now
       UNION ALL
       SELECT created_at, created_at FROM bets WHERE member_id = :member AND created_at >= :since AND created_at <= :now
       ORDER BY ended DESC`,
    )
    .all({ member: memberId, since, now });
  // From now back, latest end first: each piece of activity that ends less than a pause before the
  // play session's start so far joins it; the first that does not ends the walk (every later one ends even sooner).
  let startedAt = now;
  for (const a of activity) {
    if (a.ended <= startedAt - RG_SESSION_BREAK_MS) break;
    startedAt = Math.min(startedAt, a.began);
  }
  return startedAt;
}

/** How long one reality-check "minute" lasts: 60 000 ms, shorter when the sandbox operator says so (tests). */
export const realityCheckMinuteMs = (gw: GatewayContext) => getSetting(gw.db, 'rg.realityCheckMinuteMs', 60_000);
export const setRealityCheckMinuteMs = (gw: GatewayContext, ms: number) => setSetting(gw.db, 'rg.realityCheckMinuteMs', ms);

const realityCheckMinutes = (gw: GatewayContext, memberId: number) =>
  gw.db.prepare<unknown[], { m: number }>('SELECT reality_check_minutes AS m FROM rg_settings WHERE member_id = ?').get(memberId)?.m ?? 0;

export function rgSession(gw: GatewayContext, memberId: number, token: string): RgSession {
  applyDuePending(gw, memberId);
  const now = gw.now();
  const startedAt = sessionByHash(gw, sha256(token)) ? playStartedAt(gw, memberId) : now;
  const totals = gw.db
    .prepare<unknown[], { stakes: number; payouts: number }>(
      "SELECT COALESCE(SUM(stake), 0) AS stakes, COALESCE(SUM(payout), 0) AS payouts FROM bets WHERE member_id = ? AND created_at >= ? AND status IN ('settled', 'pending')",
    )
    .get(memberId, startedAt)!;
  const intervalMinutes = realityCheckMinutes(gw, memberId);
  const intervalMs = intervalMinutes * realityCheckMinuteMs(gw);
  const nextAt = intervalMs > 0 ? startedAt + (Math.floor((now - startedAt) / intervalMs) + 1) * intervalMs : null;
  const minutes = limitRow(gw, memberId, SESSION_KIND, SESSION_KIND)?.amount ?? null;
  return {
    startedAt,
    now,
    playedMs: Math.max(0, now - startedAt),
    stakes: fromCents(totals.stakes),
    payouts: fromCents(totals.payouts),
    net: fromCents(totals.payouts - totals.stakes),
    realityCheck: { intervalMinutes, intervalMs, nextAt },
    endsAt: minutes === null ? null : startedAt + minutes * 60_000,
  };
}

export function setRealityCheck(gw: GatewayContext, memberId: number, token: string, minutes: number): RgSession {
  gw.db
    .prepare(
      'INSERT INTO rg_settings (member_id, reality_check_minutes) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes',
    )
    .run(memberId, minutes);
  return rgSession(gw, memberId, token);
}

/**
 * The session time limit: once the member's play session (playStartedAt) is older than the limit,
 * every session of the member is revoked and a break of RG_SESSION_BREAK_MS starts. Returns the refusal value, or null while the
 * session may go on.
 */
export function endSessionOverLimit(gw: GatewayContext, memberId: number, token: string): RgExclusionFailure | null {
  const over = sessionLimitReached(gw, memberId, sha256(token));
  if (over) immediate(gw.db, () => endSessionsForLimit(gw, memberId, over.until));
  return over;
}

/**
 * Whether the member's play session, seen from a live portal session (by its token's hash), has
 * reached the session time limit: the refusal value with the break's end, else null. Writes nothing
 * but due pending limits.
 */
function sessionLimitReached(gw: GatewayContext, memberId: number, tokenHash: string): (RgExclusionFailure & { until: number }) | null {
  const row = limitRow(gw, memberId, SESSION_KIND, SESSION_KIND);
  if (!row || row.amount === null) {
    if (row?.pending_set) applyDuePending(gw, memberId);
    return null;
  }
  if (!sessionByHash(gw, tokenHash)) return null;
  // The player's clock, not this session's: a new login does not restart it.
  const endsAt = playStartedAt(gw, memberId) + row.amount * 60_000;
  if (gw.now() < endsAt) return null;
  // The break follows the limit; when nothing asked at that moment (play went on in a game alone), it starts now.
  return { kind: 'session_break', until: Math.max(endsAt, gw.now()) + RG_SESSION_BREAK_MS };
}

/** Ends every session of the member and starts the break until `until` (when it is still ahead). */
function endSessionsForLimit(gw: GatewayContext, memberId: number, until: number): void {
  const now = gw.now();
  endAllSessions(gw, memberId);
  if (until > now) {
    gw.db
      .prepare("INSERT INTO rg_exclusions (member_id, kind, duration, starts_at, ends_at) VALUES (?, 'session_break', '30m', ?, ?)")
      .run(memberId, now, until);
  }
}

// ---------------------------------------------------------------- time-out, self-exclusion

const HOUR = 3_600_000;
const addMonths = (ms: number, months: number) => {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
};

function endOf(now: number, duration: RgExclusionRequest['duration']): number | null {
  switch (duration) {
    case '24h':
      return now + 24 * HOUR;
    case '7d':
      return now + 7 * 24 * HOUR;
    case '30d':
      return now + 30 * 24 * HOUR;
    case '6m':
      return addMonths(now, 6);
    case '1y':
      return addMonths(now, 12);
    case '5y':
      return addMonths(now, 60);
    case 'permanent':
      return null;
  }
}

/**
 * The member's active time-out, self-exclusion or session break, or the self-exclusion of another
 * account of the same person (any brand: signals.ts personSelfExclusion), whichever lasts longer
 * ("A self-exclusion covers the person").
 */
function activeExclusion(gw: GatewayContext, memberId: number): ExclusionRow | null {
  const own =
    gw.db
      .prepare<unknown[], ExclusionRow>(
        'SELECT * FROM rg_exclusions WHERE member_id = ? AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ?) ORDER BY ends_at IS NULL DESC, ends_at DESC LIMIT 1',
      )
      .get(memberId, gw.now()) ?? null;
  const person = personSelfExclusion(gw, memberId);
  if (!person || (own && (own.ends_at === null || (person.ends_at !== null && own.ends_at >= person.ends_at)))) return own;
  return person;
}

/**
 * Whether the member is in an active time-out or self-exclusion (not a session break): then what is
 * theirs can always leave (withdrawals.ts `withdrawableCents`; docs/product/responsible-gaming.md
 * "Withdrawals").
 */
export function isExcluded(gw: GatewayContext, memberId: number): boolean {
  const own = gw.db
    .prepare(
      "SELECT 1 FROM rg_exclusions WHERE member_id = ? AND kind IN ('time_out', 'self_exclusion') AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ?) LIMIT 1",
    )
    .get(memberId, gw.now());
  // Another account of a self-excluded person is excluded as well ("A self-exclusion covers the person").
  return Boolean(own) || personSelfExclusion(gw, memberId) !== null;
}

const EXCLUSION_KEYS = {
  time_out: ERROR_KEY.rgTimeOutActive,
  self_exclusion: ERROR_KEY.rgSelfExcluded,
  session_break: ERROR_KEY.rgSessionBreak,
} as const;

/**
 * Login is refused during a time-out, a self-exclusion or a session break, with its end. During a
 * time-out or self-exclusion, a member with a withdrawable balance also gets a withdraw-only
 * session (`withdrawOnlyToken` in the refusal's value) so they can always take their money out.
 * `openSession` creates the portal session (sessions.ts) and returns its token.
 */
export function assertMayLogIn(gw: GatewayContext, memberId: number, withdrawableCents: () => number, openSession: () => string): void {
  const active = activeExclusion(gw, memberId);
  if (!active) return;
  const failure: RgExclusionFailure = { kind: active.kind, until: active.ends_at };
  if (active.kind !== 'session_break' && withdrawableCents() > 0) {
    const token = openSession();
    gw.db.prepare('INSERT INTO rg_withdraw_only_sessions (token_hash, member_id, exclusion_id) VALUES (?, ?, ?)').run(sha256(token), memberId, active.id);
    throw fail(EXCLUSION_KEYS[active.kind], { ...failure, withdrawOnlyToken: token } satisfies RgExclusionFailure);
  }
  throw fail(EXCLUSION_KEYS[active.kind], failure);
}

/**
 * The one gate of withdraw-only sessions (called by `serve` for every endpoint): null when the
 * token is a normal session or the endpoint is allowed (WITHDRAW_ONLY_ENDPOINTS); otherwise the 403
 * refusal with the exclusion's key and end (`serve` serves a public endpoint to such a token as to
 * a guest instead). A withdraw-only session stays one even after the exclusion ends (the
 * member logs in again for a normal session).
 */
export function withdrawOnlyRefusal(gw: GatewayContext, token: string, endpointName: string): ApiError | null {
  const row = gw.db
    .prepare<unknown[], Pick<ExclusionRow, 'kind' | 'ends_at'>>(
      'SELECT e.kind, e.ends_at FROM rg_withdraw_only_sessions w JOIN rg_exclusions e ON e.id = w.exclusion_id WHERE w.token_hash = ?',
    )
    .get(sha256(token));
  if (!row || WITHDRAW_ONLY_ENDPOINTS.has(endpointName)) return null;
  return new ApiError(403, EXCLUSION_KEYS[row.kind], { kind: row.kind, until: row.ends_at } satisfies RgExclusionFailure);
}

/**
 * Starts a time-out or self-exclusion at once and ends every session. It cannot be shortened: a
 * request ending before the active one is refused (only the operator lifts one).
 */
export function exclude(gw: GatewayContext, memberId: number, request: RgExclusionRequest): RgExclusionFailure {
  return immediate(gw.db, () => {
    const now = gw.now();
    const until = endOf(now, request.duration);
    const active = activeExclusion(gw, memberId);
    if (active && active.kind !== 'session_break' && (active.ends_at === null || (until !== null && until < active.ends_at))) {
      throw fail(ERROR_KEY.rgExclusionShorter, { kind: active.kind, until: active.ends_at } satisfies RgExclusionFailure);
    }
    gw.db
      .prepare('INSERT INTO rg_exclusions (member_id, kind, duration, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)')
      .run(memberId, request.kind, request.duration, now, until);
    endAllSessions(gw, memberId);
    // A self-exclusion covers the person: the sessions of its other accounts (any brand) end too.
    if (request.kind === 'self_exclusion') for (const other of personAccounts(gw, memberId)) endAllSessions(gw, other);
    return { kind: request.kind, until };
  });
}

// ---------------------------------------------------------------- account activity

const list = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');

/** Deposits, withdrawals (less returned) and the net over the last 1, 3 and 12 calendar months, from the ledger. */
export function rgActivity(gw: GatewayContext, memberId: number): RgActivity {
  const now = gw.now();
  const periods = [1, 3, 12].map((months) => {
    const from = addMonths(now, -months);
    const row = gw.db
      .prepare<unknown[], { deposits: number; withdrawals: number }>(
        `SELECT COALESCE(SUM(CASE WHEN kind IN (${list(CATEGORY_KINDS.deposit)}) THEN amount ELSE 0 END), 0) AS deposits,
                COALESCE(-SUM(CASE WHEN kind IN (${list(CATEGORY_KINDS.withdrawal)}) THEN amount ELSE 0 END), 0) AS withdrawals
         FROM ledger WHERE member_id = ? AND created_at >= ? AND created_at <= ?`,
      )
      .get(memberId, from, now)!;
    return { months, from, deposits: fromCents(row.deposits), withdrawals: fromCents(row.withdrawals), net: fromCents(row.deposits - row.withdrawals) };
  });
  return { periods };
}

// ---------------------------------------------------------------- operator controls

export function exclusionsOf(gw: GatewayContext, memberId: number) {
  const rows = gw.db.prepare<unknown[], ExclusionRow>('SELECT * FROM rg_exclusions WHERE member_id = ? ORDER BY id DESC').all(memberId);
  const now = gw.now();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    duration: r.duration,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    liftedAt: r.lifted_at,
    active: r.lifted_at === null && (r.ends_at === null || r.ends_at > now),
  }));
}

/** Lifts every active exclusion of a member (operator only). Returns how many were lifted. */
export function liftExclusions(gw: GatewayContext, memberId: number): number {
  const now = gw.now();
  return gw.db
    .prepare('UPDATE rg_exclusions SET lifted_at = ? WHERE member_id = ? AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ?)')
    .run(now, memberId, now).changes;
}
