import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { RG_SESSION_BREAK_MS, type RgActivity, type RgLimitFailure, type RgLimits, type RgSession, endpoints } from '@portal/api-contract';
import { call, gamePost, login, openGame } from '../testing/client';
import { paidCallback, sendCallback } from '../testing/cashier';
import { createSession } from '../domain/sessions';
import { createHarness, seededRandom, type Harness } from '../testing/harness';

let h: Harness;
afterEach(() => h?.dispose());

const HOUR = 3_600_000;
const deposit = (token: string, amount: number) =>
  call<RgLimitFailure & { orderId: string }>(h, endpoints.depositCreate, { channelId: 'pix', amount }, { token });
const setLimit = (token: string, kind: 'deposit' | 'loss' | 'wager', period: 'day' | 'week' | 'month', amount: number | null) =>
  call<RgLimits>(h, endpoints.rgLimitSet, { kind, period, amount }, { token });
/** A deposit order paid by the provider (credited, so it counts for good, unlike an order left to expire). */
const paidDeposit = async (token: string, amount: number) => {
  const res = await deposit(token, amount);
  expect(res.body.success, res.body.message ?? '').toBe(true);
  expect((await sendCallback(h, paidCallback(h, res.body.value.orderId, amount))).body.value.status).toBe('credited');
};
const limitOf = (limits: RgLimits, kind: string, period: string) => limits.limits.find((l) => l.kind === kind && l.period === period)!;
const limits = async (token: string) => (await call<RgLimits>(h, endpoints.rgLimits, {}, { token })).body.value;
const memberId = (username: string) => h.db.prepare<unknown[], { id: number }>('SELECT id FROM members WHERE username = ?').get(username)!.id;

