import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_UTC_OFFSET_MINUTES } from '@portal/api-contract';
import { platformDayOf, platformDayStartMs, rebuildTeamStats } from '../db/team-stats-schema';
import { teamOverview, type TeamOverviewQuery } from '../domain/team-overview';
import { teamProfitLoss, type ProfitLossQuery } from '../domain/team-profit-loss';
import { gamePost, login, openGame } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
afterEach(() => h.dispose());

const DAY = 24 * 60 * 60 * 1000;
const idOf = (username: string) => h.db.prepare<unknown[], number>('SELECT id FROM members WHERE username = ?').pluck().get(username)!;

/** Whole platform days ending with today (the agent centre's periods). */
function platformDays(days: number, endingDaysAgo = 0): TeamOverviewQuery {
  const today = platformDayOf(h.clock.now);
  return {
    from: platformDayStartMs(today - endingDaysAgo - days + 1),
    to: platformDayStartMs(today - endingDaysAgo + 1),
    scope: 'team',
    tzOffset: PLATFORM_UTC_OFFSET_MINUTES,
  };
}

/** The overview from the rollup and from the bets and ledger themselves, for the same query. */
const both = (agentId: number, q: TeamOverviewQuery) => ({
  rollup: teamOverview(h.gw, agentId, q),
  rows: teamOverview(h.gw, agentId, q, { rollup: false }),
});

describe('team overview rollup', () => {
  it('gives exactly the figures of the raw queries for the seeded tree: every scope, agent and platform-day period', () => {
    h = createHarness();
    for (const username of ['agent', 'agent2']) {
      for (const scope of ['team', 'direct'] as const) {
        for (const q of [platformDays(30), platformDays(1), platformDays(1, 1), platformDays(7, 3), platformDays(60)]) {
          const { rollup, rows } = both(idOf(username), { ...q, scope });
          expect(rollup.turnover).toBeGreaterThanOrEqual(0);
          expect(rollup).toEqual(rows);
        }
      }
    }
    const month = both(idOf('agent'), platformDays(30)).rollup;
    expect(month.turnover).toBeGreaterThan(0);
    expect(month.activeMembers).toBeGreaterThan(0);
    expect(month.firstDeposits + month.depositCount).toBeGreaterThan(0);
  });

  it('follows new activity in the same transaction: a spin, a bet settled later and a deposit show at once; a rebuild gives the same rows', async () => {
    h = createHarness();
    const agent2 = idOf('agent2');
    const playerName = h.db
      .prepare<unknown[], string>('SELECT username FROM members WHERE upline_id = ? AND type = 0 ORDER BY id LIMIT 1')
      .pluck()
      .get(agent2)!;
    const player = idOf(playerName);
    const before = both(agent2, platformDays(1)).rollup;

    const token = await login(h, playerName, 'player1234');
    const game = await openGame(h, token, { nodeId: 1001, vassalage: 'PG', language: 'PT' });
    expect((await gamePost(h, game.session, '/sandbox/games/spin', { stake: 20 }, randomUUID())).body.success).toBe(true);
    // A bet placed pending and settled afterwards (as a lottery draw does).
    const pending = h.db
      .prepare(
        "INSERT INTO bets (member_id, game_id, game_code, vendor, kind, stake, selection, issue, status, created_at) VALUES (?, 1, 'x', 'PG', 'lottery', 500, 'x', 'i1', 'pending', ?)",
      )
      .run(player, h.clock.now).lastInsertRowid;
    expect(both(agent2, platformDays(1)).rollup.turnover).toBe(before.turnover + 20);
    h.db.prepare("UPDATE bets SET status = 'settled', payout = 1500, settled_at = ? WHERE id = ?").run(h.clock.now, pending);
    expect((await h.operator('POST', `/sandbox/members/${playerName}/deposit`, { amount: 75 })).status).toBe(200);

    const after = both(agent2, platformDays(1));
    expect(after.rollup).toEqual(after.rows);
    expect(after.rollup.turnover).toBe(before.turnover + 25);
    expect(after.rollup.activeMembers).toBeGreaterThanOrEqual(1);

    const snapshot = () => h.db.prepare('SELECT * FROM team_day_stats ORDER BY ancestor_id, day, depth').all();
    const kept = snapshot();
    rebuildTeamStats(h.db);
    expect(snapshot()).toEqual(kept);
  });

  it('any other time zone or a period that is not whole platform days is answered from the rows', () => {
    h = createHarness();
    const q = { ...platformDays(30), tzOffset: 0 };
    expect(teamOverview(h.gw, idOf('agent'), q)).toEqual(teamOverview(h.gw, idOf('agent'), q, { rollup: false }));
    const ragged = { ...platformDays(30), from: h.clock.now - 30 * DAY };
    expect(teamOverview(h.gw, idOf('agent'), ragged)).toEqual(teamOverview(h.gw, idOf('agent'), ragged, { rollup: false }));
  });
});

