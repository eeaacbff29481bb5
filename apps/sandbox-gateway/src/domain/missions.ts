import { ERROR_KEY } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { fail } from '../core/errors';
import { grantBonus } from './bonuses';
import { TRIAL_TYPE, type MemberRow } from './members';
import { maskName } from './referral';
import { balanceOf, fromCents, toCents } from './wallet';

/** Valid turnover a mission reward asks for, as a multiple of the reward (docs/product/rewards.md). */
export const MISSION_TURNOVER_MULTIPLIER = 1;

/**
 * Three missions measured on the member's settled bets. active: in progress; completed: target
 * reached, reward waiting; claimed. `count` (the menu badge) is the missions not claimed yet.
 */
export function missionSummary(gw: GatewayContext, memberId: number) {
  const stats = gw.db
    .prepare<unknown[], { bets: number; wins: number | null; games: number }>(
      "SELECT COUNT(*) AS bets, SUM(CASE WHEN payout > stake THEN 1 ELSE 0 END) AS wins, COUNT(DISTINCT game_id) AS games FROM bets WHERE member_id = ? AND status = 'settled'",
    )
    .get(memberId)!;
  const claimed = new Set(
    gw.db
      .prepare<unknown[], { mission_id: number }>('SELECT mission_id FROM mission_claims WHERE member_id = ?')
      .all(memberId)
      .map((r) => r.mission_id),
  );
  const missions = [
    { id: 1, title: 'Place 10 bets', progress: stats.bets, target: 10, reward: 5 },
    { id: 2, title: 'Win 5 times', progress: stats.wins ?? 0, target: 5, reward: 10 },
    { id: 3, title: 'Play 3 different games', progress: stats.games, target: 3, reward: 8 },
  ].map((m) => ({
    ...m,
    progress: Math.min(m.progress, m.target),
    status: claimed.has(m.id) ? ('claimed' as const) : m.progress >= m.target ? ('completed' as const) : ('active' as const),
  }));
  return {
    count: missions.filter((m) => m.status !== 'claimed').length,
    completed: missions.filter((m) => m.status === 'completed').length,
    missions,
  };
}

/** Pays a completed mission's reward once (inside the money-move transaction; the claim row's key refuses a second payment). */
export function claimMission(gw: GatewayContext, member: MemberRow, missionId: number) {
  if (member.type === TRIAL_TYPE) throw fail(ERROR_KEY.needTrueAccount);
  const mission = missionSummary(gw, member.id).missions.find((m) => m.id === missionId);
  if (!mission) throw fail(ERROR_KEY.notFound);
  if (mission.status === 'claimed') throw fail(ERROR_KEY.alreadyClaimed);
  if (mission.status !== 'completed') throw fail(ERROR_KEY.notClaimable);
  const amount = toCents(mission.reward);
  gw.db.prepare('INSERT INTO mission_claims (member_id, mission_id, amount, created_at) VALUES (?, ?, ?, ?)').run(member.id, missionId, amount, gw.now());
  const bonusId = grantBonus(gw, member.id, {
    source: 'mission',
    amount,
    turnoverMultiplier: MISSION_TURNOVER_MULTIPLIER,
    kind: 'mission_reward',
    ref: `mission:${member.id}:${missionId}`,
    title: mission.title,
  });
  return { missionId, amount: fromCents(amount), bonusId, sumBalance: balanceOf(gw, member.id).sumBalance, count: missionSummary(gw, member.id).count };
}

/** Members ranked by settled bets (names masked), and the asking member's rank (null before their first settled bet). */
export function missionLeaderboard(gw: GatewayContext, memberId: number, count: number) {
  const rows = gw.db
    .prepare<unknown[], { id: number; username: string; score: number }>(
      "SELECT m.id, m.username, COUNT(b.id) AS score FROM members m JOIN bets b ON b.member_id = m.id AND b.status = 'settled' GROUP BY m.id ORDER BY score DESC, m.id LIMIT ?",
    )
    .all(count);
  const mine = gw.db.prepare<unknown[], { n: number }>("SELECT COUNT(*) AS n FROM bets WHERE member_id = ? AND status = 'settled'").get(memberId)!.n;
  // Ahead of the member: more settled bets, or as many and an older account (the list's order).
  const ahead =
    mine === 0
      ? 0
      : gw.db
          .prepare<unknown[], { n: number }>(
            "SELECT COUNT(*) AS n FROM (SELECT member_id, COUNT(*) AS score FROM bets WHERE status = 'settled' GROUP BY member_id) s WHERE s.score > ? OR (s.score = ? AND s.member_id < ?)",
          )
          .get(mine, mine, memberId)!.n;
  return {
    list: rows.map((r, i) => ({ rank: i + 1, userName: maskName(r.username), score: r.score })),
    myRank: mine === 0 ? null : ahead + 1,
  };
}
