import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { createSession } from '../domain/sessions';
import { insertPayoutAccount } from '../domain/payout-accounts';
import { seedPaymentPassword } from '../domain/payment-password';
import { seedPasswordHash } from '../seed/seed-passwords';
import { call, login } from '../testing/client';
import { balanceCents, createDeposit, ledgerSum, lowestRunningBalance, memberId, paidCallback, sendCallback } from '../testing/cashier';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
afterEach(() => h.dispose());

const ALLOWED_REFUSALS = [
  'insufficient_balance',
  'amount_above_withdrawable',
  'withdrawal_daily_count_exceeded',
  'withdrawal_daily_amount_exceeded',
  'too_many_pending_deposits',
];

describe('money moves under concurrency', () => {
  it('50 concurrent withdrawals, upline transfers, wallet transfers and deposits on one account never overdraw; ledger sum = balance', async () => {
    h = createHarness();
    const id = memberId(h, 'player2'); // 600.00, upline agent
    const agent = memberId(h, 'agent');
    seedPaymentPassword(h.gw, id, seedPasswordHash('123456'));
    const account = insertPayoutAccount(h.gw, id, {
      type: 'PIX',
      holder_name: 'Player Two',
      bank_code: null,
      branch: null,
      pix_key_type: 'CPF',
      number: '22233344455',
    });
    const token = await login(h, 'player2', 'player1234');
    const agentBefore = ledgerSum(h, agent);
    const initial = ledgerSum(h, id);
    // One unit of every move: together the 50 ask for more than the balance holds.
    const unit = Math.min(Math.ceil(initial / 15), 5_000_00);
    // Three deposits waiting for their callbacks, credited in the middle of the storm.
    const orders = [await createDeposit(h, token, 40), await createDeposit(h, token, 40), await createDeposit(h, token, 40)];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        switch (i % 5) {
          case 0:
            return call(h, endpoints.withdrawalCreate, { payoutAccountId: account, amount: unit / 100, paymentPassword: '123456' }, { token });
          case 1:
            return call(h, endpoints.uplineTransfer, { amount: unit / 100, paymentPassword: '123456' }, { token });
          case 2:
            return call(h, endpoints.walletTransfer, { from: 'MAIN', to: i % 2 ? 'PG' : 'JILI', amount: unit / 100 }, { token });
          case 3:
            return sendCallback(h, paidCallback(h, orders[i % 3].orderId, 40), { idempotencyKey: randomUUID() });
          default:
            return call(h, endpoints.depositCreate, { channelId: 'pix', amount: 25 }, { token });
        }
      }),
    );
    for (const r of results) {
      if (!r.body.success) expect(ALLOWED_REFUSALS, JSON.stringify(r.body)).toContain(r.body.message);
    }
    expect(results.filter((r) => r.body.success).length).toBeGreaterThan(10);
    // The moves ran out of money: the balance, or what may leave before the deposits' turnover is played.
    expect(results.some((r) => r.body.message === 'insufficient_balance' || r.body.message === 'amount_above_withdrawable')).toBe(true);

    const balance = await call<{ sumBalance: number; wallets: { balance: number }[] }>(h, endpoints.balance, {}, { token });
    expect(Math.round(balance.body.value.sumBalance * 100)).toBe(ledgerSum(h, id));
    expect(balance.body.value.wallets.every((w) => w.balance >= 0)).toBe(true);
    expect(lowestRunningBalance(h, id)).toBeGreaterThanOrEqual(0);
    // Each deposit credited exactly once, each successful move written exactly once.
    for (const o of orders)
      expect(h.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM ledger WHERE ref = ?').get(`deposit:${o.orderId}`)!.n).toBe(1);
    const ok = (k: number) => results.filter((r, i) => i % 5 === k && r.body.success).length;
    expect(h.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?').get(id)!.n).toBe(ok(0));
    expect(ledgerSum(h, agent) - agentBefore).toBe(ok(1) * unit);
    expect(ledgerSum(h, id)).toBe(initial + 3 * 4000 - ok(0) * unit - ok(1) * unit);
  });

  it('a gateway killed (SIGKILL) in the middle of deposit callbacks loses nothing and credits each order once after restart', async () => {
    h = createHarness();
    // 30 pending orders over 10 members (3 pending each is the limit).
    const members = ['demo', 'agent', 'agent2', 'agent41', 'agent42', 'player1', 'player2', 'player3', 'weak', 'secure'];
    const orders: { orderId: string; member: number; cents: number }[] = [];
    const before = new Map<number, number>();
    for (const username of members) {
      const member = memberId(h, username);
      before.set(member, ledgerSum(h, member));
      const token = createSession(h.gw, member);
      for (let i = 0; i < 3; i++) {
        const amount = 20 + orders.length;
        const o = await createDeposit(h, token, amount);
        orders.push({ orderId: o.orderId, member, cents: amount * 100 });
      }
    }
    const dbPath = h.dbPath;
    const clock = h.clock.now;
    h.close();

    const here = dirname(fileURLToPath(import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, '../testing/callback-storm.ts'), dbPath, String(clock)], {
      env: { ...process.env, TSX_TSCONFIG_PATH: join(here, '../../tsconfig.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const killedAfter = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (d) => {
        out += d;
        const answered = out.split('\n').filter((l) => l.startsWith('credited')).length;
        // Kill it while it is busy: a third of the way through.
        if (answered >= 20 && !child.killed) {
          child.kill('SIGKILL');
          resolve(answered);
        }
      });
      child.on('exit', (code, signal) => (signal === 'SIGKILL' ? undefined : reject(new Error(`storm ended before the kill (${code}): ${err}`))));
    });
    await new Promise((r) => child.once('exit', r));
    expect(killedAfter).toBeLessThan(60);

    h = h.restart();
    const creditsOf = (orderId: string) =>
      h.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM ledger WHERE ref = ?').get(`deposit:${orderId}`)!.n;
    const statusOf = (orderId: string) => h.db.prepare<unknown[], { status: string }>('SELECT status FROM deposit_orders WHERE id = ?').get(orderId)!.status;
    // Right after the crash: every order is whole — credited with one entry, or pending with none.
    let credited = 0;
    for (const o of orders) {
      const status = statusOf(o.orderId);
      expect(['credited', 'pending']).toContain(status);
      expect(creditsOf(o.orderId)).toBe(status === 'credited' ? 1 : 0);
      if (status === 'credited') credited++;
    }
    expect(credited).toBeGreaterThanOrEqual(Math.floor(killedAfter / 2) - 1);
    expect(credited).toBeLessThan(orders.length);
    // The provider retries everything (3 times); each order ends credited exactly once.
    for (const o of orders) {
      for (let i = 0; i < 3; i++) {
        const res = await sendCallback(h, { ...paidCallback(h, o.orderId, o.cents / 100), providerRef: `P-${o.orderId}` });
        expect(res.body.value.status).toBe('credited');
      }
    }
    for (const o of orders) expect(creditsOf(o.orderId)).toBe(1);
    for (const [member, sum] of before) {
      const expected = sum + orders.filter((o) => o.member === member).reduce((s, o) => s + o.cents, 0);
      expect(ledgerSum(h, member)).toBe(expected);
    }
    const token = await login(h, 'demo', 'demo1234');
    expect(await balanceCents(h, token)).toBe(ledgerSum(h, memberId(h, 'demo')));
  }, 60_000);
});
