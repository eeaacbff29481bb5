import {
  ERROR_KEY,
  MAIN_WALLET,
  POINTS_MAX_REDEEM_QUANTITY,
  POINTS_PASSWORD_LOCK_MINUTES,
  POINTS_PASSWORD_MAX_ATTEMPTS,
  type PointsEntryKind,
  type PointsFailure,
} from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { ApiError } from '../core/errors';
import { pagedQuery, type PageRequest } from '../core/paging';
import { getSetting, immediate, setSetting } from '../db/database';
import { provePassword, verdict, type PasswordProof } from './password-proof';
import { TRIAL_TYPE, type MemberRow } from './members';
import { balanceOf, fromCents, postEntries } from './wallet';

/**
 * The points mall (docs/product/points-mall.md). Points are not money: they have their own
 * append-only ledger (`points_ledger`, balance = sum of entries) and never expire. Redeem and
 * convert are money moves (idempotent, one transaction each) behind a password check.
 */

export interface PointsConfig {
  enabled: boolean;
  /** Points for 1.00 of money on convert. */
  pointsPerUnit: number;
  minConvertPoints: number;
  /** Points earned per 1.00 staked, on settlement. */
  earnPerUnitStaked: number;
}

export const DEFAULT_POINTS_CONFIG: PointsConfig = { enabled: true, pointsPerUnit: 100, minConvertPoints: 100, earnPerUnitStaked: 1 };
const CONFIG_KEY = 'points.config';

export const pointsConfigOf = (gw: GatewayContext): PointsConfig => ({ ...DEFAULT_POINTS_CONFIG, ...getSetting<Partial<PointsConfig>>(gw.db, CONFIG_KEY, {}) });

export const pointsConfig = (gw: GatewayContext) => ({ ...pointsConfigOf(gw), maxRedeemQuantity: POINTS_MAX_REDEEM_QUANTITY });

/** Operator control: changes the rates (merged over the current ones). */
export function setPointsConfig(gw: GatewayContext, patch: Partial<PointsConfig>): PointsConfig {
  setSetting(gw.db, CONFIG_KEY, { ...pointsConfigOf(gw), ...patch });
  return pointsConfigOf(gw);
}

export const pointsOf = (gw: GatewayContext, memberId: number) =>
  gw.db.prepare<unknown[], { n: number }>('SELECT COALESCE(SUM(amount), 0) AS n FROM points_ledger WHERE member_id = ?').get(memberId)!.n;

/** Money in cents that `points` buy at `pointsPerUnit` points per 1.00, rounded down to the cent. */
export const centsForPoints = (points: number, pointsPerUnit: number) => Math.floor((points * 100) / pointsPerUnit);

function addPoints(gw: GatewayContext, memberId: number, amount: number, kind: PointsEntryKind, ref: string | null) {
  if (!Number.isInteger(amount) || amount === 0) throw new Error(`invalid points amount ${amount}`);
  gw.db.prepare('INSERT INTO points_ledger (member_id, amount, kind, ref, created_at) VALUES (?, ?, ?, ?, ?)').run(memberId, amount, kind, ref, gw.now());
}

/**
 * Points for a settled bet at the configured rate (`earnPerUnitStaked` per 1.00 staked, rounded
 * down); called inside the settlement's transaction, so a bet earns exactly once.
 */
export function earnPoints(gw: GatewayContext, memberId: number, stakeCents: number, ref: string) {
  const { enabled, earnPerUnitStaked } = pointsConfigOf(gw);
  const points = Math.floor((stakeCents * earnPerUnitStaked) / 100);
  if (enabled && points > 0) addPoints(gw, memberId, points, 'earn', ref);
}

/** Operator control: a manual adjustment (positive or negative, never below zero). */
export function adjustPoints(gw: GatewayContext, memberId: number, amount: number): number {
  return immediate(gw.db, () => {
    if (pointsOf(gw, memberId) + amount < 0) throw refusePoints(400, ERROR_KEY.insufficientPoints, { field: 'points' });
    addPoints(gw, memberId, amount, 'adjust', null);
    return pointsOf(gw, memberId);
  });
}

const refusePoints = (status: 400 | 403 | 404 | 409, message: string, value: PointsFailure) => new ApiError(status, message, value);

interface RewardRow {
  id: number;
  name: string;
  points: number;
  stock: number;
  category: string;
}

export function rewards(gw: GatewayContext) {
  return gw.db
    .prepare<unknown[], RewardRow>('SELECT * FROM rewards ORDER BY sort, id')
    .all()
    .map((r) => ({
      id: r.id,
      name: r.name,
      points: r.points,
      stock: r.stock,
      category: r.category,
      imageUrl: `/sandbox/art/reward/${r.id}.jpg`,
    }));
}

