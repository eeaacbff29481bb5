import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { REALTIME_SLICE_MS, endpoints, type ContractKind, type ContractTier } from '@portal/api-contract';
import { PAYOUT_LEDGER_KIND, sliceAt, storeTiers } from '../domain/agent-contracts';
import { AGENT_CONTRACTS } from '../seed/agent-team';
import { call, gamePost, login, openGame } from '../testing/client';
import { memberId } from '../testing/cashier';
import { createHarness, type Harness } from '../testing/harness';

/**
 * Agent commissions a fraudster would farm (docs/product/agent-centre.md "Contracts"): a fixed
 * salary with no team behind it, the same turnover or loss paid again at every level of a chain of
 * sub-agents, and turnover made of refunded lottery bets. Each attack is replayed through the API.
 */
let h: Harness;
afterEach(() => h?.dispose());

const SLOT = { nodeId: 1001, vassalage: 'PG', language: 'PT' };
const PASSWORD = 'secret12';
const tier = (minTurnover: number, minActiveMembers: number, rate: number | null, fixedAmount: number | null = null): ContractTier => ({
  minTurnover,
  minActiveMembers,
  rate,
  fixedAmount,
});

/** Slot reels from a fixed cycle: three different symbols (a lost round) or three lemons (3×). */
function reels() {
  let cycle = [0.01, 0.21, 0.41];
  let i = 0;
  return {
    random: () => cycle[i++ % cycle.length],
    lose: () => ((cycle = [0.01, 0.21, 0.41]), (i = 0)),
    win: () => ((cycle = [0.9]), (i = 0)),
  };
}

/** One test client opens more accounts than a stranger may (registerPerClient): the operator raises its limit. */
const manyRegistrations = () => h.operator('PUT', '/sandbox/limits', { registerPerClient: { max: 100, windowMs: 600_000 } });

async function registerDownline(token: string, username: string, memberType: 'agent' | 'player'): Promise<string> {
  const made = await call(h, endpoints.registerDownline, { username, password: PASSWORD, confirmPassword: PASSWORD, memberType }, { token });
  expect(made.body.success, made.body.message ?? '').toBe(true);
  return login(h, username, PASSWORD);
}

const propose = (token: string, toUsername: string, kind: ContractKind, tiers: ContractTier[]) =>
  call<{ id: number }>(h, endpoints.proposeContract, { toUsername, kind, tiers }, { token });

/** The upline offers, the downline accepts. */
async function sign(fromToken: string, toUsername: string, toToken: string, kind: ContractKind, tiers: ContractTier[]) {
  const offer = await propose(fromToken, toUsername, kind, tiers);
  expect(offer.body.success, offer.body.message ?? '').toBe(true);
  const accepted = await call<{ status: string }>(h, endpoints.answerContractRequest, { id: offer.body.value.id, accept: true }, { token: toToken });
  expect(accepted.body.value.status).toBe('accepted');
}

/** Funds a player through the operator and spins `stake` `times` times in the demo slot. */
async function play(token: string, username: string, stake: number, times: number) {
  expect((await h.operator('POST', `/sandbox/members/${username}/deposit`, { amount: stake * times })).body.success).toBe(true);
  const game = await openGame(h, token, SLOT);
  for (let i = 0; i < times; i++) expect((await gamePost(h, game.session, '/sandbox/games/spin', { stake })).body.success).toBe(true);
}

const runJob = async (kind: ContractKind, at: number) =>
  (await h.operator('POST', `/sandbox/agent/jobs/${kind}/run`, { at })).body.value as { slices: number; paid: number; amount: number };

interface PayoutRow {
  member_id: number;
  team_turnover: number;
  team_profit: number;
  rate: number | null;
  amount: number;
  downline_amount: number;
}
const payout = (username: string, kind: ContractKind, sliceStart: number) =>
  h.db
    .prepare<unknown[], PayoutRow>('SELECT * FROM agent_payouts WHERE member_id = ? AND kind = ? AND slice_start = ?')
    .get(memberId(h, username), kind, sliceStart);