describe('deposit limits', () => {
  it('the lowest applicable limit binds, and the refusal says what remains and when it resets', async () => {
    h = createHarness();
    const token = await login(h, 'player1', 'player1234');
    await setLimit(token, 'deposit', 'day', 500);
    await setLimit(token, 'deposit', 'week', 100);
    const refused = await deposit(token, 150);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('rg_deposit_limit_reached');
    expect(refused.body.value).toMatchObject({ field: 'amount', kind: 'deposit', period: 'week', limit: 100, remaining: 100, resetsAt: null });
    await paidDeposit(token, 100);
    const start = h.clock.now;
    h.clock.advance(20 * 60_000);
    const again = await deposit(token, 10);
    expect(again.body.message).toBe('rg_deposit_limit_reached');
    expect(again.body.value).toMatchObject({ period: 'week', remaining: 0, resetsAt: start + 7 * 24 * HOUR });
    const view = await limits(token);
    expect(limitOf(view, 'deposit', 'week')).toMatchObject({ amount: 100, used: 100, remaining: 0 });
    expect(limitOf(view, 'deposit', 'day')).toMatchObject({ amount: 500, used: 100, remaining: 400 });
  });

  it('a lower limit applies at once; a higher one or a removal waits 24 hours and can be cancelled', async () => {
    h = createHarness();
    let token = await login(h, 'player1', 'player1234');
    await setLimit(token, 'deposit', 'day', 100);
    await paidDeposit(token, 100);
    const raised = (await setLimit(token, 'deposit', 'day', 300)).body.value;
    expect(limitOf(raised, 'deposit', 'day')).toMatchObject({ amount: 100, pending: { amount: 300, appliesAt: h.clock.now + 24 * HOUR } });
    expect((await deposit(token, 50)).body.message).toBe('rg_deposit_limit_reached');
    h.clock.advance(24 * HOUR - 60_000);
    token = await login(h, 'player1', 'player1234');
    expect((await deposit(token, 50)).body.message).toBe('rg_deposit_limit_reached');
    h.clock.advance(60_000);
    expect(limitOf(await limits(token), 'deposit', 'day')).toMatchObject({ amount: 300, pending: null });
    expect((await deposit(token, 50)).body.success).toBe(true);

    // Lower: at once, and it drops a pending raise.
    await setLimit(token, 'deposit', 'day', 400);
    const lowered = (await setLimit(token, 'deposit', 'day', 200)).body.value;
    expect(limitOf(lowered, 'deposit', 'day')).toMatchObject({ amount: 200, pending: null });
    // Removal: pending, cancellable.
    const removing = (await setLimit(token, 'deposit', 'day', null)).body.value;
    expect(limitOf(removing, 'deposit', 'day').pending).toEqual({ amount: null, appliesAt: h.clock.now + 24 * HOUR });
    const cancelled = (await call<RgLimits>(h, endpoints.rgLimitCancel, { kind: 'deposit', period: 'day' }, { token })).body.value;
    expect(limitOf(cancelled, 'deposit', 'day')).toMatchObject({ amount: 200, pending: null });
    await setLimit(token, 'deposit', 'day', null);
    h.clock.advance(24 * HOUR);
    token = await login(h, 'player1', 'player1234');
    expect(limitOf(await limits(token), 'deposit', 'day')).toMatchObject({ amount: null, pending: null, remaining: null });
  });

  it('20 concurrent deposits never together pass the limit', async () => {
    h = createHarness();
    const token = await login(h, 'player1', 'player1234');
    await setLimit(token, 'deposit', 'day', 25);
    const results = await Promise.all(Array.from({ length: 20 }, () => deposit(token, 10)));
    expect(results.filter((r) => r.body.success)).toHaveLength(2);
    expect(results.filter((r) => r.body.message === 'rg_deposit_limit_reached')).toHaveLength(18);
    const sum = h.db
      .prepare<
        unknown[],
        {
          n: number;
        }
      >("SELECT SUM(amount) AS n FROM deposit_orders WHERE member_id = ? AND status = 'pending'")
      .get(memberId('player1'))!;
    expect(sum.n).toBe(20_00);
  });

  it('two processes depositing on one database file never together pass the limit', async () => {
    h = createHarness();
    const token = await login(h, 'player1', 'player1234');
    await setLimit(token, 'deposit', 'day', 25);
    const here = dirname(fileURLToPath(import.meta.url));
    const dbPath = h.dbPath;
    h.close();
    const run = () =>
      new Promise<{ ok: number; refused: number }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', join(here, '../testing/hammer.ts'), dbPath, 'player1', '10', '10', 'deposit'], {
          env: { ...process.env, TSX_TSCONFIG_PATH: join(here, '../../tsconfig.json') },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(err))));
      });
    const [a, b] = await Promise.all([run(), run()]);
    h = h.restart();
    expect(a.ok + b.ok).toBe(2);
    expect(a.refused + b.refused).toBe(18);
  }, 60_000);

  it('limits, pending changes and exclusions survive a restart', async () => {
    h = createHarness();
    const token = await login(h, 'player1', 'player1234');
    await setLimit(token, 'loss', 'month', 80);
    await setLimit(token, 'loss', 'month', 500);
    await call(h, endpoints.rgSessionLimitSet, { minutes: 90 }, { token });
    await call(h, endpoints.rgRealityCheckSet, { intervalMinutes: 30 }, { token });
    const before = await limits(token);
    h = h.restart();
    const token2 = await login(h, 'player1', 'player1234');
    expect(await limits(token2)).toEqual(before);
    expect(limitOf(before, 'loss', 'month')).toMatchObject({ amount: 80, pending: { amount: 500 } });
    expect(before.session.minutes).toBe(90);
    expect((await call<RgSession>(h, endpoints.rgSession, {}, { token: token2 })).body.value.realityCheck.intervalMinutes).toBe(30);
    await call(h, endpoints.rgExclude, { kind: 'time_out', duration: '7d' }, { token: token2 });
    h = h.restart();
    expect((await call(h, endpoints.login, { username: 'player1', password: 'player1234' })).body.message).toBe('rg_time_out_active');
  });
});