/** Operator control: adds stock to a reward (logged in reward_stock_log). */
export function addStock(gw: GatewayContext, rewardId: number, quantity: number): number {
  return immediate(gw.db, () => {
    const changed = gw.db.prepare('UPDATE rewards SET stock = stock + ? WHERE id = ?').run(quantity, rewardId).changes;
    if (!changed) throw refusePoints(404, ERROR_KEY.notFound, { field: 'rewardId' });
    const { stock } = gw.db.prepare<unknown[], { stock: number }>('SELECT stock FROM rewards WHERE id = ?').get(rewardId)!;
    gw.db.prepare('INSERT INTO reward_stock_log (reward_id, delta, stock_after, created_at) VALUES (?, ?, ?, ?)').run(rewardId, quantity, stock, gw.now());
    return stock;
  });
}

interface PasswordCheckRow {
  failures: number;
  locked_until: number | null;
}

const spendingCheckOf = (gw: GatewayContext, memberId: number) =>
  gw.db.prepare<unknown[], PasswordCheckRow>('SELECT failures, locked_until FROM points_password_checks WHERE member_id = ?').get(memberId);
const loginHashOf = (gw: GatewayContext, memberId: number) =>
  gw.db.prepare<unknown[], { password_hash: string }>('SELECT password_hash FROM members WHERE id = ?').get(memberId)?.password_hash ?? null;

/**
 * The login password given for points spending, checked off the event loop before the money move
 * (serve's prepare); none while spending is locked (nothing is hashed then).
 */
export async function spendingPasswordProof(gw: GatewayContext, member: MemberRow, given: string): Promise<PasswordProof | null> {
  const row = spendingCheckOf(gw, member.id);
  if (row?.locked_until != null && row.locked_until > gw.now()) return null;
  return provePassword(given, loginHashOf(gw, member.id));
}

/**
 * The password check in front of points spending (the member's login password), with the verdict
 * of spendingPasswordProof while the login hash it was made against is still the stored one
 * (otherwise StalePasswordProof: the request starts over). Wrong: 400 password_error with the
 * attempts left; the 5th wrong one in a row locks spending for 15 minutes (403
 * password_check_locked). The failure is written after the move's rollback (`afterRollback`), so it
 * counts although nothing else is kept. A right password starts the count over.
 */
function checkSpendingPassword(gw: GatewayContext, member: MemberRow, proof: PasswordProof | null): void {
  const row = spendingCheckOf(gw, member.id);
  const now = gw.now();
  if (row?.locked_until != null && row.locked_until > now) {
    throw refusePoints(403, ERROR_KEY.passwordCheckLocked, { field: 'password', lockedUntil: row.locked_until });
  }
  if (verdict(proof, loginHashOf(gw, member.id)).matches) {
    if (row) gw.db.prepare('DELETE FROM points_password_checks WHERE member_id = ?').run(member.id);
    return;
  }
  // A lock that ran out starts a fresh count.
  const failures = (row && row.locked_until == null ? row.failures : 0) + 1;
  const lockedUntil = failures >= POINTS_PASSWORD_MAX_ATTEMPTS ? now + POINTS_PASSWORD_LOCK_MINUTES * 60_000 : null;
  const error =
    lockedUntil !== null
      ? refusePoints(403, ERROR_KEY.passwordCheckLocked, { field: 'password', lockedUntil })
      : refusePoints(400, ERROR_KEY.passwordWrong, { field: 'password', remainingAttempts: POINTS_PASSWORD_MAX_ATTEMPTS - failures });
  error.afterRollback = () =>
    gw.db
      .prepare(
        'INSERT INTO points_password_checks (member_id, failures, locked_until) VALUES (?, ?, ?) ' +
          'ON CONFLICT (member_id) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until',
      )
      .run(member.id, lockedUntil !== null ? 0 : failures, lockedUntil);
  throw error;
}

function requirePointsSpender(gw: GatewayContext, member: MemberRow): PointsConfig {
  if (member.type === TRIAL_TYPE) throw refusePoints(403, ERROR_KEY.needTrueAccount, { field: 'member' });
  const config = pointsConfigOf(gw);
  if (!config.enabled) throw refusePoints(403, ERROR_KEY.pointsDisabled, { field: 'points' });
  return config;
}

/**
 * Spends points on `quantity` items of a reward. Runs inside the money move's transaction
 * (IMMEDIATE: no other writer in between), so stock and points are read and written by one writer
 * at a time; the stock update also re-checks the stock in SQL and the trigger refuses a negative stock.
 */
