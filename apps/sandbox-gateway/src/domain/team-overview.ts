import { PLATFORM_UTC_OFFSET_MINUTES, type TeamOverview, type TeamOverviewDay } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { platformDayOf, platformDaySql, platformDayStartMs } from '../db/team-stats-schema';
import { DAY, DEPOSIT, WITHDRAWAL, depthSql } from './team-sql';
import { fromCents } from './wallet';

/** The agent centre's team overview (docs/product/agent-centre.md). */

export interface TeamOverviewQuery {
  from: number;
  to: number;
  scope: 'team' | 'direct';
  tzOffset: number;
}

/**
 * The team overview: from the daily rollup (db/team-stats-schema.ts) when the period is whole
 * platform days counted in the platform's time zone, which is what the agent centre asks for;
 * from the bets and the ledger themselves for any other period or time zone (same numbers, slower).
 * `rollup: false` forces the raw path (tests compare both).
 */
export function teamOverview(gw: GatewayContext, agentId: number, q: TeamOverviewQuery, { rollup = true } = {}): TeamOverview {
  const aligned =
    q.tzOffset === PLATFORM_UTC_OFFSET_MINUTES && platformDayStartMs(platformDayOf(q.from)) === q.from && platformDayStartMs(platformDayOf(q.to)) === q.to;
  return rollup && aligned ? teamOverviewFromRollup(gw, agentId, q) : teamOverviewFromRows(gw, agentId, q);
}

/** Team size, new members and balance: from the tree and the members (one row per member of the team). */
function teamMembersFigures(gw: GatewayContext, agentId: number, q: TeamOverviewQuery) {
  return gw.db
    .prepare<unknown[], { teamSize: number; newMembers: number; teamBalance: number }>(
      `SELECT COUNT(*) AS teamSize, COALESCE(SUM(m.created_at >= :from AND m.created_at < :to), 0) AS newMembers,
              COALESCE(SUM(b.cents), 0) AS teamBalance
       FROM member_tree t JOIN members m ON m.id = t.descendant_id LEFT JOIN member_balance b ON b.member_id = t.descendant_id
       WHERE t.ancestor_id = :agent AND ${depthSql(q.scope)}`,
    )
    .get({ agent: agentId, from: q.from, to: q.to })!;
}

/** Empty day rows of the period in the caller's calendar, keyed by day number. */
function emptyDays(q: TeamOverviewQuery): Map<number, TeamOverviewDay> {
  const offset = q.tzOffset * 60_000;
  const byDay = new Map<number, TeamOverviewDay>();
  for (let d = Math.floor((q.from + offset) / DAY); d <= Math.floor((q.to - 1 + offset) / DAY); d++) {
    byDay.set(d, {
      day: new Date(d * DAY).toISOString().slice(0, 10),
      newMembers: 0,
      activeMembers: 0,
      deposits: 0,
      withdrawals: 0,
      turnover: 0,
      payouts: 0,
      winLoss: 0,
    });
  }
  return byDay;
}