/** What the ledger credited to these agents for one slice of a contract kind (cents). */
const credited = (usernames: string[], kind: ContractKind, sliceStart: number) =>
  h.db
    .prepare<unknown[], number>(`SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE kind = ? AND ref IN (${usernames.map(() => '?').join(', ')})`)
    .pluck()
    .get(PAYOUT_LEDGER_KIND[kind], ...usernames.map((u) => `agent:${kind}:${memberId(h, u)}:${sliceStart}`))!;

/** What the top contract gives for a slice on its own figures: its rate on its base (turnover, or the loss for dividends). */
const topDue = (row: PayoutRow, kind: ContractKind) => Math.floor((row.rate ?? 0) * (kind === 'dividend' ? Math.max(0, -row.team_profit) : row.team_turnover));

describe('a fixed salary from nothing', () => {
  it('zero or near-zero thresholds with a fixed amount are refused; a contract stored with them never pays', async () => {
    h = createHarness();
    const agent = await login(h, 'agent', 'agent1234');
    const before = h.db.prepare('SELECT COUNT(*) FROM contract_requests').pluck().get();
    // The attack, several sub-agents a day: 300.00 a day with no team and no turnover.
    for (const name of ['fixsub01', 'fixsub02', 'fixsub03']) {
      await registerDownline(agent, name, 'agent');
      const offer = await propose(agent, name, 'daily', [tier(0, 0, null, 300)]);
      expect(offer.body).toMatchObject({
        success: false,
        message: 'contract_fixed_amount_thresholds',
        value: { minTurnover: 10_000, minActiveMembers: 5, maxShareOfTurnover: 0.015 },
      });
    }
    // Near-zero thresholds, and a fixed amount above 1.5 % of its turnover threshold.
    for (const tiers of [[tier(1, 1, null, 300)], [tier(10_000, 5, null, 300)], [tier(10_000, 4, null, 100)]]) {
      expect((await propose(agent, 'fixsub01', 'daily', tiers)).body.message).toBe('contract_fixed_amount_thresholds');
    }
    // Above the floors but more than the agent's own contract gives for that team (0.5 % of 10,000 = 50.00).
    expect((await propose(agent, 'fixsub01', 'daily', [tier(10_000, 5, null, 150)])).body.message).toBe('contract_thresholds_too_low');
    expect(h.db.prepare('SELECT COUNT(*) FROM contract_requests').pluck().get()).toBe(before);
    // The agent's own fixed tier, at its own thresholds, can be passed on.
    expect((await propose(agent, 'fixsub01', 'daily', [tier(20_000, 40, null, 300)])).body.success).toBe(true);

    // A contract accepted before the floors existed: stored as it was, it pays nothing for a day without a team.
    const sub = memberId(h, 'fixsub02');
    h.db
      .prepare("INSERT INTO agent_contracts (member_id, kind, tiers, signed_at, granted_by) VALUES (?, 'daily', ?, ?, ?)")
      .run(sub, storeTiers([tier(0, 0, null, 300)]), h.clock.now, memberId(h, 'agent'));
    const day = sliceAt('daily', h.clock.now);
    await runJob('daily', day.end);
    expect(payout('fixsub02', 'daily', day.start)).toMatchObject({ amount: 0, downline_amount: 0 });
    expect(h.db.prepare("SELECT COUNT(*) FROM ledger WHERE member_id = ? AND kind LIKE 'agent_%'").pluck().get(sub)).toBe(0);
  });
});

