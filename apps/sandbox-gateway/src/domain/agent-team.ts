import type { ProfitLossRow, TeamBet, TeamMember, TeamOverview, TeamOverviewDay } from '@portal/api-contract';
import { PLATFORM_UTC_OFFSET_MINUTES } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import {
  TEAM_BONUS_KINDS,
  TEAM_DEPOSIT_KINDS,
  TEAM_REBATE_KINDS,
  TEAM_WITHDRAWAL_KINDS,
  platformDayOf,
  platformDaySql,
  platformDayStartMs,
} from '../db/team-stats-schema';
import { AGENT_TYPES } from './members';
import { fromCents, toCents } from './wallet';

/**
 * Ledger kinds behind the team figures (the ledger is the truth, not the order tables):
 * docs/product/agent-centre.md.
 */
export const LEDGER_KINDS = {
  deposit: TEAM_DEPOSIT_KINDS,
  withdrawal: TEAM_WITHDRAWAL_KINDS,
  bonus: TEAM_BONUS_KINDS,
  rebate: TEAM_REBATE_KINDS,
} as const;

const sqlList = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');
const DEPOSIT = sqlList(LEDGER_KINDS.deposit);
const WITHDRAWAL = sqlList(LEDGER_KINDS.withdrawal);
const BONUS = sqlList(LEDGER_KINDS.bonus);
const REBATE = sqlList(LEDGER_KINDS.rebate);
const TEAM_KINDS = sqlList([...LEDGER_KINDS.deposit, ...LEDGER_KINDS.withdrawal, ...LEDGER_KINDS.bonus, ...LEDGER_KINDS.rebate]);
const AGENT_TYPE_LIST = AGENT_TYPES.join(', ');

