import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints, REALTIME_SLICE_MS } from '@portal/api-contract';
import { runContractJob } from '../domain/agent-contracts';
import { call, gamePost, login, openGame } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
afterEach(() => h.dispose());

const DAY = 24 * 60 * 60 * 1000;
const cents = (n: number) => Math.round(n * 100);
const idOf = (username: string) => h.db.prepare<unknown[], number>('SELECT id FROM members WHERE username = ?').pluck().get(username)!;

/** Everyone below `agentId`, found by walking upline_id (independently of the closure table the gateway reads). */
const TEAM_CTE = `WITH RECURSIVE team (id, depth) AS (
  SELECT id, 1 FROM members WHERE upline_id = ? UNION ALL SELECT m.id, team.depth + 1 FROM members m JOIN team ON m.upline_id = team.id)`;

const ledgerOf = (memberId: number, kind: string) =>
  h.db
    .prepare<
      unknown[],
      {
        n: number;
        total: number;
      }
    >('SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS total FROM ledger WHERE member_id = ? AND kind = ?')
    .get(memberId, kind)!;

async function allPages<T>(fetchPage: (pageNo: number) => Promise<{ list: T[]; totalPages: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await fetchPage(pageNo);
    rows.push(...page.list);
    if (pageNo >= page.totalPages) return rows;
  }
}