function teamOverviewFromRollup(gw: GatewayContext, agentId: number, q: TeamOverviewQuery): TeamOverview {
  const depth = depthSql(q.scope);
  const p = { agent: agentId, from: q.from, to: q.to, d0: platformDayOf(q.from), d1: platformDayOf(q.to) - 1 };
  const members = teamMembersFigures(gw, agentId, q);
  const days = gw.db
    .prepare<
      unknown[],
      {
        d: number;
        active: number;
        turnover: number;
        payouts: number;
        deposits: number;
        depositCount: number;
        withdrawals: number;
        withdrawalCount: number;
      }
    >(
      `SELECT day AS d, SUM(active) AS active, SUM(turnover) AS turnover, SUM(payouts) AS payouts, SUM(deposits) AS deposits,
              SUM(deposit_count) AS depositCount, SUM(withdrawals) AS withdrawals, SUM(withdrawal_count) AS withdrawalCount
       FROM team_day_stats t WHERE t.ancestor_id = :agent AND t.day BETWEEN :d0 AND :d1 AND ${depth} GROUP BY day`,
    )
    .all(p);
  // Active over the whole period (a member active on two days counts once): one primary-key probe per member.
  const active = gw.db
    .prepare<unknown[], number>(
      `SELECT COUNT(*) FROM member_tree t WHERE t.ancestor_id = :agent AND ${depth}
         AND EXISTS (SELECT 1 FROM member_active_day a WHERE a.member_id = t.descendant_id AND a.day BETWEEN :d0 AND :d1)`,
    )
    .pluck()
    .get(p)!;
  const first = gw.db
    .prepare<unknown[], { n: number; amount: number }>(
      `SELECT COUNT(*) AS n, COALESCE(SUM(f.amount), 0) AS amount FROM member_tree t JOIN member_first_deposit f ON f.member_id = t.descendant_id
       WHERE t.ancestor_id = :agent AND ${depth} AND f.created_at >= :from AND f.created_at < :to`,
    )
    .get(p)!;
  const joinDays = gw.db
    .prepare<unknown[], { d: number; n: number }>(
      `SELECT ${platformDaySql('m.created_at')} AS d, COUNT(*) AS n FROM member_tree t JOIN members m ON m.id = t.descendant_id
       WHERE t.ancestor_id = :agent AND ${depth} AND m.created_at >= :from AND m.created_at < :to GROUP BY d`,
    )
    .all(p);
  const byDay = emptyDays(q);
  for (const r of days) {
    const day = byDay.get(r.d);
    if (!day) continue;
    Object.assign(day, {
      activeMembers: r.active,
      turnover: fromCents(r.turnover),
      payouts: fromCents(r.payouts),
      winLoss: fromCents(r.payouts - r.turnover),
      deposits: fromCents(r.deposits),
      withdrawals: fromCents(r.withdrawals),
    });
  }
  for (const r of joinDays) {
    const day = byDay.get(r.d);
    if (day) day.newMembers = r.n;
  }
  const sum = (pick: (r: (typeof days)[number]) => number) => days.reduce((total, r) => total + pick(r), 0);
  const turnover = sum((r) => r.turnover);
  const payouts = sum((r) => r.payouts);
  return overviewOf(
    q,
    members,
    active,
    first,
    {
      deposits: sum((r) => r.deposits),
      depositCount: sum((r) => r.depositCount),
      withdrawals: sum((r) => r.withdrawals),
      withdrawalCount: sum((r) => r.withdrawalCount),
      turnover,
      payouts,
    },
    byDay,
  );
}

