import type { ProfitLossRow } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { AGENT_TYPES } from './members';
import { platformDayOf, platformDayStartMs } from '../db/team-stats-schema';
import { BONUS, DEPOSIT, REBATE, TEAM_KINDS, WITHDRAWAL } from './team-sql';
import { fromCents } from './wallet';

/** The agent centre's user profit and loss, and the team figures the contract payouts are computed from. */

export interface ProfitLossQuery {
  parentId: number;
  username?: string;
  from: number;
  to: number;
  sort: 'username' | 'deposits' | 'withdrawals' | 'stakes' | 'payouts' | 'bonuses' | 'rebates' | 'net';
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

const FIGURES = ['deposits', 'withdrawals', 'stakes', 'payouts', 'bonuses', 'rebates', 'net'] as const;

/**
 * One row per direct downline member of `parentId` (or per member of its subtree whose username
 * starts with `username`); an agent's row sums its whole subtree including itself. Aggregated,
 * sorted, paged and totalled in SQL. A period of whole platform days reads the daily P&L rollup
 * (`team_day_pnl`, db/team-stats-schema.ts: rows × days); any other period reads the bets and the
 * ledger (same figures, slower). `rollup: false` forces the raw path (tests compare both).
 */
export function teamProfitLoss(gw: GatewayContext, q: ProfitLossQuery, { rollup = true } = {}) {
  const p: Record<string, number | string> = { parent: q.parentId, from: q.from, to: q.to, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize };
  let rowsSql = 'SELECT r.descendant_id AS id FROM member_tree r WHERE r.ancestor_id = :parent AND r.depth = 1';
  if (q.username) {
    rowsSql = `SELECT r.descendant_id AS id FROM member_tree r JOIN members rm ON rm.id = r.descendant_id
      WHERE r.ancestor_id = :parent AND r.depth >= 1 AND rm.username LIKE :username ESCAPE '\\'`;
    p['username'] = `${q.username.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  }
  const aligned = platformDayStartMs(platformDayOf(q.from)) === q.from && platformDayStartMs(platformDayOf(q.to)) === q.to;
  let sums: string;
  if (rollup && aligned) {
    // Whole platform days (what the agent centre asks for): each row's subtree from the daily P&L rollup.
    Object.assign(p, { d0: platformDayOf(q.from), d1: platformDayOf(q.to) - 1 });
    const fromRollup = (columns: string) =>
      `SELECT rows.id, ${columns} FROM rows JOIN team_day_pnl s ON s.ancestor_id = rows.id AND s.day BETWEEN :d0 AND :d1 GROUP BY rows.id`;
    sums = `
    bet_sums AS (${fromRollup('SUM(s.stakes) AS stakes, SUM(s.payouts) AS payouts')}),
    money_sums AS (${fromRollup('SUM(s.deposits) AS deposits, SUM(s.withdrawals) AS withdrawals, SUM(s.bonuses) AS bonuses, SUM(s.rebates) AS rebates')}),`;
  } else {
    sums = `
    bet_sums AS (
      SELECT rows.id, SUM(b.stake) AS stakes, SUM(b.payout) AS payouts
      FROM rows JOIN member_tree d ON d.ancestor_id = rows.id
      JOIN bets b ON b.member_id = d.descendant_id AND b.created_at >= :from AND b.created_at < :to AND b.status = 'settled'
      GROUP BY rows.id
    ),
    money_sums AS (
      SELECT rows.id,
        SUM(CASE WHEN l.kind IN (${DEPOSIT}) THEN l.amount END) AS deposits,
        -SUM(CASE WHEN l.kind IN (${WITHDRAWAL}) THEN l.amount END) AS withdrawals,
        SUM(CASE WHEN l.kind IN (${BONUS}) THEN l.amount END) AS bonuses,
        SUM(CASE WHEN l.kind IN (${REBATE}) THEN l.amount END) AS rebates
      FROM rows JOIN member_tree d ON d.ancestor_id = rows.id
      JOIN ledger l ON l.member_id = d.descendant_id AND l.kind IN (${TEAM_KINDS}) AND l.created_at >= :from AND l.created_at < :to
      GROUP BY rows.id
    ),`;
  }
  const sql = `
    WITH rows AS (${rowsSql}),${sums}
    figures AS (
      SELECT m.id, m.username, m.type,
        (SELECT COUNT(*) - 1 FROM member_tree c WHERE c.ancestor_id = m.id) AS downline,
        COALESCE(ms.deposits, 0) AS deposits, COALESCE(ms.withdrawals, 0) AS withdrawals,
        COALESCE(bs.stakes, 0) AS stakes, COALESCE(bs.payouts, 0) AS payouts,
        COALESCE(ms.bonuses, 0) AS bonuses, COALESCE(ms.rebates, 0) AS rebates,
        COALESCE(bs.payouts, 0) + COALESCE(ms.bonuses, 0) + COALESCE(ms.rebates, 0) - COALESCE(bs.stakes, 0) AS net
      FROM rows JOIN members m ON m.id = rows.id LEFT JOIN bet_sums bs ON bs.id = rows.id LEFT JOIN money_sums ms ON ms.id = rows.id
    )`;
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  const sortCol = q.sort === 'username' ? 'username' : q.sort;
  const rows = gw.db
    .prepare<
      unknown[],
      Record<(typeof FIGURES)[number] | `total_${(typeof FIGURES)[number]}`, number> & {
        id: number;
        username: string;
        type: number;
        downline: number;
        total_rows: number;
      }
    >(
      `${sql} SELECT *, COUNT(*) OVER () AS total_rows, ${FIGURES.map((f) => `SUM(${f}) OVER () AS total_${f}`).join(', ')}
       FROM figures ORDER BY ${sortCol} ${dir}, id ${dir} LIMIT :limit OFFSET :offset`,
    )
    .all(p);
  let totalsRow: Record<string, unknown> | undefined = rows[0];
  let total = rows[0]?.total_rows ?? 0;
  if (!totalsRow) {
    const { limit: _l, offset: _o, ...params } = p;
    totalsRow = gw.db
      .prepare<unknown[], Record<string, number>>(
        `${sql} SELECT COUNT(*) AS total_rows, ${FIGURES.map((f) => `COALESCE(SUM(${f}), 0) AS total_${f}`).join(', ')} FROM figures`,
      )
      .get(params)!;
    total = Number(totalsRow['total_rows']);
  }
  const totals = Object.fromEntries(FIGURES.map((f) => [f, fromCents(Number(totalsRow?.[`total_${f}`] ?? 0))])) as Record<(typeof FIGURES)[number], number>;
  return {
    total,
    totals,
    list: rows.map((r): ProfitLossRow => ({
      id: r.id,
      username: r.username,
      memberType: (AGENT_TYPES as readonly number[]).includes(r.type) ? 'agent' : 'player',
      downlineCount: r.downline,
      deposits: fromCents(r.deposits),
      withdrawals: fromCents(r.withdrawals),
      stakes: fromCents(r.stakes),
      payouts: fromCents(r.payouts),
      bonuses: fromCents(r.bonuses),
      rebates: fromCents(r.rebates),
      net: fromCents(r.net),
    })),
  };
}

/** Team turnover, profit (payouts + bonuses + rebates − stakes) and active members of everyone below `agentId` in [from, to), in cents. */
export function teamFigures(gw: GatewayContext, agentId: number, from: number, to: number) {
  const bets = gw.db
    .prepare<unknown[], { turnover: number; payouts: number; active: number }>(
      `SELECT COALESCE(SUM(b.stake), 0) AS turnover, COALESCE(SUM(b.payout), 0) AS payouts, COUNT(DISTINCT b.member_id) AS active
       FROM member_tree t JOIN bets b ON b.member_id = t.descendant_id AND b.created_at >= ? AND b.created_at < ? AND b.status = 'settled'
       WHERE t.ancestor_id = ? AND t.depth >= 1`,
    )
    .get(from, to, agentId)!;
  const extras = gw.db
    .prepare<unknown[], number>(
      `SELECT COALESCE(SUM(l.amount), 0) FROM member_tree t
       JOIN ledger l ON l.member_id = t.descendant_id AND l.kind IN (${BONUS}, ${REBATE}) AND l.created_at >= ? AND l.created_at < ?
       WHERE t.ancestor_id = ? AND t.depth >= 1`,
    )
    .pluck()
    .get(from, to, agentId)!;
  return { turnover: bets.turnover, profit: bets.payouts + extras - bets.turnover, active: bets.active };
}