/** A member is online when one of its sessions was used in the last 5 minutes. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

/** `depth` condition for a scope: whole team below the root, or its first level only. */
const depthSql = (scope: 'team' | 'direct') => (scope === 'direct' ? 't.depth = 1' : 't.depth >= 1');

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
    .prepare(
      `SELECT COUNT(*) AS teamSize, COALESCE(SUM(m.created_at >= :from AND m.created_at < :to), 0) AS newMembers,
              COALESCE(SUM(b.cents), 0) AS teamBalance
       FROM member_tree t JOIN members m ON m.id = t.descendant_id LEFT JOIN member_balance b ON b.member_id = t.descendant_id
       WHERE t.ancestor_id = :agent AND ${depthSql(q.scope)}`,
    )
    .get({ agent: agentId, from: q.from, to: q.to }) as { teamSize: number; newMembers: number; teamBalance: number };
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
    .prepare(
      `SELECT day AS d, SUM(active) AS active, SUM(turnover) AS turnover, SUM(payouts) AS payouts, SUM(deposits) AS deposits,
              SUM(deposit_count) AS depositCount, SUM(withdrawals) AS withdrawals, SUM(withdrawal_count) AS withdrawalCount
       FROM team_day_stats t WHERE t.ancestor_id = :agent AND t.day BETWEEN :d0 AND :d1 AND ${depth} GROUP BY day`,
    )
    .all(p) as {
    d: number;
    active: number;
    turnover: number;
    payouts: number;
    deposits: number;
    depositCount: number;
    withdrawals: number;
    withdrawalCount: number;
  }[];
  // Active over the whole period (a member active on two days counts once): one primary-key probe per member.
  const active = gw.db
    .prepare(
      `SELECT COUNT(*) FROM member_tree t WHERE t.ancestor_id = :agent AND ${depth}
         AND EXISTS (SELECT 1 FROM member_active_day a WHERE a.member_id = t.descendant_id AND a.day BETWEEN :d0 AND :d1)`,
    )
    .pluck()
    .get(p) as number;
  const first = gw.db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(f.amount), 0) AS amount FROM member_tree t JOIN member_first_deposit f ON f.member_id = t.descendant_id
       WHERE t.ancestor_id = :agent AND ${depth} AND f.created_at >= :from AND f.created_at < :to`,
    )
    .get(p) as { n: number; amount: number };
  const joinDays = gw.db
    .prepare(
      `SELECT ${platformDaySql('m.created_at')} AS d, COUNT(*) AS n FROM member_tree t JOIN members m ON m.id = t.descendant_id
       WHERE t.ancestor_id = :agent AND ${depth} AND m.created_at >= :from AND m.created_at < :to GROUP BY d`,
    )
    .all(p) as { d: number; n: number }[];
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
  return {
    from: q.from,
    to: q.to,
    scope: q.scope,
    teamSize: members.teamSize,
    newMembers: members.newMembers,
    activeMembers: active,
    firstDeposits: first.n,
    firstDepositAmount: fromCents(first.amount),
    deposits: fromCents(sum((r) => r.deposits)),
    depositCount: sum((r) => r.depositCount),
    withdrawals: fromCents(sum((r) => r.withdrawals)),
    withdrawalCount: sum((r) => r.withdrawalCount),
    turnover: fromCents(turnover),
    payouts: fromCents(payouts),
    teamWinLoss: fromCents(payouts - turnover),
    teamBalance: fromCents(members.teamBalance),
    series: [...byDay.values()],
  };
}

function teamOverviewFromRows(gw: GatewayContext, agentId: number, q: TeamOverviewQuery): TeamOverview {
  const depth = depthSql(q.scope);
  const p = { agent: agentId, from: q.from, to: q.to, offset: q.tzOffset * 60_000, day: DAY };
  const members = teamMembersFigures(gw, agentId, q);
  // Active over the whole period: one indexed EXISTS per member (stops at the first bet).
  const active = gw.db
    .prepare(
      `SELECT COUNT(*) FROM member_tree t WHERE t.ancestor_id = :agent AND ${depth} AND EXISTS (
         SELECT 1 FROM bets b WHERE b.member_id = t.descendant_id AND b.created_at >= :from AND b.created_at < :to AND b.status = 'settled')`,
    )
    .pluck()
    .get(p) as number;
  const first = gw.db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS amount FROM (
         SELECT l.member_id, l.amount, MIN(l.created_at) AS first_at
         FROM member_tree t JOIN ledger l ON l.member_id = t.descendant_id AND l.kind IN (${DEPOSIT})
         WHERE t.ancestor_id = :agent AND ${depth} GROUP BY l.member_id
       ) WHERE first_at >= :from AND first_at < :to`,
    )
    .get(p) as { n: number; amount: number };

  // One row per day of the caller's calendar: bets, money and registrations bucketed in SQL.
  const dayOf = (col: string) => `CAST((${col} + :offset) / :day AS INTEGER)`;
  const betDays = gw.db
    .prepare(
      `SELECT ${dayOf('b.created_at')} AS d, COUNT(DISTINCT b.member_id) AS active, SUM(b.stake) AS turnover, SUM(b.payout) AS payouts
       FROM member_tree t JOIN bets b ON b.member_id = t.descendant_id AND b.created_at >= :from AND b.created_at < :to AND b.status = 'settled'
       WHERE t.ancestor_id = :agent AND ${depth} GROUP BY d`,
    )
    .all(p) as { d: number; active: number; turnover: number; payouts: number }[];
  const moneyDays = gw.db
    .prepare(
      `SELECT ${dayOf('l.created_at')} AS d,
              COALESCE(SUM(CASE WHEN l.kind IN (${DEPOSIT}) THEN l.amount END), 0) AS deposits,
              COALESCE(-SUM(CASE WHEN l.kind IN (${WITHDRAWAL}) THEN l.amount END), 0) AS withdrawals,
              COUNT(CASE WHEN l.kind IN (${DEPOSIT}) THEN 1 END) AS depositCount,
              COUNT(CASE WHEN l.kind IN (${WITHDRAWAL}) THEN 1 END) AS withdrawalCount
       FROM member_tree t JOIN ledger l ON l.member_id = t.descendant_id AND l.kind IN (${DEPOSIT}, ${WITHDRAWAL})
         AND l.created_at >= :from AND l.created_at < :to
       WHERE t.ancestor_id = :agent AND ${depth} GROUP BY d`,
    )
    .all(p) as { d: number; deposits: number; withdrawals: number; depositCount: number; withdrawalCount: number }[];
  const joinDays = gw.db
    .prepare(
      `SELECT ${dayOf('m.created_at')} AS d, COUNT(*) AS n FROM member_tree t JOIN members m ON m.id = t.descendant_id
       WHERE t.ancestor_id = :agent AND ${depth} AND m.created_at >= :from AND m.created_at < :to GROUP BY d`,
    )
    .all(p) as { d: number; n: number }[];

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

  return {
    from: q.from,
    to: q.to,
    scope: q.scope,
    teamSize: members.teamSize,
    newMembers: members.newMembers,
    activeMembers: active,
    firstDeposits: first.n,
    firstDepositAmount: fromCents(first.amount),
    deposits: fromCents(money.deposits),
    depositCount: money.depositCount,
    withdrawals: fromCents(money.withdrawals),
    withdrawalCount: money.withdrawalCount,
    turnover: fromCents(bets.turnover),
    payouts: fromCents(bets.payouts),
    teamWinLoss: fromCents(bets.payouts - bets.turnover),
    teamBalance: fromCents(members.teamBalance),
    series: [...byDay.values()],
  };
}