describe('stacking per level', () => {
  it('salary: agent → S1 → S2 → player pays the top contract once, the difference at each level', async () => {
    h = createHarness();
    const agent = await login(h, 'agent', 'agent1234');
    const s1 = await registerDownline(agent, 'stack01', 'agent');
    const s2 = await registerDownline(s1, 'stack02', 'agent');
    const player = await registerDownline(s2, 'stackp01', 'player');
    // The proposer's best rate from zero beats its own contract at zero: refused. Its own tiers pass.
    const best = Math.max(...AGENT_CONTRACTS.realtime.map((t) => t.rate ?? 0));
    expect((await propose(agent, 'stack01', 'realtime', [tier(0, 0, best)])).body.message).toBe('contract_thresholds_too_low');
    await sign(agent, 'stack01', s1, 'realtime', AGENT_CONTRACTS.realtime);
    await sign(s1, 'stack02', s2, 'realtime', AGENT_CONTRACTS.realtime);

    h.clock.advance(1000);
    const slice = sliceAt('realtime', h.clock.now);
    await play(player, 'stackp01', 100, 10); // 1,000.00 staked
    await runJob('realtime', slice.end);

    const s2Row = payout('stack02', 'realtime', slice.start)!;
    const s1Row = payout('stack01', 'realtime', slice.start)!;
    const top = payout('agent', 'realtime', slice.start)!;
    expect(s2Row).toMatchObject({ team_turnover: 1_000_00, amount: 1_00, downline_amount: 0 });
    // S1's team is S2's: the same rate leaves S1 no difference to be paid.
    expect(s1Row).toMatchObject({ team_turnover: 1_000_00, amount: 0, downline_amount: 1_00 });
    expect(top.downline_amount).toBe(1_00);
    // The whole chain: exactly what the agent's own contract gives on the team's turnover.
    expect(top.amount + top.downline_amount).toBe(topDue(top, 'realtime'));
    expect(credited(['agent', 'stack01', 'stack02'], 'realtime', slice.start)).toBe(topDue(top, 'realtime'));

    // A sub-agent contract better than its upline's (stored before the rule) is held to the upline's rate.
    h.db.prepare("UPDATE agent_contracts SET tiers = ? WHERE member_id = ? AND kind = 'realtime'").run(storeTiers([tier(0, 0, 0.05)]), memberId(h, 'stack02'));
    h.clock.advance(REALTIME_SLICE_MS);
    const next = sliceAt('realtime', h.clock.now);
    await play(player, 'stackp01', 100, 10);
    await runJob('realtime', next.end);
    const nextTop = payout('agent', 'realtime', next.start)!;
    expect(payout('stack02', 'realtime', next.start)).toMatchObject({ amount: 1_00 });
    expect(payout('stack01', 'realtime', next.start)).toMatchObject({ amount: 0 });
    expect(credited(['agent', 'stack01', 'stack02'], 'realtime', next.start)).toBe(topDue(nextTop, 'realtime'));
  });

  it('dividend: one loss is shared down the chain, never paid again at each level; a sub-team that won offsets its sibling', async () => {
    const slot = reels();
    h = createHarness({ random: slot.random });
    await manyRegistrations();
    const agent = await login(h, 'agent', 'agent1234');
    const s1 = await registerDownline(agent, 'divs01', 'agent');
    const s2 = await registerDownline(s1, 'divs02', 'agent');
    // The attack: 20 % from zero at every level.
    expect((await propose(agent, 'divs01', 'dividend', [tier(0, 0, 0.2)])).body.message).toBe('contract_thresholds_too_low');
    await sign(agent, 'divs01', s1, 'dividend', AGENT_CONTRACTS.dividend);
    await sign(s1, 'divs02', s2, 'dividend', AGENT_CONTRACTS.dividend);
    h.clock.advance(1000);
    slot.lose();
    for (let i = 1; i <= 5; i++) await play(await registerDownline(s2, `divp0${i}`, 'player'), `divp0${i}`, 100, 3);

    const cycle = sliceAt('dividend', h.clock.now);
    await runJob('dividend', cycle.end);
    const s2Row = payout('divs02', 'dividend', cycle.start)!;
    const s1Row = payout('divs01', 'dividend', cycle.start)!;
    const top = payout('agent', 'dividend', cycle.start)!;
    // The five players lost 1,500.00 (every round lost): S2's tier (1,000 turnover, 5 active) pays 10 % once.
    expect(s2Row).toMatchObject({ team_turnover: 1_500_00, team_profit: -1_500_00, rate: 0.1, amount: 150_00, downline_amount: 0 });
    // S1's team is S2's: the same rate leaves it no difference; before, it was paid 150.00 again.
    expect(s1Row).toMatchObject({ team_profit: -1_500_00, rate: 0.1, amount: 0, downline_amount: 150_00 });
    expect(top.downline_amount).toBe(s1Row.amount + s1Row.downline_amount);
    expect(credited(['agent', 'divs01', 'divs02'], 'dividend', cycle.start)).toBe(topDue(top, 'dividend'));

    // The next cycle: a second sub-team under S1 wins what the first loses. S1's team lost nothing,
    // so nothing is paid below it, however much S2's own team lost.
    await sign(s1, 'divs03', await registerDownline(s1, 'divs03', 'agent'), 'dividend', AGENT_CONTRACTS.dividend);
    h.clock.advance(cycle.end + 1000 - h.clock.now);
    const cycle2 = sliceAt('dividend', h.clock.now);
    const [s2again, s2b] = [await login(h, 'divs02', PASSWORD), await login(h, 'divs03', PASSWORD)];
    const losers = [];
    const winners = [];
    for (let i = 1; i <= 5; i++) losers.push(await registerDownline(s2again, `divl0${i}`, 'player'));
    for (let i = 1; i <= 5; i++) winners.push(await registerDownline(s2b, `divw0${i}`, 'player'));
    slot.lose();
    for (let i = 0; i < 5; i++) await play(losers[i], `divl0${i + 1}`, 200, 5); // 5,000.00 lost
    slot.win();
    for (let i = 0; i < 5; i++) await play(winners[i], `divw0${i + 1}`, 300, 5); // 7,500.00 staked, 15,000.00 won
    h.clock.advance(cycle2.end - h.clock.now);
    await runJob('dividend', cycle2.end);
    const lost = payout('divs02', 'dividend', cycle2.start)!;
    const won = payout('divs03', 'dividend', cycle2.start)!;
    const mid = payout('divs01', 'dividend', cycle2.start)!;
    expect(lost.team_profit).toBeLessThan(0);
    expect(won.team_profit).toBeGreaterThan(0);
    expect(mid.team_profit).toBeGreaterThanOrEqual(0);
    expect([lost.amount, won.amount, mid.amount, mid.downline_amount]).toEqual([0, 0, 0, 0]);
    const top2 = payout('agent', 'dividend', cycle2.start)!;
    expect(credited(['agent', 'divs01', 'divs02', 'divs03'], 'dividend', cycle2.start)).toBe(topDue(top2, 'dividend'));
  });

  it('concurrent job runs, in this process and in two others, pay each level of the chain once', async () => {
    h = createHarness();
    const agent = await login(h, 'agent', 'agent1234');
    const s1 = await registerDownline(agent, 'conc01', 'agent');
    const s2 = await registerDownline(s1, 'conc02', 'agent');
    const player = await registerDownline(s2, 'concp01', 'player');
    await sign(agent, 'conc01', s1, 'realtime', AGENT_CONTRACTS.realtime);
    await sign(s1, 'conc02', s2, 'realtime', AGENT_CONTRACTS.realtime);
    h.clock.advance(1000);
    const slice = sliceAt('realtime', h.clock.now);
    await play(player, 'concp01', 250, 4);

    const here = dirname(fileURLToPath(import.meta.url));
    const child = () =>
      new Promise<{ slices: number }>((resolve, reject) => {
        const proc = spawn(process.execPath, ['--import', 'tsx', join(here, '../testing/run-contract-jobs.ts'), h.dbPath, 'realtime', String(slice.end), '3'], {
          env: { ...process.env, TSX_TSCONFIG_PATH: join(here, '../../tsconfig.json') },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        proc.stdout.on('data', (d) => (out += d));
        proc.stderr.on('data', (d) => (err += d));
        proc.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(err))));
      });
    const rowsBefore = h.db.prepare<unknown[], number>("SELECT COUNT(*) FROM agent_payouts WHERE kind = 'realtime'").pluck().get()!;
    const reports = await Promise.all([child(), child(), ...Array.from({ length: 5 }, () => runJob('realtime', slice.end))]);
    // The three levels' slice was recorded once in all (earlier unpaid slices of the agent too).
    const counted = h.db
      .prepare<unknown[], number>("SELECT COUNT(*) FROM agent_payouts WHERE kind = 'realtime' AND slice_start = ? AND member_id IN (?, ?, ?)")
      .pluck()
      .get(slice.start, memberId(h, 'agent'), memberId(h, 'conc01'), memberId(h, 'conc02'));
    expect(counted).toBe(3);
    // Every slice recorded was reported by exactly one of the runs.
    const rowsAfter = h.db.prepare<unknown[], number>("SELECT COUNT(*) FROM agent_payouts WHERE kind = 'realtime'").pluck().get()!;
    expect(reports.reduce((n, r) => n + r.slices, 0)).toBe(rowsAfter - rowsBefore);
    const rows = h.db
      .prepare<unknown[], { n: number; total: number }>(
        "SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS total FROM agent_payouts WHERE kind = 'realtime' AND amount > 0",
      )
      .get()!;
    const ledger = h.db
      .prepare<unknown[], { n: number; total: number }>(
        "SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS total FROM ledger WHERE kind = 'agent_salary_realtime'",
      )
      .get()!;
    expect(ledger).toEqual(rows);
    const top = payout('agent', 'realtime', slice.start)!;
    expect(credited(['agent', 'conc01', 'conc02'], 'realtime', slice.start)).toBe(topDue(top, 'realtime'));
  }, 60_000);
});