describe('loss and wager limits', () => {
  it('a loss limit stops a slot round and then the launch; a wager limit counts stakes', async () => {
    // Seeded reels: with the server's own draws a run of wins now and then kept the loss under the
    // limit for all 300 spins.
    h = createHarness({ random: seededRandom(28) });
    const token = await login(h, 'player1', 'player1234');
    const launch = { nodeId: 1001, vassalage: 'PG', language: 'PT' };
    const { session } = await openGame(h, token, launch);
    await setLimit(token, 'loss', 'day', 5);
    const tooBig = await gamePost(h, session, '/sandbox/games/spin', { stake: 6 });
    expect(tooBig.body.message).toBe('rg_loss_limit_reached');
    expect(tooBig.body.value).toMatchObject({ kind: 'loss', period: 'day', limit: 5, remaining: 5 });
    // Spin 1.00 until the limit has no room for the next stake (wins give room back).
    let refused: Awaited<ReturnType<typeof gamePost>> | undefined;
    for (let i = 0; i < 300 && !refused; i++) {
      const r = await gamePost(h, session, '/sandbox/games/spin', { stake: 1 });
      if (!r.body.success) refused = r;
    }
    expect(refused?.body.message).toBe('rg_loss_limit_reached');
    const loss = h.db
      .prepare<unknown[], { n: number }>('SELECT SUM(stake - COALESCE(payout, 0)) AS n FROM bets WHERE member_id = ? AND created_at >= ?')
      .get(memberId('player1'), h.clock.now)!;
    expect(loss.n).toBeGreaterThan(400);
    expect(loss.n).toBeLessThanOrEqual(500);
    const relaunch = await call(h, endpoints.launchGame, launch, { token });
    expect(relaunch.body.message).toBe('rg_loss_limit_reached');

    // A session of its own (a login with the default password may only change it).
    const other = createSession(h.gw, memberId('weak'));
    const game = await openGame(h, other, launch);
    await setLimit(other, 'wager', 'week', 3);
    const first = await gamePost(h, game.session, '/sandbox/games/spin', { stake: 2 });
    expect(first.body.success, first.body.message ?? '').toBe(true);
    const over = await gamePost(h, game.session, '/sandbox/games/spin', { stake: 2 });
    expect(over.body).toMatchObject({ message: 'rg_wager_limit_reached', value: { kind: 'wager', remaining: 1 } });
  });
});

describe('session, reality check, time-out and self-exclusion', () => {
  it('the session summary counts this play session only and schedules the reality check with the operator minute', async () => {
    h = createHarness();
    // player1's seeded sessions and bets (online a minute ago) are a play session of their own: a pause ends it.
    h.clock.advance(RG_SESSION_BREAK_MS);
    const token = await login(h, 'player1', 'player1234');
    const { session } = await openGame(h, token, { nodeId: 1001, vassalage: 'PG', language: 'PT' });
    const spins = [];
    for (let i = 0; i < 5; i++) spins.push((await gamePost(h, session, '/sandbox/games/spin', { stake: 2 })).body.value as { stake: number; win: number });
    expect((await h.operator('PUT', '/sandbox/rg/reality-check', { minuteMs: 1000 })).status).toBe(200);
    const started = h.clock.now;
    h.clock.advance(12_500);
    const summary = (await call<RgSession>(h, endpoints.rgRealityCheckSet, { intervalMinutes: 10 }, { token })).body.value;
    expect(summary.playedMs).toBe(12_500);
    expect(summary.stakes).toBe(10);
    expect(summary.net).toBeCloseTo(
      spins.reduce((s, r) => s + r.win - r.stake, 0),
      2,
    );
    expect(summary.realityCheck).toEqual({ intervalMinutes: 10, intervalMs: 10_000, nextAt: started + 20_000 });
  });

  it('the session time limit ends the session, and login waits for the break', async () => {
    h = createHarness();
    h.clock.advance(RG_SESSION_BREAK_MS);
    const token = await login(h, 'player1', 'player1234');
    await call(h, endpoints.rgSessionLimitSet, { minutes: 20 }, { token });
    const start = h.clock.now;
    h.clock.advance(19 * 60_000);
    expect((await call(h, endpoints.balance, {}, { token })).body.success).toBe(true);
    h.clock.advance(60_000);
    const ended = await call(h, endpoints.balance, {}, { token });
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ message: 'rg_session_limit_reached', value: { kind: 'session_break', until: start + 50 * 60_000 } });
    expect((await call(h, endpoints.balance, {}, { token })).body.message).toBe('session_expired');
    const login1 = await call(h, endpoints.login, { username: 'player1', password: 'player1234' });
    expect(login1.body).toMatchObject({ message: 'rg_session_break', value: { until: start + 50 * 60_000 } });
    h.clock.advance(30 * 60_000);
    expect((await call(h, endpoints.login, { username: 'player1', password: 'player1234' })).body.success).toBe(true);
  });

  it('self-exclusion ends every session, refuses login with the end date until the operator lifts it', async () => {
    h = createHarness();
    const token = await login(h, 'player1', 'player1234');
    const other = await login(h, 'player1', 'player1234');
    const { session } = await openGame(h, token, { nodeId: 1001, vassalage: 'PG', language: 'PT' });
    const res = await call(h, endpoints.rgExclude, { kind: 'self_exclusion', duration: '6m' }, { token });
    const until = Date.UTC(2025, 6, 15, 12, 0, 0);
    expect(res.body.value).toEqual({ kind: 'self_exclusion', until });
    expect((await call(h, endpoints.balance, {}, { token: other })).status).toBe(401);
    expect((await gamePost(h, session, '/sandbox/games/spin', { stake: 1 })).status).toBe(401);
    // A wrong password says nothing about the exclusion.
    expect((await call(h, endpoints.login, { username: 'player1', password: 'nope12345' })).body.message).toBe('username_or_password_error');
    const refused = await call(h, endpoints.login, { username: 'player1', password: 'player1234' });
    expect(refused.body).toMatchObject({ success: false, message: 'rg_self_excluded', value: { kind: 'self_exclusion', until } });
    expect((await h.operator('GET', '/sandbox/rg/exclusions?username=player1')).body.value).toMatchObject([
      { kind: 'self_exclusion', active: true, endsAt: until },
    ]);
    expect((await h.operator('POST', '/sandbox/rg/exclusions/lift', { username: 'player1' })).body.value).toEqual({ lifted: 1 });
    expect((await call(h, endpoints.login, { username: 'player1', password: 'player1234' })).body.success).toBe(true);
  });

  it('a time-out cannot be replaced by a shorter one; permanent self-exclusion has no end', async () => {
    h = createHarness();
    const token = await login(h, 'player2', 'player1234');
    expect((await call(h, endpoints.rgExclude, { kind: 'self_exclusion', duration: 'permanent' }, { token })).body.value).toEqual({
      kind: 'self_exclusion',
      until: null,
    });
    expect((await call(h, endpoints.login, { username: 'player2', password: 'player1234' })).body.value).toMatchObject({ until: null });
  });

  it('the operator clock advance keeps live sessions and moves the limit windows', async () => {
    h = createHarness();
    const token = await login(h, 'player1', 'player1234');
    await setLimit(token, 'deposit', 'day', 100);
    expect((await deposit(token, 100)).body.success).toBe(true);
    await setLimit(token, 'deposit', 'day', 200);
    expect((await h.operator('POST', '/sandbox/clock/advance', { ms: 24 * HOUR })).status).toBe(200);
    const view = await limits(token);
    expect(limitOf(view, 'deposit', 'day')).toMatchObject({ amount: 200, used: 0, pending: null });
  });
});