describe('agent centre: who gets in', () => {
  it('refuses players and trial accounts with only_agents_can_log_in, and the agent login tells unknown accounts apart', async () => {
    h = createHarness();
    const range = { from: h.clock.now - 7 * DAY, to: h.clock.now };
    for (const [username, password] of [
      ['demo', 'demo1234'],
      ['trial', 'trial1234'],
    ]) {
      const token = await login(h, username, password);
      const res = await call(h, endpoints.teamOverview, range, { token });
      expect(res.body).toMatchObject({ success: false, message: 'only_agents_can_log_in' });
      const agentLogin = await call(h, endpoints.agentLogin, { username, password });
      expect(agentLogin.body).toMatchObject({ success: false, message: 'only_agents_can_log_in' });
    }
    expect((await call(h, endpoints.agentLogin, { username: 'nobody99', password: 'whatever1' })).body.message).toBe('non_member_cannot_log_in');
    expect((await call(h, endpoints.agentLogin, { username: 'agent', password: 'wrong-password' })).body.message).toBe('username_or_password_error');
    const ok = await call<{ token: string }>(h, endpoints.agentLogin, { username: 'agent', password: 'agent1234' });
    expect(ok.body.success).toBe(true);
    expect((await call(h, endpoints.teamOverview, range, { token: ok.body.value.token })).body.success).toBe(true);
  });

  it('answers 403 not_in_your_team for members and teams outside the asking agent tree', async () => {
    h = createHarness();
    const token = await login(h, 'agent2', 'agent1234');
    const range = { from: h.clock.now - 7 * DAY, to: h.clock.now };
    const sibling = idOf('agent41');
    const upline = idOf('agent');
    for (const parentId of [sibling, upline, idOf('sub2a')]) {
      const res = await call(h, endpoints.teamMembers, { parentId }, { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('not_in_your_team');
      expect((await call(h, endpoints.teamProfitLoss, { ...range, parentId }, { token })).status).toBe(403);
    }
    expect((await call(h, endpoints.teamBets, { ...range, username: 'player1' }, { token })).status).toBe(403);
    expect((await call(h, endpoints.teamBets, { ...range, username: 'no-such-user' }, { token })).status).toBe(403);
    // Its own sub-agent: allowed, with the path from agent2 down.
    const own = await call<{ breadcrumbs: { username: string }[]; list: { level: number }[] }>(
      h,
      endpoints.teamMembers,
      { parentId: idOf('sub1a') },
      { token },
    );
    expect(own.body.value.breadcrumbs.map((b) => b.username)).toEqual(['agent2', 'sub1a']);
    expect(new Set(own.body.value.list.map((m) => m.level))).toEqual(new Set([2]));
  });
});

describe('agent centre: team figures equal the sums of the stored rows', () => {
  it('team overview for 30 days: every total equals a SUM over bets and the ledger of the team, and the days add up', async () => {
    h = createHarness();
    const token = await login(h, 'agent', 'agent1234');
    const agentId = idOf('agent');
    const q = { from: h.clock.now - 30 * DAY, to: h.clock.now, scope: 'team' as const, tzOffset: -180 };
    const res = await call<{
      teamSize: number;
      turnover: number;
      payouts: number;
      activeMembers: number;
      deposits: number;
      withdrawals: number;
      teamWinLoss: number;
      teamBalance: number;
      newMembers: number;
      series: { turnover: number; deposits: number; withdrawals: number; newMembers: number; payouts: number }[];
    }>(h, endpoints.teamOverview, q, { token });
    const v = res.body.value;
    const bets = h.db
      .prepare<unknown[], { stake: number; payout: number; active: number }>(
        `${TEAM_CTE} SELECT SUM(stake) AS stake, SUM(payout) AS payout, COUNT(DISTINCT member_id) AS active FROM bets
         WHERE member_id IN (SELECT id FROM team) AND status = 'settled' AND created_at >= ? AND created_at < ?`,
      )
      .get(agentId, q.from, q.to)!;
    const ledger = h.db
      .prepare<unknown[], { dep: number; wd: number }>(
        `${TEAM_CTE} SELECT SUM(CASE WHEN kind = 'deposit' THEN amount END) AS dep, -SUM(CASE WHEN kind = 'withdrawal' THEN amount END) AS wd FROM ledger
         WHERE member_id IN (SELECT id FROM team) AND created_at >= ? AND created_at < ?`,
      )
      .get(agentId, q.from, q.to)!;
    const balance = h.db
      .prepare<unknown[], number>(`${TEAM_CTE} SELECT SUM(amount) FROM ledger WHERE member_id IN (SELECT id FROM team)`)
      .pluck()
      .get(agentId)!;
    const size = h.db.prepare<unknown[], number>(`${TEAM_CTE} SELECT COUNT(*) FROM team`).pluck().get(agentId)!;
    expect(size).toBeGreaterThanOrEqual(200);
    expect(bets.stake).toBeGreaterThan(0);
    expect(v.teamSize).toBe(size);
    expect(cents(v.turnover)).toBe(bets.stake);
    expect(cents(v.payouts)).toBe(bets.payout);
    expect(cents(v.teamWinLoss)).toBe(bets.payout - bets.stake);
    expect(v.activeMembers).toBe(bets.active);
    expect(cents(v.deposits)).toBe(ledger.dep);
    expect(cents(v.withdrawals)).toBe(ledger.wd);
    expect(cents(v.teamBalance)).toBe(balance);
    expect(v.series.length).toBeGreaterThanOrEqual(30);
    const sum = (f: (d: (typeof v.series)[number]) => number) => v.series.reduce((s, d) => s + cents(f(d)), 0);
    expect(sum((d) => d.turnover)).toBe(bets.stake);
    expect(sum((d) => d.payouts)).toBe(bets.payout);
    expect(sum((d) => d.deposits)).toBe(ledger.dep);
    expect(v.series.reduce((s, d) => s + d.newMembers, 0)).toBe(v.newMembers);

    const direct = await call<{ teamSize: number }>(h, endpoints.teamOverview, { ...q, scope: 'direct' }, { token });
    expect(direct.body.value.teamSize).toBe(h.db.prepare('SELECT COUNT(*) FROM members WHERE upline_id = ?').pluck().get(agentId));
  });

  it('user P&L: the rows of every page add up to the totals and to the team overview', async () => {
    h = createHarness();
    const token = await login(h, 'agent', 'agent1234');
    const q = { from: h.clock.now - 30 * DAY, to: h.clock.now };
    type Row = { stakes: number; payouts: number; deposits: number; net: number; bonuses: number; rebates: number };
    let totals: Row | undefined;
    const rows = await allPages(async (pageNo) => {
      const res = await call<{ list: Row[]; totalPages: number; totals: Row }>(
        h,
        endpoints.teamProfitLoss,
        { ...q, pageNo, pageSize: 7, sort: 'net' },
        { token },
      );
      totals = res.body.value.totals;
      return res.body.value;
    });
    const overview = (await call<{ turnover: number; deposits: number }>(h, endpoints.teamOverview, q, { token })).body.value;
    const sum = (k: keyof Row) => rows.reduce((s, r) => s + cents(r[k]), 0);
    for (const k of ['stakes', 'payouts', 'deposits', 'net', 'bonuses', 'rebates'] as const) expect(sum(k)).toBe(cents(totals![k]));
    expect(sum('stakes')).toBe(cents(overview.turnover));
    expect(sum('deposits')).toBe(cents(overview.deposits));
    expect(rows.map((r) => r.net)).toEqual([...rows.map((r) => r.net)].sort((a, b) => a - b));
  });

  it('team bets: the totals equal the rows, and a sub-team without sub-teams is only its first level', async () => {
    h = createHarness();
    const token = await login(h, 'agent', 'agent1234');
    const q = { from: h.clock.now - 2 * DAY, to: h.clock.now };
    type Bet = { stake: number; payout: number | null; winLoss: number; username: string };
    let totals = { count: 0, stake: 0, winLoss: 0 };
    const rows = await allPages(async (pageNo) => {
      const res = await call<{ list: Bet[]; totalPages: number; totals: typeof totals }>(h, endpoints.teamBets, { ...q, pageNo, pageSize: 500 }, { token });
      totals = res.body.value.totals;
      return res.body.value;
    });
    expect(rows.length).toBe(totals.count);
    expect(rows.reduce((s, r) => s + cents(r.stake), 0)).toBe(cents(totals.stake));
    expect(rows.reduce((s, r) => s + cents(r.winLoss), 0)).toBe(cents(totals.winLoss));
    const own = await call<{ list: Bet[] }>(h, endpoints.teamBets, { ...q, username: 'agent2', includeSubTeams: false, pageSize: 500 }, { token });
    const direct = new Set(
      h.db.prepare<unknown[], string>("SELECT username FROM members WHERE upline_id = ? OR username = 'agent2'").pluck().all(idOf('agent2')),
    );
    expect(own.body.value.list.every((b) => direct.has(b.username))).toBe(true);
  });
});

describe('agent centre: payout jobs pay each slice exactly once', () => {
  it('real-time: a run pays the ended slices; a second run, a restart and a run after a crash half way pay nothing twice', async () => {
    h = createHarness();
    const agentId = idOf('agent');
    const first = await h.operator('POST', '/sandbox/agent/jobs/realtime/run');
    const report = first.body.value as { slices: number; paid: number; amount: number };
    expect(report.slices).toBe(DAY / REALTIME_SLICE_MS);
    expect(report.paid).toBeGreaterThan(0);
    const paid = ledgerOf(agentId, 'agent_salary_realtime');
    expect(paid.n).toBe(report.paid);
    expect(paid.total).toBe(cents(report.amount));
    expect((await h.operator('POST', '/sandbox/agent/jobs/realtime/run')).body.value).toMatchObject({ slices: 0, paid: 0, amount: 0 });
    h = h.restart();
    expect((await h.operator('POST', '/sandbox/agent/jobs/realtime/run')).body.value).toMatchObject({ slices: 0, paid: 0 });
    expect(ledgerOf(agentId, 'agent_salary_realtime')).toEqual(paid);

    // An hour later, a run that crashes after 3 of the 12 new slices, then a restart and a full run.
    h.clock.advance(60 * 60 * 1000);
    let done = 0;
    expect(() =>
      runContractJob(h.gw, 'realtime', {
        afterSlice: () => {
          if (++done === 3) throw new Error('crash');
        },
      }),
    ).toThrow('crash');
    h = h.restart();
    const rest = (await h.operator('POST', '/sandbox/agent/jobs/realtime/run')).body.value as { slices: number };
    expect(rest.slices).toBe(12 - 3);
    const rows = h.db
      .prepare<
        unknown[],
        {
          n: number;
          paid: number;
          total: number;
        }
      >("SELECT COUNT(*) AS n, SUM(amount > 0) AS paid, SUM(amount) AS total FROM agent_payouts WHERE member_id = ? AND kind = 'realtime'")
      .get(agentId)!;
    expect(rows.n).toBe(DAY / REALTIME_SLICE_MS + 12);
    expect(ledgerOf(agentId, 'agent_salary_realtime')).toEqual({ n: rows.paid, total: rows.total });
  });

  it('rejects a bad kind and a missing operator key', async () => {
    h = createHarness();
    expect((await h.operator('POST', '/sandbox/agent/jobs/weekly/run')).status).toBe(400);
    expect((await h.json('POST', '/sandbox/agent/jobs/daily/run')).status).toBe(403);
  });
});

describe('agent centre: contract requests', () => {
  it('agent proposes a real-time contract to a direct downline agent, who accepts; its next slice pays rate × turnover once', async () => {
    h = createHarness();
    const agent = await login(h, 'agent', 'agent1234');
    const tiers = [{ minTurnover: 0, minActiveMembers: 0, rate: 0.001, fixedAmount: null }];
    // Refusals: outside the tree, not direct, rate above the proposer's best, fixed amount on real-time.
    expect((await call(h, endpoints.proposeContract, { toUsername: 'demo', kind: 'realtime', tiers }, { token: agent })).status).toBe(403);
    expect((await call(h, endpoints.proposeContract, { toUsername: 'sub1a', kind: 'realtime', tiers }, { token: agent })).body.message).toBe(
      'not_direct_downline_agent',
    );
    expect(
      (await call(h, endpoints.proposeContract, { toUsername: 'agent2', kind: 'realtime', tiers: [{ ...tiers[0], rate: 0.5 }] }, { token: agent })).body
        .message,
    ).toBe('contract_rate_too_high');
    expect(
      (
        await call(
          h,
          endpoints.proposeContract,
          { toUsername: 'agent2', kind: 'realtime', tiers: [{ ...tiers[0], rate: null, fixedAmount: 5 }] },
          { token: agent },
        )
      ).status,
    ).toBe(400);

    const proposed = await call<{ id: number; status: string }>(
      h,
      endpoints.proposeContract,
      { toUsername: 'agent2', kind: 'realtime', tiers },
      { token: agent },
    );
    expect(proposed.body.value.status).toBe('new');
    expect((await call(h, endpoints.proposeContract, { toUsername: 'agent2', kind: 'realtime', tiers }, { token: agent })).body.message).toBe(
      'contract_request_pending',
    );

    const agent2 = await login(h, 'agent2', 'agent1234');
    // The open offer already shows the real-time salary page (where agent2 answers it), without a contract yet.
    expect((await call<{ realtimesalreqtype: number }>(h, endpoints.contractFlags, {}, { token: agent2 })).body.value.realtimesalreqtype).toBe(1);
    expect((await call<{ status: string }>(h, endpoints.contractDetail, { kind: 'realtime' }, { token: agent2 })).body.value.status).toBe('none');
    const received = await call<{ list: { id: number; fromUsername: string; status: string }[] }>(
      h,
      endpoints.contractRequests,
      { direction: 'received' },
      { token: agent2 },
    );
    expect(received.body.value.list[0]).toMatchObject({ id: proposed.body.value.id, fromUsername: 'agent', status: 'new' });
    // Only the recipient answers.
    expect((await call(h, endpoints.answerContractRequest, { id: proposed.body.value.id, accept: true }, { token: agent })).body.message).toBe('not_found');
    const accepted = await call<{ status: string }>(h, endpoints.answerContractRequest, { id: proposed.body.value.id, accept: true }, { token: agent2 });
    expect(accepted.body.value.status).toBe('accepted');
    expect((await call(h, endpoints.answerContractRequest, { id: proposed.body.value.id, accept: false }, { token: agent2 })).body.message).toBe(
      'contract_request_closed',
    );
    expect((await call<{ realtimesalreqtype: number }>(h, endpoints.contractFlags, {}, { token: agent2 })).body.value.realtimesalreqtype).toBe(1);
    const detail = await call<{ status: string; grantedBy: string; nextRunAt: number }>(h, endpoints.contractDetail, { kind: 'realtime' }, { token: agent2 });
    expect(detail.body.value).toMatchObject({ status: 'signed', grantedBy: 'agent' });

    // A player of agent2's team spins 20.00 after the signing; the job closes the slice and pays 0.1 % of it.
    h.clock.advance(1000);
    const player = await login(h, 'sub1a', 'player1234').catch(() => '');
    expect(player).not.toBe('');
    const playerName = h.db
      .prepare<unknown[], string>('SELECT username FROM members WHERE upline_id = ? AND type = 0 ORDER BY id LIMIT 1')
      .pluck()
      .get(idOf('agent2'))!;
    const playerToken = await login(h, playerName, 'player1234');
    const game = await openGame(h, playerToken, { nodeId: 1001, vassalage: 'PG', language: 'PT' });
    const spin = await gamePost(h, game.session, '/sandbox/games/spin', { stake: 20 }, randomUUID());
    expect(spin.body.success).toBe(true);
    const agent2Id = idOf('agent2');
    const run = async () =>
      (await h.operator('POST', '/sandbox/agent/jobs/realtime/run', { at: detail.body.value.nextRunAt })).body.value as { paid: number; amount: number };
    const firstRun = await run();
    expect(firstRun.paid).toBeGreaterThanOrEqual(1);
    const slice = h.db
      .prepare<
        unknown[],
        {
          amount: number;
          team_turnover: number;
        }
      >("SELECT amount, team_turnover FROM agent_payouts WHERE member_id = ? AND kind = 'realtime' ORDER BY slice_start DESC")
      .get(agent2Id)!;
    expect(slice.team_turnover).toBe(2000);
    expect(slice.amount).toBe(Math.floor(2000 * 0.001));
    expect(await run()).toMatchObject({ paid: 0, amount: 0 });
    const income = await call<{ list: { kind: string; amount: number }[] }>(
      h,
      endpoints.myIncome,
      { from: h.clock.now - DAY, to: h.clock.now + DAY, kind: 'realtime' },
      { token: agent2 },
    );
    expect(income.body.value.list).toEqual([expect.objectContaining({ kind: 'realtime', amount: 0.02 })]);
    expect(ledgerOf(agent2Id, 'agent_salary_realtime')).toEqual({ n: 1, total: 2 });
  });
});

describe('agent centre: registration of a downline', () => {
  it('registers a player directly and through an invitation link, both under the agent; an expired link is refused', async () => {
    h = createHarness();
    const token = await login(h, 'agent2', 'agent1234');
    const made = await call<{ id: number; memberType: string }>(
      h,
      endpoints.registerDownline,
      { username: 'direct01', password: 'secret12', confirmPassword: 'secret12', memberType: 'player' },
      { token },
    );
    expect(made.body.success, made.body.message ?? '').toBe(true);
    expect(h.db.prepare('SELECT upline_id FROM members WHERE id = ?').pluck().get(made.body.value.id)).toBe(idOf('agent2'));
    await login(h, 'direct01', 'secret12');
    expect(
      (await call(h, endpoints.registerDownline, { username: 'direct01', password: 'secret12', confirmPassword: 'secret12', memberType: 'player' }, { token }))
        .body.message,
    ).toBe('username_exists');

    const link = await call<{ code: string; expiresAt: number }>(h, endpoints.createInvitationLink, { memberType: 'agent', validityDays: 1 }, { token });
    const reg = await call(h, endpoints.register, {
      username: 'linked01',
      password: 'secret12',
      confirmPassword: 'secret12',
      affiliateCode: link.body.value.code,
    });
    expect(reg.body.success, reg.body.message ?? '').toBe(true);
    expect(h.db.prepare('SELECT upline_id, type FROM members WHERE username = ?').get('linked01')).toEqual({ upline_id: idOf('agent2'), type: 2 });
    const links = await call<{ list: { registrations: number }[] }>(h, endpoints.invitationLinks, {}, { token });
    expect(links.body.value.list[0].registrations).toBe(1);
    const members = await call<{ list: { username: string }[] }>(h, endpoints.teamMembers, { username: 'linked' }, { token });
    expect(members.body.value.list.map((m) => m.username)).toEqual(['linked01']);

    h.clock.advance(DAY + 1);
    const late = await call(h, endpoints.register, {
      username: 'linked02',
      password: 'secret12',
      confirmPassword: 'secret12',
      affiliateCode: link.body.value.code,
    });
    expect(late.body.message).toBe('invitation_code_error');
  });
});