// ---------------------------------------------------------------- team management

export interface TeamMembersQuery {
  parentId: number;
  /** Depth of parentId below the logged-in agent. */
  parentDepth: number;
  username?: string;
  memberType?: 'player' | 'agent';
  balanceMin?: number;
  balanceMax?: number;
  registeredFrom?: number;
  registeredTo?: number;
  online?: boolean;
  sort: 'registeredAt' | 'username' | 'balance' | 'lastLoginAt';
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

const MEMBER_SORT_SQL = { registeredAt: 'm.created_at', username: 'm.username', balance: 'balance', lastLoginAt: 'last_login' } as const;

export function teamMembers(gw: GatewayContext, q: TeamMembersQuery): { list: TeamMember[]; total: number } {
  const where: string[] = ['t.ancestor_id = :parent', q.username ? 't.depth >= 1' : 't.depth = 1'];
  const p: Record<string, number | string> = {
    parent: q.parentId,
    onlineSince: gw.now() - ONLINE_WINDOW_MS,
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
    parentDepth: q.parentDepth,
  };
  if (q.username) {
    where.push("m.username LIKE :username ESCAPE '\\'");
    p['username'] = `${q.username.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  }
  if (q.memberType) where.push(q.memberType === 'agent' ? `m.type IN (${AGENT_TYPE_LIST})` : `m.type NOT IN (${AGENT_TYPE_LIST})`);
  if (q.balanceMin !== undefined) {
    where.push('COALESCE(b.cents, 0) >= :balanceMin');
    p['balanceMin'] = toCents(q.balanceMin);
  }
  if (q.balanceMax !== undefined) {
    where.push('COALESCE(b.cents, 0) <= :balanceMax');
    p['balanceMax'] = toCents(q.balanceMax);
  }
  if (q.registeredFrom !== undefined) {
    where.push('m.created_at >= :registeredFrom');
    p['registeredFrom'] = q.registeredFrom;
  }
  if (q.registeredTo !== undefined) {
    where.push('m.created_at < :registeredTo');
    p['registeredTo'] = q.registeredTo;
  }
  const onlineSql = 'EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.revoked_at IS NULL AND s.last_seen_at >= :onlineSince)';
  if (q.online !== undefined) where.push(q.online ? onlineSql : `NOT ${onlineSql}`);
  const rows = gw.db
    .prepare(
      `SELECT m.id, m.username, m.type, :parentDepth + t.depth AS level, m.created_at AS registered_at,
              (SELECT MAX(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login,
              ${onlineSql} AS online, COALESCE(b.cents, 0) AS balance, COUNT(*) OVER () AS total_rows
       FROM member_tree t JOIN members m ON m.id = t.descendant_id LEFT JOIN member_balance b ON b.member_id = m.id
       WHERE ${where.join(' AND ')}
       ORDER BY ${MEMBER_SORT_SQL[q.sort]} ${q.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, m.id ${q.order === 'asc' ? 'ASC' : 'DESC'}
       LIMIT :limit OFFSET :offset`,
    )
    .all(p) as {
    id: number;
    username: string;
    type: number;
    level: number;
    registered_at: number;
    last_login: number | null;
    online: number;
    balance: number;
    total_rows: number;
  }[];
  // The page's subtree figures: one grouped query for the (at most pageSize) rows shown.
  const ids = rows.map((r) => r.id);
  const subtree = new Map<number, { downline: number; teamBalance: number }>();
  if (ids.length) {
    const placeholders = ids.map(() => '?').join(', ');
    for (const r of gw.db
      .prepare(
        `SELECT t.ancestor_id AS id, COUNT(*) - 1 AS downline, COALESCE(SUM(b.cents), 0) AS team_balance
         FROM member_tree t LEFT JOIN member_balance b ON b.member_id = t.descendant_id
         WHERE t.ancestor_id IN (${placeholders}) GROUP BY t.ancestor_id`,
      )
      .all(...ids) as { id: number; downline: number; team_balance: number }[]) {
      subtree.set(r.id, { downline: r.downline, teamBalance: r.team_balance });
    }
  }
  const total = rows[0]?.total_rows ?? (q.pageNo > 1 ? countMembers(gw, where, p) : 0);
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      username: r.username,
      memberType: (AGENT_TYPES as readonly number[]).includes(r.type) ? 'agent' : 'player',
      type: r.type,
      level: r.level,
      downlineCount: subtree.get(r.id)?.downline ?? 0,
      registeredAt: r.registered_at,
      lastLoginAt: r.last_login,
      online: r.online === 1,
      balance: fromCents(r.balance),
      teamBalance: fromCents(subtree.get(r.id)?.teamBalance ?? r.balance),
    })),
  };
}

function countMembers(gw: GatewayContext, where: string[], p: Record<string, number | string>): number {
  const { limit: _limit, offset: _offset, parentDepth: _depth, ...params } = p;
  return gw.db
    .prepare(
      `SELECT COUNT(*) FROM member_tree t JOIN members m ON m.id = t.descendant_id LEFT JOIN member_balance b ON b.member_id = m.id
       WHERE ${where.join(' AND ')}`,
    )
    .pluck()
    .get(params) as number;
}

// ---------------------------------------------------------------- team betting

export interface TeamBetsQuery {
  /** Whose bets: the agent (its team) or one member of its tree. */
  rootId: number;
  /** Include the root's own bets (a member picked by username) or not (the agent). */
  includeRoot: boolean;
  includeSubTeams: boolean;
  from: number;
  to: number;
  category?: string;
  status?: string;
  pageNo: number;
  pageSize: number;
}

export function teamBets(gw: GatewayContext, q: TeamBetsQuery) {
  const minDepth = q.includeRoot ? 0 : 1;
  const where = ['t.ancestor_id = :root', q.includeSubTeams ? 't.depth >= :minDepth' : 't.depth = :minDepth'];
  const p: Record<string, number | string> = { root: q.rootId, minDepth, from: q.from, to: q.to, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize };
  if (q.status) {
    where.push('b.status = :status');
    p['status'] = q.status;
  }
  const categoryJoin = q.category ? 'JOIN games g2 ON g2.id = b.game_id AND g2.category = :category' : '';
  if (q.category) p['category'] = q.category;
  const from = `FROM member_tree t JOIN bets b ON b.member_id = t.descendant_id AND b.created_at >= :from AND b.created_at < :to ${categoryJoin}
       WHERE ${where.join(' AND ')}`;
  const { limit: _limit, offset: _offset, ...totalsParams } = p;
  const totals = gw.db
    .prepare(
      `SELECT COUNT(*) AS count, COALESCE(SUM(b.stake), 0) AS stake, COALESCE(SUM(b.payout), 0) AS payout,
              COALESCE(SUM(CASE WHEN b.status = 'settled' THEN b.payout - b.stake END), 0) AS win_loss ${from}`,
    )
    .get(totalsParams) as { count: number; stake: number; payout: number; win_loss: number };
  const rows = gw.db
    .prepare(
      `SELECT b.id, m.username, COALESCE(g.name, b.game_code) AS game_name, b.vendor, COALESCE(g.category, '') AS category,
              b.stake, b.payout, b.status, b.created_at, b.settled_at
       ${from.replace('WHERE', 'JOIN members m ON m.id = b.member_id LEFT JOIN games g ON g.id = b.game_id WHERE')}
       ORDER BY b.created_at DESC, b.id DESC LIMIT :limit OFFSET :offset`,
    )
    .all(p) as {
    id: number;
    username: string;
    game_name: string;
    vendor: string;
    category: string;
    stake: number;
    payout: number | null;
    status: TeamBet['status'];
    created_at: number;
    settled_at: number | null;
  }[];
  return {
    total: totals.count,
    totals: { count: totals.count, stake: fromCents(totals.stake), payout: fromCents(totals.payout), winLoss: fromCents(totals.win_loss) },
    list: rows.map((r): TeamBet => ({
      id: r.id,
      username: r.username,
      gameName: r.game_name,
      vendor: r.vendor,
      category: r.category,
      stake: fromCents(r.stake),
      payout: r.payout === null ? null : fromCents(r.payout),
      winLoss: r.status === 'settled' ? fromCents((r.payout ?? 0) - r.stake) : 0,
      status: r.status,
      createdAt: r.created_at,
      settledAt: r.settled_at,
    })),
  };
}

// ---------------------------------------------------------------- user profit and loss

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
    .prepare(
      `${sql} SELECT *, COUNT(*) OVER () AS total_rows, ${FIGURES.map((f) => `SUM(${f}) OVER () AS total_${f}`).join(', ')}
       FROM figures ORDER BY ${sortCol} ${dir}, id ${dir} LIMIT :limit OFFSET :offset`,
    )
    .all(p) as (Record<(typeof FIGURES)[number] | `total_${(typeof FIGURES)[number]}`, number> & {
    id: number;
    username: string;
    type: number;
    downline: number;
    total_rows: number;
  })[];
  let totalsRow: Record<string, unknown> | undefined = rows[0];
  let total = rows[0]?.total_rows ?? 0;
  if (!totalsRow) {
    const { limit: _l, offset: _o, ...params } = p;
    totalsRow = gw.db
      .prepare(`${sql} SELECT COUNT(*) AS total_rows, ${FIGURES.map((f) => `COALESCE(SUM(${f}), 0) AS total_${f}`).join(', ')} FROM figures`)
      .get(params) as Record<string, number>;
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
    .prepare(
      `SELECT COALESCE(SUM(b.stake), 0) AS turnover, COALESCE(SUM(b.payout), 0) AS payouts, COUNT(DISTINCT b.member_id) AS active
       FROM member_tree t JOIN bets b ON b.member_id = t.descendant_id AND b.created_at >= ? AND b.created_at < ? AND b.status = 'settled'
       WHERE t.ancestor_id = ? AND t.depth >= 1`,
    )
    .get(from, to, agentId) as { turnover: number; payouts: number; active: number };
  const extras = gw.db
    .prepare(
      `SELECT COALESCE(SUM(l.amount), 0) FROM member_tree t
       JOIN ledger l ON l.member_id = t.descendant_id AND l.kind IN (${BONUS}, ${REBATE}) AND l.created_at >= ? AND l.created_at < ?
       WHERE t.ancestor_id = ? AND t.depth >= 1`,
    )
    .pluck()
    .get(from, to, agentId) as number;
  return { turnover: bets.turnover, profit: bets.payouts + extras - bets.turnover, active: bets.active };
}
