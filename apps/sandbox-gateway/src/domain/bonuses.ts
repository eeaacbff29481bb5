import { type Bonus, type BonusSource, type BonusStatus, ERROR_KEY, MAIN_WALLET } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { fail } from '../core/errors';
import { immediate } from '../db/database';
import { linkedBy } from './signals';
import { addTurnoverRequirement, releaseTurnover } from './turnover';
import { type Entry, fromCents, postEntries, toCents, WALLET_NAMES, walletCents } from './wallet';

interface BonusRow {
  id: number;
  member_id: number;
  source: BonusSource;
  title: string | null;
  amount: number;
  turnover_required: number;
  ledger_ref: string;
  created_at: number;
  expires_at: number | null;
  forfeited_at: number | null;
}

/** Valid turnover (cents): stakes of the member's settled, not refunded bets settled in (from, to]. */
export function validTurnoverCents(gw: GatewayContext, memberId: number, from: number, to: number): number {
  return gw.db
    .prepare<unknown[], { n: number }>(
      "SELECT COALESCE(SUM(stake), 0) AS n FROM bets WHERE member_id = ? AND status = 'settled' AND COALESCE(result, '') <> 'refund' AND settled_at > ? AND settled_at <= ?",
    )
    .get(memberId, from, to)!.n;
}

export interface Grant {
  source: BonusSource;
  /** Cents, > 0. */
  amount: number;
  /** Valid turnover asked for = amount × multiplier (also added to the withdrawal turnover requirement). */
  turnoverMultiplier: number;
  /** Ledger kind and reference of the credit (the reference is unique: a bonus is written once). */
  kind: string;
  ref: string;
  title?: string | null;
  expiresAt?: number | null;
}

/**
 * The bonuses of the reward centre, missions and promotions: paid to one account per person. An
 * account linked to another of the same person (signals.ts linkedBy) claims none, and the ones it
 * received are held back from what it can withdraw (docs/product/abuse-policy.md "Chained bonuses").
 * The sign-up bonus has its own rule (abuse.ts); an operator's grant is the operator's decision.
 */
export const PERSONAL_BONUS_SOURCES: readonly BonusSource[] = ['checkin', 'rebate', 'levelup', 'referral', 'mission', 'raffle'];

/**
 * Credits a bonus: the main-wallet ledger entry, the bonus row and its turnover requirement, all
 * or nothing (a savepoint inside the caller's transaction, or its own IMMEDIATE transaction). A
 * personal bonus of an account linked to another of the same person is refused
 * (`bonus_linked_account`) before anything is written.
 */
