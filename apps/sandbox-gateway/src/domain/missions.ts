import type { GatewayContext } from '../core/context';

/** Three missions measured on the member's settled bets. */
export function missionSummary(gw: GatewayContext, memberId: number) {
  const stats = gw.db
    .prepare(
      "SELECT COUNT(*) AS bets, SUM(CASE WHEN payout > stake THEN 1 ELSE 0 END) AS wins, COUNT(DISTINCT game_id) AS games FROM bets WHERE member_id = ? AND status = 'settled'",
    )
    .get(memberId) as { bets: number; wins: number | null; games: number };
  const missions = [
    { id: 1, title: 'Place 10 bets', progress: stats.bets, target: 10, reward: 5 },
    { id: 2, title: 'Win 5 times', progress: stats.wins ?? 0, target: 5, reward: 10 },
    { id: 3, title: 'Play 3 different games', progress: stats.games, target: 3, reward: 8 },
  ].map((m) => ({ ...m, progress: Math.min(m.progress, m.target), status: m.progress >= m.target ? ('completed' as const) : ('active' as const) }));
  return { count: missions.filter((m) => m.status === 'active').length, completed: missions.filter((m) => m.status === 'completed').length, missions };
}

/** Members ranked by settled bets (names masked), and the asking member's rank. */
export function missionLeaderboard(gw: GatewayContext, memberId: number, count: number) {
  const rows = gw.db
    .prepare(
      "SELECT m.id, m.username, COUNT(b.id) AS score FROM members m JOIN bets b ON b.member_id = m.id AND b.status = 'settled' GROUP BY m.id ORDER BY score DESC, m.id LIMIT 100",
    )
    .all() as { id: number; username: string; score: number }[];
  const mask = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;
  const myIndex = rows.findIndex((r) => r.id === memberId);
  return {
    list: rows.slice(0, count).map((r, i) => ({ rank: i + 1, userName: mask(r.username), score: r.score })),
    myRank: myIndex === -1 ? null : myIndex + 1,
  };
}
