import { ERROR_KEY, type Breadcrumb } from '@portal/api-contract';
import type { Db } from '../db/database';
import { ApiError, fail } from '../core/errors';
import type { GatewayContext } from '../core/context';
import { isAgent, type MemberRow } from './member-row';

/** Puts a new member into the closure table: itself at depth 0 and every ancestor of its upline one deeper. */
export function addToTree(db: Db, memberId: number, uplineId: number | null): void {
  db.prepare('INSERT OR IGNORE INTO member_tree (ancestor_id, descendant_id, depth) VALUES (?, ?, 0)').run(memberId, memberId);
  if (uplineId === null) return;
  db.prepare(
    'INSERT OR IGNORE INTO member_tree (ancestor_id, descendant_id, depth) SELECT ancestor_id, ?, depth + 1 FROM member_tree WHERE descendant_id = ?',
  ).run(memberId, uplineId);
}

/** Agent calls: only agent types (docs/product/agent-centre.md). */
export function requireAgent(member: MemberRow | null): MemberRow {
  if (!member || !isAgent(member)) throw fail(ERROR_KEY.onlyAgents);
  return member;
}

export const notInTeam = () => new ApiError(403, ERROR_KEY.notInTeam);

/** Depth of `memberId` below `agentId` (0 = the agent itself); 403 when it is not in the agent's tree. */
export function depthBelow(gw: GatewayContext, agentId: number, memberId: number): number {
  const depth = gw.db.prepare<unknown[], number>('SELECT depth FROM member_tree WHERE descendant_id = ? AND ancestor_id = ?').pluck().get(memberId, agentId);
  if (depth === undefined) throw notInTeam();
  return depth;
}

/** A member of the agent's tree by username (403 outside it, also for unknown names: no probing). */
export function teamMemberByUsername(gw: GatewayContext, agentId: number, username: string): { id: number; depth: number; type: number } {
  const row = gw.db
    .prepare<unknown[], { id: number; depth: number; type: number }>(
      'SELECT m.id, m.type, t.depth FROM members m JOIN member_tree t ON t.descendant_id = m.id AND t.ancestor_id = ? WHERE m.username = ?',
    )
    .get(agentId, username);
  if (!row) throw notInTeam();
  return row;
}

/** The path from the agent (first) down to `memberId` (last). */
export function breadcrumbs(gw: GatewayContext, agentId: number, memberId: number): Breadcrumb[] {
  const depth = depthBelow(gw, agentId, memberId);
  return gw.db
    .prepare<unknown[], Breadcrumb>(
      `SELECT m.id, m.username FROM member_tree t JOIN members m ON m.id = t.ancestor_id
       WHERE t.descendant_id = ? AND t.depth <= ? ORDER BY t.depth DESC`,
    )
    .all(memberId, depth);
}
