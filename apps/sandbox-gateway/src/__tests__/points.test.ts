import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { POINTS_PASSWORD_LOCK_MINUTES, POINTS_PASSWORD_MAX_ATTEMPTS, endpoints } from '@portal/api-contract';
import { hashPasswordAtStartup } from '../domain/crypto';
import { insertMember } from '../domain/members';
import { createSession } from '../domain/sessions';
import { call, gamePost, login, openGame } from '../testing/client';
import { ledgerSum, memberId } from '../testing/cashier';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
afterEach(() => h.dispose());

const pointsSum = (id: number) =>
  h.db.prepare<unknown[], { n: number }>('SELECT COALESCE(SUM(amount), 0) AS n FROM points_ledger WHERE member_id = ?').get(id)!.n;
const stockOf = (rewardId: number) => h.db.prepare<unknown[], { stock: number }>('SELECT stock FROM rewards WHERE id = ?').get(rewardId)!.stock;
const adjust = (username: string, points: number) => h.operator('POST', '/sandbox/points/adjust', { username, points });

/** A fresh member with `points` points (an operator adjustment) and its token. */
async function memberWithPoints(username: string, points: number, viaLogin = true) {
  insertMember(h.gw, { username, passwordHash: hashPasswordAtStartup('secret123'), firstLogin: false });
  if (points) expect((await adjust(username, points)).status).toBe(200);
  const id = memberId(h, username);
  // Many members at once: a session of their own (the login throttle would refuse fifty logins).
  return { id, token: viaLogin ? await login(h, username, 'secret123') : createSession(h.gw, id) };
}

/** A reward of its own (id 100) with `stock` items at `points` each. */
const addReward = (stock: number, points = 100) =>
  h.db.prepare("INSERT INTO rewards (id, name, points, stock, sort, category) VALUES (100, 'Last items', ?, ?, 99, 'merchandise')").run(points, stock);

