import { DAY_MS, PLATFORM_UTC_OFFSET_MINUTES, platformDate, platformDayStart } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { settleDueBets } from './lottery';
import { CATEGORY_KINDS } from './ledger-categories';
import { fromCents } from './wallet';

const list = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');

/**
 * Personal profit and loss per platform day, one SQL aggregate over the ledger (docs/product/money.md):
 * deposits, withdrawals (held less returned), stakes (less void refunds), payouts, bonuses;
 * net = payouts + bonuses − stakes. Every day of the range, oldest first.
 */
export function profitLoss(gw: GatewayContext, memberId: number, startDate: string, endDate: string) {
  settleDueBets(gw, memberId);
  const from = platformDayStart(startDate);
  const to = platformDayStart(endDate) + DAY_MS;
  const offset = PLATFORM_UTC_OFFSET_MINUTES * 60_000;
  const rows = gw.db
    .prepare<unknown[], { day: number; deposits: number; withdrawals: number; stakes: number; payouts: number; bonuses: number }>(
      `SELECT (created_at + ${offset}) / ${DAY_MS} AS day,
         SUM(CASE WHEN kind IN (${list(CATEGORY_KINDS.deposit)}) THEN amount ELSE 0 END) AS deposits,
         -SUM(CASE WHEN kind IN (${list(CATEGORY_KINDS.withdrawal)}) THEN amount ELSE 0 END) AS withdrawals,
         -SUM(CASE WHEN kind IN ('bet', 'refund') THEN amount ELSE 0 END) AS stakes,
         SUM(CASE WHEN kind = 'payout' THEN amount ELSE 0 END) AS payouts,
         SUM(CASE WHEN kind IN (${list(CATEGORY_KINDS.bonus)}) THEN amount ELSE 0 END) AS bonuses
       FROM ledger WHERE member_id = ? AND created_at >= ? AND created_at < ? GROUP BY day`,
    )
    .all(memberId, from, to);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const totals = { deposits: 0, withdrawals: 0, stakes: 0, payouts: 0, bonuses: 0 };
  const days = [];
  for (let t = from; t < to; t += DAY_MS) {
    const date = platformDate(t);
    const r = byDay.get(Math.floor((t + offset) / DAY_MS)) ?? { deposits: 0, withdrawals: 0, stakes: 0, payouts: 0, bonuses: 0 };
    for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += r[k];
    days.push({ date, ...money(r) });
  }
  return { days, totals: money(totals) };
}

function money(r: { deposits: number; withdrawals: number; stakes: number; payouts: number; bonuses: number }) {
  return {
    deposits: fromCents(r.deposits),
    withdrawals: fromCents(r.withdrawals),
    stakes: fromCents(r.stakes),
    payouts: fromCents(r.payouts),
    bonuses: fromCents(r.bonuses),
    net: fromCents(r.payouts + r.bonuses - r.stakes),
  };
}
