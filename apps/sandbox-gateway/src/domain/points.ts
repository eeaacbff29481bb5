import { ERROR_KEY, MAIN_WALLET } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { fail } from '../core/errors';
import { pagedQuery, type PageRequest } from '../core/paging';
import { verifyPassword } from './crypto';
import type { MemberRow } from './members';
import { balanceOf, fromCents, postEntries } from './wallet';

export const POINTS_PER_UNIT = 100;
export const MIN_CONVERT_POINTS = 100;

export const pointsOf = (gw: GatewayContext, memberId: number) =>
  (gw.db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM points_ledger WHERE member_id = ?').get(memberId) as { n: number }).n;

export const pointsConfig = () => ({ enabled: true, pointsPerUnit: POINTS_PER_UNIT, minConvertPoints: MIN_CONVERT_POINTS, earnPerUnitStaked: 1 });

export function rewards(gw: GatewayContext) {
  return (gw.db.prepare('SELECT * FROM rewards ORDER BY sort').all() as { id: number; name: string; points: number; stock: number }[]).map((r) => ({
    id: r.id,
    name: r.name,
    points: r.points,
    stock: r.stock,
    imageUrl: `/sandbox/art/reward/${r.id}.jpg`,
  }));
}

/** Spends points on a reward (payment password checked); runs inside the caller's money-move transaction. */
export function redeemReward(gw: GatewayContext, member: MemberRow, input: { rewardId: number; quantity: number; password: string }) {
  if (!verifyPassword(input.password, member.password_hash)) throw fail(ERROR_KEY.passwordWrong);
  const reward = gw.db.prepare('SELECT * FROM rewards WHERE id = ?').get(input.rewardId) as { id: number; points: number; stock: number } | undefined;
  if (!reward) throw fail(ERROR_KEY.notFound);
  if (reward.stock < input.quantity) throw fail(ERROR_KEY.outOfStock);
  const cost = reward.points * input.quantity;
  if (pointsOf(gw, member.id) < cost) throw fail(ERROR_KEY.insufficientPoints);
  gw.db.prepare('UPDATE rewards SET stock = stock - ? WHERE id = ?').run(input.quantity, reward.id);
  const redemption = gw.db
    .prepare('INSERT INTO redemptions (member_id, reward_id, quantity, points, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(member.id, reward.id, input.quantity, cost, gw.now());
  const redemptionId = Number(redemption.lastInsertRowid);
  gw.db
    .prepare("INSERT INTO points_ledger (member_id, amount, kind, ref, created_at) VALUES (?, ?, 'redeem', ?, ?)")
    .run(member.id, -cost, `redeem:${redemptionId}`, gw.now());
  return { redemptionId, points: pointsOf(gw, member.id) };
}

/** Turns points into main-wallet money (payment password checked). */
export function convertPoints(gw: GatewayContext, member: MemberRow, input: { points: number; password: string }) {
  if (!verifyPassword(input.password, member.password_hash)) throw fail(ERROR_KEY.passwordWrong);
  if (input.points < MIN_CONVERT_POINTS) throw fail('below_minimum', { minConvertPoints: MIN_CONVERT_POINTS });
  if (pointsOf(gw, member.id) < input.points) throw fail(ERROR_KEY.insufficientPoints);
  const cents = Math.floor((input.points * 100) / POINTS_PER_UNIT);
  const ref = postEntries(gw, member.id, [{ wallet: MAIN_WALLET, amount: cents, kind: 'points_convert' }]);
  gw.db
    .prepare("INSERT INTO points_ledger (member_id, amount, kind, ref, created_at) VALUES (?, ?, 'convert', ?, ?)")
    .run(member.id, -input.points, ref, gw.now());
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