describe('points mall', () => {
  it('lists rewards with category and stock for guests, and the rules', async () => {
    h = createHarness();
    const rewards = endpoints.pointsReward.response.parse((await call(h, endpoints.pointsReward, {})).body.value);
    expect(rewards.length).toBeGreaterThan(4);
    expect(new Set(rewards.map((r) => r.category))).toEqual(new Set(['bonus', 'electronics', 'merchandise', 'vip']));
    expect(rewards.find((r) => r.name === 'Sold-out poster')?.stock).toBe(0);
    const config = endpoints.pointsConfig.response.parse((await call(h, endpoints.pointsConfig, {})).body.value);
    expect(config).toMatchObject({ enabled: true, pointsPerUnit: 100, minConvertPoints: 100, earnPerUnitStaked: 1, maxRedeemQuantity: 100 });
  });

  it('redeem spends points × quantity, takes stock, writes the redemption; the money ledger does not move', async () => {
    h = createHarness();
    const { id, token } = await memberWithPoints('mall1', 2_000);
    const money = ledgerSum(h, id);
    const before = stockOf(1); // 500 points each
    const res = await call<{ points: number; stock: number; redemptionId: number }>(
      h,
      endpoints.pointsRedeem,
      { rewardId: 1, quantity: 3, password: 'secret123' },
      { token },
    );
    expect(res.body).toMatchObject({ success: true, value: { points: 500, stock: before - 3 } });
    expect(stockOf(1)).toBe(before - 3);
    expect(pointsSum(id)).toBe(500);
    expect(ledgerSum(h, id)).toBe(money);
    const list = endpoints.pointsRedeemList.response.parse((await call(h, endpoints.pointsRedeemList, {}, { token })).body.value);
    expect(list.list).toEqual([expect.objectContaining({ rewardId: 1, quantity: 3, points: 1_500, rewardName: 'Free spins ×10' })]);
    const history = endpoints.pointsHistory.response.parse((await call(h, endpoints.pointsHistory, {}, { token })).body.value);
    expect(history.list.map((e) => [e.kind, e.amount, e.balance])).toEqual([
      ['redeem', -1_500, 500],
      ['adjust', 2_000, 2_000],
    ]);
    expect(history.list[0].reference).toBe(`redeem:${res.body.value.redemptionId}`);
  });

  it('is idempotent: the same key gives the same answer and spends once; another payload under it is 422', async () => {
    h = createHarness();
    const { id, token } = await memberWithPoints('mall2', 1_000);
    const key = randomUUID();
    const input = { rewardId: 1, quantity: 1, password: 'secret123' };
    const first = await call(h, endpoints.pointsRedeem, input, { token, idempotencyKey: key });
    const again = await call(h, endpoints.pointsRedeem, input, { token, idempotencyKey: key });
    expect(again.body).toEqual(first.body);
    expect(pointsSum(id)).toBe(500);
    expect(h.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM redemptions WHERE member_id = ?').get(id)!.n).toBe(1);
    const other = await call(h, endpoints.pointsRedeem, { ...input, quantity: 2 }, { token, idempotencyKey: key });
    expect(other.status).toBe(422);
    const convertKey = randomUUID();
    await call(h, endpoints.pointsConvert, { points: 200, password: 'secret123' }, { token, idempotencyKey: convertKey });
    await call(h, endpoints.pointsConvert, { points: 200, password: 'secret123' }, { token, idempotencyKey: convertKey });
    expect(pointsSum(id)).toBe(300);
    expect(h.db.prepare<unknown[], { n: number }>("SELECT COUNT(*) AS n FROM ledger WHERE member_id = ? AND kind = 'points_convert'").get(id)!.n).toBe(1);
  });

  it('refuses zero and negative quantities, insufficient points, out of stock and unknown rewards with their keys, spending nothing', async () => {
    h = createHarness();
    const { id, token } = await memberWithPoints('mall3', 600);
    const redeem = (rewardId: number, quantity: number) =>
      call<{ field: string; stock?: number }>(h, endpoints.pointsRedeem, { rewardId, quantity, password: 'secret123' }, { token });
    for (const quantity of [0, -2]) {
      const res = await redeem(1, quantity);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'invalid_quantity', value: { field: 'quantity' } });
    }
    expect((await redeem(1, 2)).body).toMatchObject({ message: 'insufficient_points', value: { field: 'quantity' } });
    const soldOut = await redeem(8, 1);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({ message: 'out_of_stock', value: { stock: 0 } });
    expect((await redeem(999, 1)).body.message).toBe('not_found');
    const convert = (points: number) => call(h, endpoints.pointsConvert, { points, password: 'secret123' }, { token });
    expect((await convert(0)).body.message).toBe('invalid_quantity');
    expect((await convert(-5)).body.message).toBe('invalid_quantity');
    expect((await convert(99)).body).toMatchObject({ message: 'points_below_minimum', value: { minConvertPoints: 100 } });
    expect((await convert(601)).body.message).toBe('insufficient_points');
    expect(pointsSum(id)).toBe(600);
    expect(stockOf(8)).toBe(0);
  });

  it('convert moves points to money at the configured rate, rounded down to the cent, both ledgers in one move', async () => {
    h = createHarness();
    const { id, token } = await memberWithPoints('mall4', 10_000);
    const money = ledgerSum(h, id);
    const res = await call<{ points: number; amount: number; sumBalance: number }>(
      h,
      endpoints.pointsConvert,
      { points: 2_345, password: 'secret123' },
      { token },
    );
    expect(res.body.value).toMatchObject({ points: 7_655, amount: 23.45 });
    expect(ledgerSum(h, id)).toBe(money + 23_45);
    expect(Math.round(res.body.value.sumBalance * 100)).toBe(money + 23_45);
    // The operator changes the rate: 150 points per 1.00 → 1000 points buy 6.66.
    expect((await h.operator('PUT', '/sandbox/points/config', { pointsPerUnit: 150 })).status).toBe(200);
    const second = await call<{ amount: number }>(h, endpoints.pointsConvert, { points: 1_000, password: 'secret123' }, { token });
    expect(second.body.value.amount).toBe(6.66);
    expect(ledgerSum(h, id)).toBe(money + 23_45 + 6_66);
    expect(pointsSum(id)).toBe(6_655);
    const history = endpoints.pointsHistory.response.parse((await call(h, endpoints.pointsHistory, { kind: 'convert' }, { token })).body.value);
    expect(history.list.map((e) => e.amount)).toEqual([-1_000, -2_345]);
  });

  it('a wrong password is refused with the attempts left, the 5th locks spending for 15 minutes (login still works), and the lock runs out', async () => {
    h = createHarness();
    const { id, token } = await memberWithPoints('mall5', 5_000);
    const redeem = (password: string) =>
      call<{ remainingAttempts?: number; lockedUntil?: number }>(h, endpoints.pointsRedeem, { rewardId: 1, quantity: 1, password }, { token });
    for (let i = 1; i < POINTS_PASSWORD_MAX_ATTEMPTS; i++) {
      const res = await redeem('wrong-one');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'password_error', value: { field: 'password', remainingAttempts: POINTS_PASSWORD_MAX_ATTEMPTS - i } });
    }
    const locked = await redeem('wrong-one');
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ message: 'password_check_locked', value: { lockedUntil: h.clock.now + POINTS_PASSWORD_LOCK_MINUTES * 60_000 } });
    // Locked: even the right password is refused, for redeem and convert alike; nothing was spent.
    expect((await redeem('secret123')).body.message).toBe('password_check_locked');
    expect((await call(h, endpoints.pointsConvert, { points: 100, password: 'secret123' }, { token })).body.message).toBe('password_check_locked');
    expect(pointsSum(id)).toBe(5_000);
    await login(h, 'mall5', 'secret123');
    h.clock.advance(POINTS_PASSWORD_LOCK_MINUTES * 60_000 + 1);
    expect((await redeem('wrong-one')).body.value).toMatchObject({ remainingAttempts: POINTS_PASSWORD_MAX_ATTEMPTS - 1 });
    expect((await redeem('secret123')).body.success).toBe(true);
    // A right password starts the count over.
    expect((await redeem('wrong-one')).body.value).toMatchObject({ remainingAttempts: POINTS_PASSWORD_MAX_ATTEMPTS - 1 });
  });

  it('trial accounts get in_need_true_account; guests get 401', async () => {
    h = createHarness();
    const token = await login(h, 'trial', 'trial1234');
    const res = await call(h, endpoints.pointsRedeem, { rewardId: 1, quantity: 1, password: 'trial1234' }, { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('in_need_true_account');
    expect((await call(h, endpoints.pointsConvert, { points: 100, password: 'trial1234' }, { token })).body.message).toBe('in_need_true_account');
    expect((await call(h, endpoints.pointsRedeem, { rewardId: 1, quantity: 1, password: 'x' })).status).toBe(401);
  });

  it('settled bets earn points at the configured rate, rounded down, visible in the points history', async () => {
    h = createHarness();
    const { id, token } = await memberWithPoints('mall6', 0);
    h.db.prepare("INSERT INTO ledger (member_id, wallet, amount, kind, ref, created_at) VALUES (?, 'MAIN', 100000, 'deposit', 'test', ?)").run(id, h.clock.now);
    await h.operator('PUT', '/sandbox/points/config', { earnPerUnitStaked: 2.5 });
    const { session } = await openGame(h, token, { nodeId: 1002, vassalage: 'PG' });
    expect((await gamePost(h, session, '/sandbox/games/spin', { stake: 5 })).body.success).toBe(true);
    expect((await gamePost(h, session, '/sandbox/games/spin', { stake: 3.3 })).body.success).toBe(true);
    // 5.00 × 2.5 = 12.5 → 12; 3.30 × 2.5 = 8.25 → 8.
    expect(pointsSum(id)).toBe(20);
    const history = endpoints.pointsHistory.response.parse((await call(h, endpoints.pointsHistory, { kind: 'earn' }, { token })).body.value);
    expect(history.list.map((e) => e.amount)).toEqual([8, 12]);
    expect(history.list[0].reference).toMatch(/^bet:\d+$/);
  });

  it('a lottery bet earns its points when it settles, not when it is placed', async () => {
    h = createHarness();
    const { id, token } = await memberWithPoints('mall7', 0);
    h.db.prepare("INSERT INTO ledger (member_id, wallet, amount, kind, ref, created_at) VALUES (?, 'MAIN', 100000, 'deposit', 'test', ?)").run(id, h.clock.now);
    const { session } = await openGame(h, token, { vassalage: 'VNLOTT', lottoGameCode: 'VNLOTT_001', launchMode: 'LOTT', lottoArea: 'VN' });
    expect((await gamePost(h, session, '/sandbox/games/lottery/bet', { selection: 'big', stake: 10 })).body.success).toBe(true);
    expect(pointsSum(id)).toBe(0);
    h.clock.advance(61_000);
    // Reading the records settles due bets (as the portal's records page does).
    const records = endpoints.betRecords.response.parse((await call(h, endpoints.betRecords, {}, { token })).body.value);
    expect(records.list[0].status).toBe('settled');
    expect(pointsSum(id)).toBe(10);
  });

  it('the operator adds stock (logged); unknown rewards and bad quantities are refused', async () => {
    h = createHarness();
    const add = await h.operator('POST', '/sandbox/points/rewards/8/stock', { quantity: 5 });
    expect(add.body).toMatchObject({ success: true, value: { stock: 5 } });
    expect(stockOf(8)).toBe(5);
    expect(h.db.prepare('SELECT reward_id, delta, stock_after FROM reward_stock_log').all()).toEqual([{ reward_id: 8, delta: 5, stock_after: 5 }]);
    expect((await h.operator('POST', '/sandbox/points/rewards/999/stock', { quantity: 5 })).status).toBe(404);
    const bad = await h.operator('POST', '/sandbox/points/rewards/8/stock', { quantity: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('quantity');
    const noKey = await h.json('POST', '/sandbox/points/rewards/8/stock', { body: { quantity: 5 } });
    expect(noKey.status).toBe(403);
    // The stock can never go below zero, whatever writes it.
    expect(() => h.db.prepare('UPDATE rewards SET stock = -1 WHERE id = 8').run()).toThrow(/below zero/);
  });
});

describe('points mall under concurrency', () => {
  it('50 concurrent redeems of the last 7 items (one process) sell exactly 7', async () => {
    h = createHarness();
    addReward(7);
    const members = [];
    for (let i = 0; i < 50; i++) members.push(await memberWithPoints(`rush${i}`, 300, false));
    const results = await Promise.all(
      members.map(({ token }) => call(h, endpoints.pointsRedeem, { rewardId: 100, quantity: 1, password: 'secret123' }, { token })),
    );
    for (const r of results) if (!r.body.success) expect(r.body.message).toBe('out_of_stock');
    expect(results.filter((r) => r.body.success)).toHaveLength(7);
    expect(stockOf(100)).toBe(0);
    expect(h.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM redemptions WHERE reward_id = 100').get()!.n).toBe(7);
    const spent = members.filter(({ id }) => pointsSum(id) === 200).length;
    expect(spent).toBe(7);
    expect(members.every(({ id }) => [200, 300].includes(pointsSum(id)))).toBe(true);
  }, 60_000);

  it('two processes redeeming the last 9 items with 25 members each on one database file never oversell', async () => {
    h = createHarness();
    addReward(9);
    for (let i = 0; i < 50; i++) {
      insertMember(h.gw, { username: `proc${i}`, passwordHash: hashPasswordAtStartup('secret123'), firstLogin: false });
      await adjust(`proc${i}`, 250);
    }
    const here = dirname(fileURLToPath(import.meta.url));
    const script = join(here, '../testing/hammer-points.ts');
    const tsconfig = join(here, '../../tsconfig.json');
    const dbPath = h.dbPath;
    h.close(); // the harness connection must not hold the file meanwhile
    const run = (from: number) =>
      new Promise<{ ok: number; outOfStock: number }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', script, dbPath, 'proc', String(from), '25', '100', 'secret123'], {
          env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}')) : reject(new Error(err))));
      });
    const [a, b] = await Promise.all([run(0), run(25)]);
    h = h.restart();
    expect(a.ok + b.ok).toBe(9);
    expect(a.outOfStock + b.outOfStock).toBe(41);
    expect(stockOf(100)).toBe(0);
    expect(h.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM redemptions WHERE reward_id = 100').get()!.n).toBe(9);
    const spent = h.db.prepare<unknown[], { n: number }>("SELECT COUNT(*) AS n FROM points_ledger WHERE kind = 'redeem' AND amount = -100").get()!;
    expect(spent.n).toBe(9);
  }, 90_000);
});