describe('user profit and loss rollup', () => {
  /** The P&L from the daily rollup and from the bets and ledger themselves, for the same query. */
  const pnl = (q: ProfitLossQuery) => ({ rollup: teamProfitLoss(h.gw, q), rows: teamProfitLoss(h.gw, q, { rollup: false }) });
  const query = (parentId: number, period: TeamOverviewQuery, more: Partial<ProfitLossQuery> = {}): ProfitLossQuery => ({
    parentId,
    from: period.from,
    to: period.to,
    sort: 'net',
    order: 'asc',
    pageNo: 1,
    pageSize: 20,
    ...more,
  });

  it('gives exactly the figures of the raw queries for every agent, period, sort and the username search', () => {
    h = createHarness();
    for (const username of ['agent', 'agent2']) {
      for (const period of [platformDays(30), platformDays(1), platformDays(7, 3), platformDays(60)]) {
        for (const more of [
          {},
          { sort: 'deposits', order: 'desc' },
          { sort: 'username' },
          { username: 'p' },
          { pageNo: 2, pageSize: 1 },
        ] as Partial<ProfitLossQuery>[]) {
          const { rollup, rows } = pnl(query(idOf(username), period, more));
          expect(rollup).toEqual(rows);
        }
      }
    }
    const month = pnl(query(idOf('agent'), platformDays(30))).rollup;
    expect(month.totals.stakes).toBeGreaterThan(0);
    expect(month.totals.deposits).toBeGreaterThan(0);
  });

  it('follows a spin, a bet settled later and a deposit in the same transaction; a ragged period reads the rows; a rebuild gives the same rows', async () => {
    h = createHarness();
    const agent2 = idOf('agent2');
    const playerName = h.db
      .prepare<unknown[], string>('SELECT username FROM members WHERE upline_id = ? AND type = 0 ORDER BY id LIMIT 1')
      .pluck()
      .get(agent2)!;
    const player = idOf(playerName);
    const today = query(agent2, platformDays(1));
    const rowOf = (result: ReturnType<typeof teamProfitLoss>) => result.list.find((r) => r.id === player);
    const before = rowOf(pnl(today).rollup) ?? { stakes: 0, payouts: 0, deposits: 0, bonuses: 0 };

    const token = await login(h, playerName, 'player1234');
    const game = await openGame(h, token, { nodeId: 1001, vassalage: 'PG', language: 'PT' });
    expect((await gamePost(h, game.session, '/sandbox/games/spin', { stake: 20 }, randomUUID())).body.success).toBe(true);
    const pending = h.db
      .prepare(
        "INSERT INTO bets (member_id, game_id, game_code, vendor, kind, stake, selection, issue, status, created_at) VALUES (?, 1, 'x', 'PG', 'lottery', 500, 'x', 'i1', 'pending', ?)",
      )
      .run(player, h.clock.now).lastInsertRowid;
    h.db.prepare("UPDATE bets SET status = 'settled', payout = 1500, settled_at = ? WHERE id = ?").run(h.clock.now, pending);
    expect((await h.operator('POST', `/sandbox/members/${playerName}/deposit`, { amount: 75 })).status).toBe(200);

    const after = pnl(today);
    expect(after.rollup).toEqual(after.rows);
    const row = rowOf(after.rollup);
    expect(row?.stakes).toBe(before.stakes + 25);
    expect(row?.deposits).toBe(before.deposits + 75);

    const ragged = query(agent2, { ...platformDays(1), from: h.clock.now - 3 * 60 * 60 * 1000 });
    expect(teamProfitLoss(h.gw, ragged)).toEqual(teamProfitLoss(h.gw, ragged, { rollup: false }));

    const snapshot = () => h.db.prepare('SELECT * FROM team_day_pnl ORDER BY ancestor_id, day').all();
    const kept = snapshot();
    expect(kept.length).toBeGreaterThan(0);
    rebuildTeamStats(h.db);
    expect(snapshot()).toEqual(kept);
  });
});