export function redeemReward(gw: GatewayContext, member: MemberRow, input: { rewardId: number; quantity: number }, proof: PasswordProof | null) {
  requirePointsSpender(gw, member);
  if (input.quantity < 1) throw refusePoints(400, ERROR_KEY.invalidQuantity, { field: 'quantity' });
  checkSpendingPassword(gw, member, proof);
  const reward = gw.db.prepare<unknown[], RewardRow>('SELECT * FROM rewards WHERE id = ?').get(input.rewardId);
  if (!reward) throw refusePoints(404, ERROR_KEY.notFound, { field: 'rewardId' });
  if (reward.stock < input.quantity) throw refusePoints(409, ERROR_KEY.outOfStock, { field: 'quantity', stock: reward.stock });
  const cost = reward.points * input.quantity;
  if (pointsOf(gw, member.id) < cost) throw refusePoints(400, ERROR_KEY.insufficientPoints, { field: 'quantity' });
  const taken = gw.db.prepare('UPDATE rewards SET stock = stock - ? WHERE id = ? AND stock >= ?').run(input.quantity, reward.id, input.quantity).changes;
  if (!taken) throw refusePoints(409, ERROR_KEY.outOfStock, { field: 'quantity', stock: reward.stock });
  const redemption = gw.db
    .prepare('INSERT INTO redemptions (member_id, reward_id, quantity, points, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(member.id, reward.id, input.quantity, cost, gw.now());
  const redemptionId = Number(redemption.lastInsertRowid);
  addPoints(gw, member.id, -cost, 'redeem', `redeem:${redemptionId}`);
  return { redemptionId, points: pointsOf(gw, member.id), stock: reward.stock - input.quantity };
}

/** Turns points into main-wallet money at `pointsPerUnit` (rounded down to the cent); both ledgers in one transaction. */
export function convertPoints(gw: GatewayContext, member: MemberRow, input: { points: number }, proof: PasswordProof | null) {
  const config = requirePointsSpender(gw, member);
  if (input.points < 1) throw refusePoints(400, ERROR_KEY.invalidQuantity, { field: 'points' });
  if (input.points < config.minConvertPoints) {
    throw refusePoints(400, ERROR_KEY.pointsBelowMinimum, { field: 'points', minConvertPoints: config.minConvertPoints });
  }
  checkSpendingPassword(gw, member, proof);
  if (pointsOf(gw, member.id) < input.points) throw refusePoints(400, ERROR_KEY.insufficientPoints, { field: 'points' });
  const cents = centsForPoints(input.points, config.pointsPerUnit);
  if (cents < 1) throw refusePoints(400, ERROR_KEY.pointsBelowMinimum, { field: 'points', minConvertPoints: config.minConvertPoints });
  const ref = postEntries(gw, member.id, [{ wallet: MAIN_WALLET, amount: cents, kind: 'points_convert' }]);
  addPoints(gw, member.id, -input.points, 'convert', ref);
  return { points: pointsOf(gw, member.id), amount: fromCents(cents), sumBalance: balanceOf(gw, member.id).sumBalance };
}

interface RedemptionRow {
  id: number;
  reward_id: number;
  reward_name: string;
  quantity: number;
  points: number;
  created_at: number;
}

export function redemptions(gw: GatewayContext, memberId: number, page: PageRequest) {
  return pagedQuery(gw.db, page, {
    select: 'r.*, w.name AS reward_name',
    from: 'FROM redemptions r JOIN rewards w ON w.id = r.reward_id WHERE r.member_id = ?',
    params: [memberId],
    orderBy: 'r.id DESC',
    map: (r: RedemptionRow) => ({
      id: r.id,
      rewardId: r.reward_id,
      rewardName: r.reward_name,
      quantity: r.quantity,
      points: r.points,
      createTime: r.created_at,
    }),
  });
}

interface PointsEntryRow {
  id: number;
  amount: number;
  kind: string;
  ref: string | null;
  created_at: number;
  balance: number;
}

/** Seeded and operator entries show as adjustments. */
const entryKind = (kind: string): PointsEntryKind => (kind === 'earn' || kind === 'redeem' || kind === 'convert' ? kind : 'adjust');

/** The points ledger, newest first, each entry with the balance after it (a running sum over the whole ledger). */
export function pointsHistory(gw: GatewayContext, memberId: number, input: PageRequest & { kind?: PointsEntryKind }) {
  const kindFilter = input.kind ? (input.kind === 'adjust' ? " AND kind NOT IN ('earn', 'redeem', 'convert')" : ' AND kind = ?') : '';
  const kindParams = input.kind && input.kind !== 'adjust' ? [input.kind] : [];
  return pagedQuery(gw.db, input, {
    select: '*',
    from:
      'FROM (SELECT id, amount, kind, ref, created_at, SUM(amount) OVER (ORDER BY id) AS balance FROM points_ledger WHERE member_id = ?) WHERE 1 = 1' +
      kindFilter,
    params: [memberId, ...kindParams],
    orderBy: 'id DESC',
    map: (r: PointsEntryRow) => ({ id: r.id, amount: r.amount, kind: entryKind(r.kind), balance: r.balance, reference: r.ref, createTime: r.created_at }),
  });
}
