import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { sweepCashier } from '../domain/cashier-sweep';
import { call, login } from '../testing/client';
import { balanceCents, createDeposit, ledgerCount, memberId, paidCallback, sendCallback, sign } from '../testing/cashier';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = createHarness();
  token = await login(h, 'demo', 'demo1234');
});
afterEach(() => h.dispose());

/** CRC16/CCITT-FALSE, as the BR Code (EMV QR) standard asks for its field 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const order = (orderId: string, t = token) =>
  call<{ status: string; nextStep: string; instructions: unknown }>(h, endpoints.depositOrder, { orderId }, { token: t });

describe('deposit', () => {
  it('lists PIX, bank transfer and an e-wallet with min, max, fee and quick amounts', async () => {
    const res = await call<{ channels: { type: string; min: number; max: number; quickAmounts: number[] }[] }>(h, endpoints.paymentChannels, {}, { token });
    expect(res.body.value.channels.map((c) => c.type)).toEqual(['PIX', 'BANK_TRANSFER', 'E_WALLET']);
    for (const c of res.body.value.channels) {
      expect(c.min).toBeLessThan(c.max);
      expect(c.quickAmounts.every((q) => q >= c.min && q <= c.max)).toBe(true);
    }
  });

  it('creates a pending PIX order with a QR payload and copy-paste code (valid BR Code CRC) and a link to the simulator (relative without a frame origin)', async () => {
    const o = await call<{
      status: string;
      nextStep: string;
      amount: number;
      fee: number;
      creditAmount: number;
      instructions: { type: string; qrPayload: string; copyPasteCode: string; payUrl: string };
    }>(h, endpoints.depositCreate, { channelId: 'pix', amount: 123.45 }, { token });
    expect(o.body.value).toMatchObject({ status: 'pending', nextStep: 'pay', amount: 123.45, fee: 0, creditAmount: 123.45 });
    const ins = o.body.value.instructions;
    expect(ins.type).toBe('PIX');
    expect(ins.copyPasteCode).toBe(ins.qrPayload);
    expect(ins.copyPasteCode).toContain('br.gov.bcb.pix');
    expect(ins.copyPasteCode).toContain('5406123.45');
    expect(ins.copyPasteCode.slice(-4)).toBe(crc16(ins.copyPasteCode.slice(0, -4)));
    expect(ins.payUrl).toMatch(/^\/sandbox\/pay\/D\d+\?t=/);
  });

  it('an e-wallet deposit credits the amount less the fee', async () => {
    const id = memberId(h, 'demo');
    const before = await balanceCents(h, token);
    const o = await createDeposit(h, token, 100, 'ewallet');
    expect(o.creditAmount).toBe(98.5);
    expect((await sendCallback(h, paidCallback(h, o.orderId, 100))).body.value.status).toBe('credited');
    expect(await balanceCents(h, token)).toBe(before + 9850);
    expect(ledgerCount(h, id)).toBeGreaterThan(0);
  });

  it('a callback delivered 3 times (twice with the same key, once with another) credits once', async () => {
    const before = await balanceCents(h, token);
    const o = await createDeposit(h, token, 50);
    const body = paidCallback(h, o.orderId, 50);
    const first = await sendCallback(h, body, { idempotencyKey: 'notif-1' });
    const again = await sendCallback(h, body, { idempotencyKey: 'notif-1' });
    const other = await sendCallback(h, { ...body, providerRef: 'P-retry' }, { idempotencyKey: 'notif-2' });
    for (const r of [first, again, other]) expect(r.body.value).toEqual({ orderId: o.orderId, status: 'credited' });
    expect(await balanceCents(h, token)).toBe(before + 5000);
    expect(h.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM ledger WHERE ref = ?').get(`deposit:${o.orderId}`)!.n).toBe(1);
    expect((await order(o.orderId)).body.value).toMatchObject({ status: 'credited', nextStep: 'done', instructions: null });
  });

  it('refuses a bad or missing signature (401) and a stale timestamp, and moves nothing', async () => {
    const id = memberId(h, 'demo');
    const o = await createDeposit(h, token, 50);
    const count = ledgerCount(h, id);
    const body = paidCallback(h, o.orderId, 50);
    const wrongKey = await sendCallback(h, body, { signature: sign('not-the-secret', body) });
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body.message).toBe('invalid_signature');
    const tampered = await sendCallback(h, { ...body, amount: 5000 }, { signature: sign('x', body) });
    expect(tampered.status).toBe(401);
    const unsigned = await call(h, endpoints.providerCallback, body, { idempotencyKey: 'k' });
    expect(unsigned.status).toBe(401);
    const stale = await sendCallback(h, { ...body, timestamp: h.clock.now - 11 * 60_000 });
    expect(stale.status).toBe(401);
    expect(ledgerCount(h, id)).toBe(count);
    expect((await order(o.orderId)).body.value.status).toBe('pending');
  });

  it('a callback with another amount is refused naming amount', async () => {
    const o = await createDeposit(h, token, 50);
    const res = await sendCallback(h, paidCallback(h, o.orderId, 60));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('invalid_request: amount');
  });

  it('a failed payment marks the order failed and moves nothing', async () => {
    const before = await balanceCents(h, token);
    const o = await createDeposit(h, token, 50);
    const res = await sendCallback(h, { ...paidCallback(h, o.orderId, 50), status: 'failed', failReason: 'insufficient funds' });
    expect(res.body.value.status).toBe('failed');
    expect((await order(o.orderId)).body.value).toMatchObject({ status: 'failed', nextStep: 'new_order', failReason: 'insufficient funds' });
    expect((await sendCallback(h, paidCallback(h, o.orderId, 50))).status).toBe(409);
    expect(await balanceCents(h, token)).toBe(before);
  });

  it('an order not paid in time expires lazily on read and by the sweep; a late callback is refused', async () => {
    const before = await balanceCents(h, token);
    const a = await createDeposit(h, token, 50);
    const b = await createDeposit(h, token, 60);
    h.clock.advance(15 * 60_000);
    expect((await order(a.orderId)).body.value).toMatchObject({ status: 'expired', nextStep: 'new_order', instructions: null });
    expect(h.db.prepare<unknown[], { status: string }>('SELECT status FROM deposit_orders WHERE id = ?').get(b.orderId)!.status).toBe('expired');
    const c = await createDeposit(h, token, 70);
    h.clock.advance(16 * 60_000);
    expect(sweepCashier(h.gw).expiredDeposits).toBe(1);
    expect(h.db.prepare<unknown[], { status: string }>('SELECT status FROM deposit_orders WHERE id = ?').get(c.orderId)!.status).toBe('expired');
    const late = await sendCallback(h, paidCallback(h, a.orderId, 50));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('invalid_status');
    expect(await balanceCents(h, token)).toBe(before);
  });

  it('the simulator page confirms a payment through the signed callback; the balance rises by exactly the amount', async () => {
    const before = await balanceCents(h, token);
    const o = await createDeposit(h, token, 75.5);
    const url = o.instructions!.payUrl;
    const page = await h.call('GET', url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('75.50');
    expect(html).toContain('Confirm payment');
    const t = new URL(url, 'http://x').searchParams.get('t')!;
    const confirmed = await h.call('POST', `/sandbox/pay/${o.orderId}/confirm`, {
      body: new URLSearchParams({ t }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await confirmed.text()).toContain('the deposit is credited');
    expect(await balanceCents(h, token)).toBe(before + 7550);
    // A second press changes nothing.
    await h.call('POST', `/sandbox/pay/${o.orderId}/confirm`, {
      body: new URLSearchParams({ t }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await balanceCents(h, token)).toBe(before + 7550);
  });

  it('the simulator refuses a link without the right token', async () => {
    const o = await createDeposit(h, token, 20);
    expect((await h.call('GET', `/sandbox/pay/${o.orderId}?t=wrong`)).status).toBe(404);
    const res = await h.call('POST', `/sandbox/pay/${o.orderId}/confirm`, {
      body: 't=wrong',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(404);
    expect((await order(o.orderId)).body.value.status).toBe('pending');
  });

  it('bad input: 4xx naming the field and no order', async () => {
    const count = () => h.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM deposit_orders').get()!.n;
    const before = count();
    const cases: [unknown, number, string][] = [
      [{ channelId: 'pix', amount: -10 }, 400, 'invalid_request: amount'],
      [{ channelId: 'pix', amount: 0 }, 400, 'invalid_request: amount'],
      [{ channelId: 'pix', amount: 'NaN' }, 400, 'invalid_request: amount'],
      [{ channelId: 'pix', amount: null }, 400, 'invalid_request: amount'],
      [{ channelId: 'pix', amount: 10.001 }, 400, 'invalid_request: amount'],
      [{ channelId: 'pix', amount: 5 }, 400, 'amount_below_min'],
      [{ channelId: 'pix', amount: 50_000.01 }, 400, 'amount_above_max'],
      [{ channelId: 'crypto', amount: 50 }, 400, 'invalid_request: channelId'],
    ];
    for (const [input, status, message] of cases) {
      const res = await call<{ field: string; limit?: number }>(h, endpoints.depositCreate, input, { token });
      expect(res.status, JSON.stringify(input)).toBe(status);
      expect(res.body.message).toBe(message);
      expect(res.body.value.field).toBe(message === 'invalid_request: channelId' ? 'channelId' : 'amount');
    }
    const low = await call<{ limit: number }>(h, endpoints.depositCreate, { channelId: 'pix', amount: 5 }, { token });
    expect(low.body.value.limit).toBe(10);
    expect(count()).toBe(before);
  });

  it('at most 3 pending orders', async () => {
    for (let i = 0; i < 3; i++) await createDeposit(h, token, 20);
    const res = await call(h, endpoints.depositCreate, { channelId: 'pix', amount: 20 }, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('too_many_pending_deposits');
  });

  it('another member’s order id is not found, and a trial account cannot deposit', async () => {
    const o = await createDeposit(h, token, 20);
    const other = await login(h, 'player1', 'player1234');
    const res = await order(o.orderId, other);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('not_found');
    expect((await order('D-nope')).status).toBe(404);
    const list = await call<{ list: { orderId: string }[] }>(h, endpoints.depositOrders, {}, { token: other });
    expect(list.body.value.list.map((x) => x.orderId)).not.toContain(o.orderId);
    const trial = await login(h, 'trial', 'trial1234');
    const refused = await call(h, endpoints.depositCreate, { channelId: 'pix', amount: 20 }, { token: trial });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('in_need_true_account');
  });
});