describe('account activity', () => {
  it('deposits, withdrawals and net over 1, 3 and 12 months equal the ledger', async () => {
    h = createHarness();
    const token = await login(h, 'demo', 'demo1234');
    const value = (await call<RgActivity>(h, endpoints.rgActivity, {}, { token })).body.value;
    expect(value.periods.map((p) => p.months)).toEqual([1, 3, 12]);
    const id = memberId('demo');
    for (const p of value.periods) {
      const sum = (kinds: string) =>
        h.db
          .prepare<
            unknown[],
            {
              n: number;
            }
          >(`SELECT COALESCE(SUM(amount), 0) AS n FROM ledger WHERE member_id = ? AND created_at >= ? AND kind IN (${kinds})`)
          .get(id, p.from)!.n;
      expect(Math.round(p.deposits * 100)).toBe(sum("'deposit'"));
      expect(Math.round(p.withdrawals * 100)).toBe(-sum("'withdrawal', 'withdrawal_return'"));
      expect(p.net).toBeCloseTo(p.deposits - p.withdrawals, 2);
    }
    expect(value.periods[0].deposits).toBeGreaterThan(0);
    expect(value.periods[2].deposits).toBeGreaterThanOrEqual(value.periods[1].deposits);
  });
});

describe('withdraw-only session during a time-out or self-exclusion', () => {
  interface Quote {
    withdrawable: number;
  }
  const launch = { nodeId: 1001, vassalage: 'PG', language: 'PT' };

  it('an excluded member with a withdrawable balance gets a session that can only withdraw; play, deposit, transfer and bonuses refuse it', async () => {
    h = createHarness();
    const token = await login(h, 'demo', 'demo1234');
    const { until } = (await call<{ until: number }>(h, endpoints.rgExclude, { kind: 'time_out', duration: '7d' }, { token })).body.value;
    expect((await call(h, endpoints.balance, {}, { token })).status).toBe(401);

    const refused = await call<{ kind: string; until: number; withdrawOnlyToken?: string }>(h, endpoints.login, { username: 'demo', password: 'demo1234' });
    expect(refused.body).toMatchObject({ success: false, message: 'rg_time_out_active', value: { kind: 'time_out', until } });
    const restricted = refused.body.value.withdrawOnlyToken;
    expect(restricted).toEqual(expect.any(String));
    const only = { token: restricted };

    // Play, deposit, transfer, bonuses, limits: refused with the exclusion's key and end.
    const exclusion = { success: false, message: 'rg_time_out_active', value: { kind: 'time_out', until } };
    const launchRes = await call(h, endpoints.launchGame, launch, only);
    expect(launchRes.status).toBe(403);
    expect(launchRes.body).toMatchObject(exclusion);
    const depositRes = await call(h, endpoints.depositCreate, { channelId: 'pix', amount: 50 }, only);
    expect(depositRes.status).toBe(403);
    expect(depositRes.body).toMatchObject(exclusion);
    expect((await call(h, endpoints.walletTransfer, { from: 'MAIN', to: 'PG', amount: 1 }, only)).body).toMatchObject(exclusion);
    expect((await call(h, endpoints.bonusList, {}, only)).body).toMatchObject(exclusion);
    expect((await call(h, endpoints.rgLimitSet, { kind: 'deposit', period: 'day', amount: 10 }, only)).body).toMatchObject(exclusion);
    const id = memberId('demo');
    expect(
      h.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = ? AND created_at >= ?').get(id, until - 7 * 24 * HOUR)!
        .n,
    ).toBe(0);

    // Public endpoints (the portal's start: status, permission, menus) answer it as a guest.
    expect((await call(h, endpoints.systemStatus, {}, only)).status).toBe(200);
    expect((await call(h, endpoints.permission, { host: 'x' }, only)).body.success).toBe(true);
    expect((await call(h, endpoints.gameMenus, {}, only)).body.success).toBe(true);

    // The withdrawal goes through: quote, payout account, create (held at once), list.
    expect((await call(h, endpoints.memberInfo, {}, only)).body.success).toBe(true);
    const quote = (await call<Quote>(h, endpoints.withdrawalQuote, {}, only)).body.value;
    expect(quote.withdrawable).toBeGreaterThan(0);
    const accounts = (await call<{ list: { id: number }[] }>(h, endpoints.payoutAccounts, {}, only)).body.value.list;
    const created = await call<{ status: string; amount: number }>(
      h,
      endpoints.withdrawalCreate,
      { payoutAccountId: accounts[0].id, amount: quote.withdrawable, paymentPassword: '123456' },
      only,
    );
    expect(created.body.success, created.body.message ?? '').toBe(true);
    expect(created.body.value).toMatchObject({ status: 'pending_review', amount: quote.withdrawable });
    expect((await call<{ total: number }>(h, endpoints.withdrawals, {}, only)).body.value.total).toBeGreaterThan(0);
    expect((await call<Quote>(h, endpoints.withdrawalQuote, {}, only)).body.value.withdrawable).toBe(0);

    // Logout ends it; with nothing left to withdraw, the next login gets no session at all.
    expect((await call(h, endpoints.logout, {}, only)).body.success).toBe(true);
    expect((await call(h, endpoints.balance, {}, only)).status).toBe(401);
    const again = await call<Record<string, unknown>>(h, endpoints.login, { username: 'demo', password: 'demo1234' });
    expect(again.body).toMatchObject({ success: false, message: 'rg_time_out_active', value: { kind: 'time_out', until } });
    expect(again.body.value).not.toHaveProperty('withdrawOnlyToken');
  });

  it('a session break gives no withdraw-only session, and a normal session is not restricted', async () => {
    h = createHarness();
    const token = await login(h, 'demo', 'demo1234');
    expect((await call(h, endpoints.bonusList, {}, { token })).status).toBe(200);
    h.db
      .prepare("INSERT INTO rg_exclusions (member_id, kind, duration, starts_at, ends_at) VALUES (?, 'session_break', '30m', ?, ?)")
      .run(memberId('demo'), h.clock.now, h.clock.now + 30 * 60_000);
    const refused = await call<Record<string, unknown>>(h, endpoints.login, { username: 'demo', password: 'demo1234' });
    expect(refused.body.message).toBe('rg_session_break');
    expect(refused.body.value).not.toHaveProperty('withdrawOnlyToken');
  });
});
