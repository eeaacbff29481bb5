import type { TeamBet } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { fromCents } from './wallet';

/** The agent centre's team betting record. */

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
    // A void bet (a lottery draw that never came: the stake refunded) is the contract's `cancelled`.
    where.push(q.status === 'cancelled' ? "b.status IN ('cancelled', 'void')" : 'b.status = :status');
    if (q.status !== 'cancelled') p['status'] = q.status;
  }
  const categoryJoin = q.category ? 'JOIN games g2 ON g2.id = b.game_id AND g2.category = :category' : '';
  if (q.category) p['category'] = q.category;
  const from = `FROM member_tree t JOIN bets b ON b.member_id = t.descendant_id AND b.created_at >= :from AND b.created_at < :to ${categoryJoin}
       WHERE ${where.join(' AND ')}`;
  const { limit: _limit, offset: _offset, ...totalsParams } = p;
  const totals = gw.db
    .prepare<unknown[], { count: number; stake: number; payout: number; win_loss: number }>(
      `SELECT COUNT(*) AS count, COALESCE(SUM(b.stake), 0) AS stake, COALESCE(SUM(b.payout), 0) AS payout,
              COALESCE(SUM(CASE WHEN b.status = 'settled' THEN b.payout - b.stake END), 0) AS win_loss ${from}`,
    )
    .get(totalsParams)!;
  const rows = gw.db
    .prepare<
      unknown[],
      {
        id: number;
        username: string;
        game_name: string;
        vendor: string;
        category: string;
        stake: number;
        payout: number | null;
        status: TeamBet['status'] | 'void';
        created_at: number;
        settled_at: number | null;
      }
    >(
      `SELECT b.id, m.username, COALESCE(g.name, b.game_code) AS game_name, b.vendor, COALESCE(g.category, '') AS category,
              b.stake, b.payout, b.status, b.created_at, b.settled_at
       ${from.replace('WHERE', 'JOIN members m ON m.id = b.member_id LEFT JOIN games g ON g.id = b.game_id WHERE')}
       ORDER BY b.created_at DESC, b.id DESC LIMIT :limit OFFSET :offset`,
    )
    .all(p);
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
      status: r.status === 'void' ? 'cancelled' : r.status,
      createdAt: r.created_at,
      settledAt: r.settled_at,
    })),
  };
}