function teamOverviewFromRows(gw: GatewayContext, agentId: number, q: TeamOverviewQuery): TeamOverview {
  const depth = depthSql(q.scope);
  const p = { agent: agentId, from: q.from, to: q.to, offset: q.tzOffset * 60_000, day: DAY };
  const members = teamMembersFigures(gw, agentId, q);
  // Active over the whole period: one indexed EXISTS per member (stops at the first bet).
  const active = gw.db
    .prepare<unknown[], number>(
      `SELECT COUNT(*) FROM member_tree t WHERE t.ancestor_id = :agent AND ${depth} AND EXISTS (
         SELECT 1 FROM bets b WHERE b.member_id = t.descendant_id AND b.created_at >= :from AND b.created_at < :to AND b.status = 'settled')`,
    )
    .pluck()
    .get(p)!;
  const first = gw.db
    .prepare<unknown[], { n: number; amount: number }>(
      `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS amount FROM (
         SELECT l.member_id, l.amount, MIN(l.created_at) AS first_at
         FROM member_tree t JOIN ledger l ON l.member_id = t.descendant_id AND l.kind IN (${DEPOSIT})
         WHERE t.ancestor_id = :agent AND ${depth} GROUP BY l.member_id
       ) WHERE first_at >= :from AND first_at < :to`,
    )
    .get(p)!;

  // One row per day of the caller's calendar: bets, money and registrations bucketed in SQL.
  const dayOf = (col: string) => `CAST((${col} + :offset) / :day AS INTEGER)`;
  const betDays = gw.db
    .prepare<unknown[], { d: number; active: number; turnover: number; payouts: number }>(
      `SELECT ${dayOf('b.created_at')} AS d, COUNT(DISTINCT b.member_id) AS active, SUM(b.stake) AS turnover, SUM(b.payout) AS payouts
       FROM member_tree t JOIN bets b ON b.member_id = t.descendant_id AND b.created_at >= :from AND b.created_at < :to AND b.status = 'settled'
       WHERE t.ancestor_id = :agent AND ${depth} GROUP BY d`,
    )
    .all(p);
  const moneyDays = gw.db
    .prepare<unknown[], { d: number; deposits: number; withdrawals: number; depositCount: number; withdrawalCount: number }>(
      `SELECT ${dayOf('l.created_at')} AS d,
              COALESCE(SUM(CASE WHEN l.kind IN (${DEPOSIT}) THEN l.amount END), 0) AS deposits,
              COALESCE(-SUM(CASE WHEN l.kind IN (${WITHDRAWAL}) THEN l.amount END), 0) AS withdrawals,
              COUNT(CASE WHEN l.kind IN (${DEPOSIT}) THEN 1 END) AS depositCount,
              COUNT(CASE WHEN l.kind IN (${WITHDRAWAL}) THEN 1 END) AS withdrawalCount
       FROM member_tree t JOIN ledger l ON l.member_id = t.descendant_id AND l.kind IN (${DEPOSIT}, ${WITHDRAWAL})
         AND l.created_at >= :from AND l.created_at < :to
       WHERE t.ancestor_id = :agent AND ${depth} GROUP BY d`,
    )
    .all(p);
  const joinDays = gw.db
    .prepare<unknown[], { d: number; n: number }>(
      `SELECT ${dayOf('m.created_at')} AS d, COUNT(*) AS n FROM member_tree t JOIN members m ON m.id = t.descendant_id
       WHERE t.ancestor_id = :agent AND ${depth} AND m.created_at >= :from AND m.created_at < :to GROUP BY d`,
    )
    .all(p);

  const sumOf = <R>(rows: R[], pick: (r: R) => number) => rows.reduce((sum, r) => sum + pick(r), 0);
  const bets = { turnover: sumOf(betDays, (r) => r.turnover), payouts: sumOf(betDays, (r) => r.payouts) };
  const money = {
    deposits: sumOf(moneyDays, (r) => r.deposits),
    withdrawals: sumOf(moneyDays, (r) => r.withdrawals),
    depositCount: sumOf(moneyDays, (r) => r.depositCount),
    withdrawalCount: sumOf(moneyDays, (r) => r.withdrawalCount),
  };
  const byDay = emptyDays(q);
  for (const r of betDays) {
    const day = byDay.get(r.d);
    if (!day) continue;
    Object.assign(day, { activeMembers: r.active, turnover: fromCents(r.turnover), payouts: fromCents(r.payouts), winLoss: fromCents(r.payouts - r.turnover) });
  }
  for (const r of moneyDays) {
    const day = byDay.get(r.d);
    if (day) Object.assign(day, { deposits: fromCents(r.deposits), withdrawals: fromCents(r.withdrawals) });
  }
  for (const r of joinDays) {
    const day = byDay.get(r.d);
    if (day) day.newMembers = r.n;
  }

  return overviewOf(q, members, active, first, { ...money, turnover: bets.turnover, payouts: bets.payouts }, byDay);
}

/** The period's totals in cents, however they were counted. */
interface TeamTotalsCents {
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  turnover: number;
  payouts: number;
}

/** The answer of both paths: the figures in money, the days in order. */
function overviewOf(
  q: TeamOverviewQuery,
  members: ReturnType<typeof teamMembersFigures>,
  active: number,
  first: { n: number; amount: number },
  totals: TeamTotalsCents,
  byDay: Map<number, TeamOverviewDay>,
): TeamOverview {
  return {
    from: q.from,
    to: q.to,
    scope: q.scope,
    teamSize: members.teamSize,
    newMembers: members.newMembers,
    activeMembers: active,
    firstDeposits: first.n,
    firstDepositAmount: fromCents(first.amount),
    deposits: fromCents(totals.deposits),
    depositCount: totals.depositCount,
    withdrawals: fromCents(totals.withdrawals),
    withdrawalCount: totals.withdrawalCount,
    turnover: fromCents(totals.turnover),
    payouts: fromCents(totals.payouts),
    teamWinLoss: fromCents(totals.payouts - totals.turnover),
    teamBalance: fromCents(members.teamBalance),
    series: [...byDay.values()],
  };
}