describe('salary on refunded bets', () => {
  const LOTTERY = { vassalage: 'VNLOTT', lottoGameCode: 'VNLOTT_001', launchMode: 'LOTT', lottoArea: 'VN' };

  it('big and small on an unwatched lottery, both refunded 200 draws later: no turnover for the agent, now or after a restart of an old database', async () => {
    h = createHarness();
    const agentId = memberId(h, 'agent');
    const playerId = memberId(h, 'player1');
    const token = await login(h, 'player1', 'player1234');
    expect((await h.operator('POST', '/sandbox/members/player1/deposit', { amount: 2_000 })).body.success).toBe(true);
    const money = () => h.db.prepare<unknown[], number>('SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE member_id = ?').pluck().get(playerId)!;
    const before = money();
    const game = await openGame(h, token, LOTTERY);
    for (const selection of ['big', 'small']) {
      expect((await gamePost(h, game.session, '/sandbox/games/lottery/bet', { selection, stake: 1_000 })).body.success).toBe(true);
    }
    // Nobody looks at the game for 201 draws; the player's next balance settles the bets: their draws are gone.
    h.clock.advance(201 * 60_000);
    await call(h, endpoints.balance, {}, { token: await login(h, 'player1', 'player1234') });
    const bets = h.db
      .prepare<unknown[], { status: string; result: string }>("SELECT status, result FROM bets WHERE member_id = ? AND kind = 'lottery'")
      .all(playerId);
    expect(bets).toEqual([
      { status: 'void', result: 'refund' },
      { status: 'void', result: 'refund' },
    ]);
    expect(money()).toBe(before);

    const day = sliceAt('daily', h.clock.now);
    await runJob('daily', day.end);
    // The day's team turnover, summed here from the bets: every settled stake, not one refunded.
    const teamTurnover = () =>
      h.db
        .prepare<unknown[], number>(
          `SELECT COALESCE(SUM(b.stake), 0) FROM member_tree t JOIN bets b ON b.member_id = t.descendant_id
           WHERE t.ancestor_id = ? AND t.depth >= 1 AND b.created_at >= ? AND b.created_at < ? AND b.status = 'settled' AND COALESCE(b.result, '') <> 'refund'`,
        )
        .pluck()
        .get(
          agentId,
          Math.max(
            day.start,
            h.db.prepare<unknown[], number>("SELECT signed_at FROM agent_contracts WHERE member_id = ? AND kind = 'daily'").pluck().get(agentId)!,
          ),
          day.end,
        )!;
    const row = payout('agent', 'daily', day.start)!;
    expect(row.team_turnover).toBe(teamTurnover());
    expect(row.amount + row.downline_amount).toBe(topDue(row, 'daily'));
    const rollup = () => h.db.prepare<unknown[], number>('SELECT SUM(turnover) FROM team_day_stats WHERE ancestor_id = ?').pluck().get(agentId)!;
    const counted = rollup();

    // A database from before refunds were void: the bets read settled and the rollup counted them.
    h.db.prepare("UPDATE bets SET status = 'settled' WHERE member_id = ? AND result = 'refund'").run(playerId);
    h.db.prepare("DELETE FROM kv WHERE key = 'migration.voidRefundedBets'").run();
    expect(rollup()).toBe(counted + 2_000_00);
    h = h.restart();
    expect(h.db.prepare<unknown[], number>("SELECT COUNT(*) FROM bets WHERE status = 'settled' AND result = 'refund'").pluck().get()).toBe(0);
    expect(rollup()).toBe(counted);
  });
});
