import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { call, login } from '../testing/client';
import { balanceCents, createDeposit, paidCallback, sendCallback } from '../testing/cashier';
import { createHarness, type Harness } from '../testing/harness';

/**
 * A payment callback's idempotency key is scoped to its verified order: an unauthenticated callback
 * with a wrong signature and the order's predictable key must not be remembered under a scope
 * every unauthenticated caller shares, or the real confirmation is refused as a reused key and
 * the deposit stays pending.
 */
let h: Harness;
let token: string;
beforeEach(async () => {
  h = createHarness();
  token = await login(h, 'demo', 'demo1234');
});
afterEach(() => h.dispose());

const order = (orderId: string) => call<{ status: string }>(h, endpoints.depositOrder, { orderId }, { token });

describe('provider callback idempotency', () => {
  it('a forged callback under the simulator’s own key does not block the real confirmation on the payment page', async () => {
    const before = await balanceCents(h, token);
    const o = await createDeposit(h, token, 80);
    // The key the payment page's provider sends is derived from the order id, which the attacker can read off a receipt.
    const predictable = `SIM${o.orderId.slice(1)}`;
    const forged = await sendCallback(h, paidCallback(h, o.orderId, 80, predictable), { signature: 'ab'.repeat(32), idempotencyKey: predictable });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('invalid_signature');

    const url = new URL(o.instructions!.payUrl, 'http://gateway.test');
    const page = await h.call('POST', `${url.pathname}/confirm`, {
      body: `t=${url.searchParams.get('t')}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const html = await page.text();
    expect(html).not.toContain('The provider callback was refused');
    expect(html).toContain('the deposit is credited');
    expect((await order(o.orderId)).body.value.status).toBe('credited');
    expect(await balanceCents(h, token)).toBe(before + 8000);
  });

  it('a forged callback remembers nothing: the provider’s genuine callback with the same key credits the order', async () => {
    const o = await createDeposit(h, token, 40);
    const body = paidCallback(h, o.orderId, 40);
    for (const signature of ['00'.repeat(32), '', 'not-hex']) {
      const forged = await sendCallback(h, body, { signature, idempotencyKey: 'notif-77' });
      expect(forged.status).toBe(401);
    }
    const genuine = await sendCallback(h, body, { idempotencyKey: 'notif-77' });
    expect(genuine.status).toBe(200);
    expect(genuine.body.value).toEqual({ orderId: o.orderId, status: 'credited' });
  });

  it('each merchant’s callbacks have their own idempotency scope: another merchant’s key does not answer for this one', async () => {
    const other = await login(h, 'demo', 'demo1234', {}, { Merchant: 'OTHER' });
    const theirs = await call<{ orderId: string }>(
      h,
      endpoints.depositCreate,
      { channelId: 'pix', amount: 30 },
      { token: other, headers: { Merchant: 'OTHER' } },
    );
    const mine = await createDeposit(h, token, 30);
    const a = await sendCallback(h, { ...paidCallback(h, theirs.body.value.orderId, 30), merchant: 'OTHER' }, { idempotencyKey: 'shared-key' });
    expect(a.body.value).toMatchObject({ status: 'credited' });
    const b = await sendCallback(h, paidCallback(h, mine.orderId, 30), { idempotencyKey: 'shared-key' });
    expect(b.status).toBe(200);
    expect(b.body.value).toEqual({ orderId: mine.orderId, status: 'credited' });
  });
});

/**
 * A failed money move replayed with the same key returns the stored failure even after the
 * balance changed. Decision (docs/product/abuse-policy.md): the key names one attempt, so
 * its answer never changes; the portal sends a new key for a new press after a refusal.
 */
describe('a refused money move and its key', () => {
  it('answers the same refusal to the same key after a top-up, and moves the money under a new key', async () => {
    const player = await login(h, 'player3', 'player1234');
    const balance = async () => (await call<{ wallets: { wallet: string; balance: number }[] }>(h, endpoints.balance, {}, { token: player })).body.value;
    const main = (await balance()).wallets.find((w) => w.wallet === 'MAIN')!.balance;
    const ask = { from: 'MAIN', to: 'PG', amount: main + 50 };
    const refused = await call(h, endpoints.walletTransfer, ask, { token: player, idempotencyKey: 'transfer-1' });
    expect(refused.body).toMatchObject({ success: false, message: 'insufficient_balance' });
    expect((await h.operator('POST', '/sandbox/members/player3/deposit', { amount: 100 })).status).toBe(200);

    const replayed = await call(h, endpoints.walletTransfer, ask, { token: player, idempotencyKey: 'transfer-1' });
    expect(replayed.status).toBe(refused.status);
    expect(replayed.body).toEqual(refused.body);
    expect((await balance()).wallets.find((w) => w.wallet === 'PG')!.balance).toBe(0);

    const fresh = await call(h, endpoints.walletTransfer, ask, { token: player, idempotencyKey: 'transfer-2' });
    expect(fresh.body.success, JSON.stringify(fresh.body)).toBe(true);
    expect((await balance()).wallets.find((w) => w.wallet === 'PG')!.balance).toBe(main + 50);
  });
});