export function grantBonus(gw: GatewayContext, memberId: number, grant: Grant): number {
  return immediate(gw.db, () => {
    if (PERSONAL_BONUS_SOURCES.includes(grant.source) && linkedBy(gw, memberId)) throw fail(ERROR_KEY.bonusLinkedAccount);
    const required = grant.amount * grant.turnoverMultiplier;
    const id = Number(
      gw.db
        .prepare(
          'INSERT INTO bonuses (member_id, source, title, amount, turnover_required, ledger_ref, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(memberId, grant.source, grant.title ?? null, grant.amount, required, grant.ref, gw.now(), grant.expiresAt ?? null).lastInsertRowid,
    );
    postEntries(gw, memberId, [{ wallet: MAIN_WALLET, amount: grant.amount, kind: grant.kind }], grant.ref);
    if (required > 0) addTurnoverRequirement(gw, memberId, required);
    return id;
  });
}

/** Status and progress of one bonus now (docs/product/rewards.md: each bonus counts the valid turnover settled after its grant). */
function toBonus(gw: GatewayContext, r: BonusRow, now: number): Bonus {
  const until = r.forfeited_at ?? (r.expires_at !== null ? Math.min(r.expires_at, now) : now);
  const done = Math.min(r.turnover_required, validTurnoverCents(gw, r.member_id, r.created_at, until));
  let status: BonusStatus;
  if (r.forfeited_at !== null) status = 'forfeited';
  else if (done >= r.turnover_required) status = 'completed';
  else if (r.expires_at !== null && r.expires_at <= now) status = 'expired';
  else status = 'active';
  return {
    id: r.id,
    source: r.source,
    title: r.title,
    amount: fromCents(r.amount),
    createTime: r.created_at,
    expiresAt: r.expires_at,
    turnoverRequired: fromCents(r.turnover_required),
    turnoverDone: fromCents(done),
    status,
  };
}

/** One page of the member's bonuses (newest first, optionally of one status) and the totals over all of them. */
export function bonusList(gw: GatewayContext, memberId: number, q: { pageNo: number; pageSize: number; status?: BonusStatus }) {
  const now = gw.now();
  const all = gw.db
    .prepare<unknown[], BonusRow>('SELECT * FROM bonuses WHERE member_id = ? ORDER BY created_at DESC, id DESC')
    .all(memberId)
    .map((r) => toBonus(gw, r, now));
  const matching = q.status ? all.filter((b) => b.status === q.status) : all;
  const active = all.filter((b) => b.status === 'active');
  const cents = (n: number) => Math.round(n * 100);
  return {
    list: matching.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: matching.length,
    totalPages: Math.ceil(matching.length / q.pageSize),
    totals: {
      active: active.length,
      amount: fromCents(all.reduce((s, b) => s + cents(b.amount), 0)),
      turnoverOwed: fromCents(active.reduce((s, b) => s + cents(b.turnoverRequired) - cents(b.turnoverDone), 0)),
    },
  };
}

/**
 * The member's bonuses whose turnover is still being played (status active), oldest first, with
 * their multiple and what is left to play: what the withdrawal quote shows.
 */
export function activeBonuses(gw: GatewayContext, memberId: number) {
  const now = gw.now();
  const rows = gw.db.prepare<unknown[], BonusRow>('SELECT * FROM bonuses WHERE member_id = ? AND forfeited_at IS NULL ORDER BY created_at, id').all(memberId);
  return rows
    .map((r) => ({ row: r, bonus: toBonus(gw, r, now) }))
    .filter(({ bonus }) => bonus.status === 'active')
    .map(({ row, bonus }) => ({
      id: bonus.id,
      source: bonus.source,
      title: bonus.title,
      amount: bonus.amount,
      turnoverMultiplier: row.amount > 0 ? row.turnover_required / row.amount : 0,
      turnoverRequired: bonus.turnoverRequired,
      turnoverDone: bonus.turnoverDone,
      turnoverRemaining: fromCents(row.turnover_required - Math.round(bonus.turnoverDone * 100)),
      expiresAt: bonus.expiresAt,
    }));
}

/** Turnover (cents) the member's active bonuses still ask: what a release of the withdrawal turnover never goes below. */
export function bonusTurnoverRemainingCents(gw: GatewayContext, memberId: number): number {
  return activeBonuses(gw, memberId).reduce((sum, b) => sum + toCents(b.turnoverRemaining), 0);
}

/**
 * Forfeits a bonus and takes it back (inside the caller's transaction): what the member's wallets
 * hold, main wallet first, then the game wallets (ledger kind bonus_forfeit). What they cannot
 * cover (the money is at stake, or was lost) stays owed: bonusHeldCents holds it back from every
 * withdrawal and transfer to the upline. The turnover the bonus still asked (its requirement less
 * its progress) leaves the withdrawal turnover counter; the deposits' requirement and the other
 * bonuses' stay (docs/product/abuse-policy.md "A forfeited bonus is taken back"). Once: null when
 * the bonus was already forfeited (a repeated or parallel forfeit takes nothing more). Returns the
 * cents taken back.
 */
export function forfeitAndTakeBack(gw: GatewayContext, bonus: { id: number; member_id: number; amount: number }): number | null {
  return immediate(gw.db, () => {
    const row = gw.db.prepare<unknown[], BonusRow>('SELECT * FROM bonuses WHERE id = ? AND forfeited_at IS NULL').get(bonus.id);
    if (!row) return null;
    const unplayed = row.turnover_required - toCents(toBonus(gw, row, gw.now()).turnoverDone);
    if (gw.db.prepare('UPDATE bonuses SET forfeited_at = ? WHERE id = ? AND forfeited_at IS NULL').run(gw.now(), bonus.id).changes !== 1) return null;
    if (unplayed > 0) releaseTurnover(gw, row.member_id, unplayed, bonusTurnoverRemainingCents(gw, row.member_id));
    let left = bonus.amount;
    const entries: Entry[] = [];
    for (const wallet of Object.keys(WALLET_NAMES)) {
      const take = Math.min(left, Math.max(0, walletCents(gw, bonus.member_id, wallet)));
      if (take <= 0) continue;
      entries.push({ wallet, amount: -take, kind: 'bonus_forfeit' });
      left -= take;
    }
    if (entries.length > 0) postEntries(gw, bonus.member_id, entries, `bonus-forfeit:${bonus.id}`);
    return bonus.amount - left;
  });
}

/**
 * Bonus money that may not leave the account (cents), whatever was played since: what forfeited
 * bonuses still owe (their amount less what was taken back), and, while the account is linked to
 * another account of the same person, every personal bonus it received (docs/product/abuse-policy.md).
 */
export function bonusHeldCents(gw: GatewayContext, memberId: number): number {
  const owed = gw.db
    .prepare<unknown[], number>(
      `SELECT (SELECT COALESCE(SUM(amount), 0) FROM bonuses WHERE member_id = ? AND forfeited_at IS NOT NULL)
            + (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE member_id = ? AND kind = 'bonus_forfeit')`,
    )
    .pluck()
    .get(memberId, memberId)!;
  const personal = linkedBy(gw, memberId)
    ? gw.db
        .prepare<unknown[], number>(
          `SELECT COALESCE(SUM(amount), 0) FROM bonuses WHERE member_id = ? AND forfeited_at IS NULL AND source IN (${PERSONAL_BONUS_SOURCES.map(() => '?').join(', ')})`,
        )
        .pluck()
        .get(memberId, ...PERSONAL_BONUS_SOURCES)!
    : 0;
  return Math.max(0, owed) + personal;
}

/** Operator: forfeits a bonus that is still active (its progress stops) and takes it back (forfeitAndTakeBack; docs/product/rewards.md). */
export function forfeitBonus(gw: GatewayContext, bonusId: number): Bonus | 'not_found' | 'invalid_status' {
  return immediate(gw.db, () => {
    const row = gw.db.prepare<unknown[], BonusRow>('SELECT * FROM bonuses WHERE id = ?').get(bonusId);
    if (!row) return 'not_found';
    if (toBonus(gw, row, gw.now()).status !== 'active') return 'invalid_status';
    forfeitAndTakeBack(gw, row);
    return toBonus(gw, { ...row, forfeited_at: gw.now() }, gw.now());
  });
}
