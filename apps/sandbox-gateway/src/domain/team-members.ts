import type { TeamMember } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { AGENT_TYPES } from './members';
import { AGENT_TYPE_LIST, ONLINE_WINDOW_MS } from './team-sql';
import { fromCents, toCents } from './wallet';

/** The agent centre's team management: the members below an agent, filtered, sorted and paged in SQL. */

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
    .prepare<
      unknown[],
      {
        id: number;
        username: string;
        type: number;
        level: number;
        registered_at: number;
        last_login: number | null;
        online: number;
        balance: number;
        total_rows: number;
      }
    >(
      `SELECT m.id, m.username, m.type, :parentDepth + t.depth AS level, m.created_at AS registered_at,
              (SELECT MAX(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login,
              ${onlineSql} AS online, COALESCE(b.cents, 0) AS balance, COUNT(*) OVER () AS total_rows
       FROM member_tree t JOIN members m ON m.id = t.descendant_id LEFT JOIN member_balance b ON b.member_id = m.id
       WHERE ${where.join(' AND ')}
       ORDER BY ${MEMBER_SORT_SQL[q.sort]} ${q.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, m.id ${q.order === 'asc' ? 'ASC' : 'DESC'}
       LIMIT :limit OFFSET :offset`,
    )
    .all(p);
  // The page's subtree figures: one grouped query for the (at most pageSize) rows shown.
  const ids = rows.map((r) => r.id);
  const subtree = new Map<number, { downline: number; teamBalance: number }>();
  if (ids.length) {
    const placeholders = ids.map(() => '?').join(', ');
    for (const r of gw.db
      .prepare<unknown[], { id: number; downline: number; team_balance: number }>(
        `SELECT t.ancestor_id AS id, COUNT(*) - 1 AS downline, COALESCE(SUM(b.cents), 0) AS team_balance
         FROM member_tree t LEFT JOIN member_balance b ON b.member_id = t.descendant_id
         WHERE t.ancestor_id IN (${placeholders}) GROUP BY t.ancestor_id`,
      )
      .all(...ids)) {
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
    .prepare<unknown[], number>(
      `SELECT COUNT(*) FROM member_tree t JOIN members m ON m.id = t.descendant_id LEFT JOIN member_balance b ON b.member_id = m.id
       WHERE ${where.join(' AND ')}`,
    )
    .pluck()
    .get(params)!;
}
