import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { sweepCashier } from '../domain/cashier-sweep';
import { call, lastSmsCode, login } from '../testing/client';
import { balanceCents, createDeposit, ledgerCount, memberId, paidCallback, sendCallback } from '../testing/cashier';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = createHarness();
  token = await login(h, 'demo', 'demo1234');
});
afterEach(() => h.dispose());

interface W {
  withdrawalId: string;
  status: string;
  amount: number;
  fee: number;
  amountReceived: number;
  reason: string | null;
  receivedBy: string | null;
  confirmDeadline: number | null;
}
interface Quote {
  balance: number;
  withdrawable: number;
  turnoverShortfall: number;
  quoteFee: number;
  amountReceived: number;
  dailyCountUsed: number;
}

const accountId = async (t = token) => (await call<{ list: { id: number }[] }>(h, endpoints.payoutAccounts, {}, { token: t })).body.value.list[0].id;
const withdraw = async (amount: number, paymentPassword = '123456', t = token) =>
  call<W & { field: string; limit: number; remainingAttempts: number; lockedUntil: number }>(
    h,
    endpoints.withdrawalCreate,
    { payoutAccountId: await accountId(t), amount, paymentPassword },
    { token: t },
  );
const operator = (id: string, action: string, body?: unknown) => h.operator('POST', `/sandbox/withdrawals/${id}/${action}`, body);
const mainCents = async () => {
  const res = await call<{ wallets: { wallet: string; balance: number }[] }>(h, endpoints.balance, {}, { token });
  return Math.round(res.body.value.wallets.find((w) => w.wallet === 'MAIN')!.balance * 100);
};

describe('withdrawal', () => {
  it('quote: withdrawable = main balance − unmet turnover, with the fee and the amount received', async () => {
    const q = (await call<Quote>(h, endpoints.withdrawalQuote, { amount: 250 }, { token })).body.value;
    expect(q.turnoverShortfall).toBeGreaterThan(0);
    expect(q.withdrawable).toBeCloseTo(q.balance - q.turnoverShortfall, 2);
    expect(q.quoteFee).toBe(2.5);
    expect(q.amountReceived).toBe(247.5);
  });

  it('full journey: hold at creation, operator approves and pays, member confirms received; the ledger shows one debit', async () => {
    const before = await mainCents();
    const res = await withdraw(250);
    expect(res.body.value).toMatchObject({ status: 'pending_review', amount: 250, fee: 2.5, amountReceived: 247.5 });
    const id = res.body.value.withdrawalId;
    expect(await mainCents()).toBe(before - 25000);
    expect((await operator(id, 'pay')).status).toBe(409); // not approved yet
    expect((await operator(id, 'approve')).body.value).toMatchObject({ status: 'approved' });
    const paid = (await operator(id, 'pay')).body.value as W;
    expect(paid.status).toBe('paid');
    expect(paid.confirmDeadline).toBe(h.clock.now + 30 * 60_000);
    const confirmed = await call<W>(h, endpoints.withdrawalConfirm, { withdrawalId: id }, { token });
    expect(confirmed.body.value).toMatchObject({ status: 'received', receivedBy: 'member' });
    // Confirming again returns it unchanged.
    expect((await call<W>(h, endpoints.withdrawalConfirm, { withdrawalId: id }, { token })).body.value.status).toBe('received');
    expect(await mainCents()).toBe(before - 25000);
    const ledger = await call<{ list: { type: string; amount: number; reference: string | null }[] }>(
      h,
      endpoints.transactionDetail,
      { category: 'withdrawal' },
      { token },
    );
    expect(ledger.body.value.list.filter((e) => e.reference === id)).toEqual([expect.objectContaining({ type: 'withdrawal', amount: -250 })]);
  });

  it('the same Idempotency-Key holds once and replays the first answer; a wrong password replayed is not counted twice', async () => {
    const before = await mainCents();
    const account = await accountId();
    const input = { payoutAccountId: account, amount: 80, paymentPassword: '123456' };
    const first = await call<W>(h, endpoints.withdrawalCreate, input, { token, idempotencyKey: 'w-1' });
    const again = await call<W>(h, endpoints.withdrawalCreate, input, { token, idempotencyKey: 'w-1' });
    expect(again.body.value.withdrawalId).toBe(first.body.value.withdrawalId);
    expect(await mainCents()).toBe(before - 8000);
    const other = await call(h, endpoints.withdrawalCreate, { ...input, amount: 81 }, { token, idempotencyKey: 'w-1' });
    expect(other.status).toBe(422);
    const wrong = { ...input, paymentPassword: '000000' };
    await call(h, endpoints.withdrawalCreate, wrong, { token, idempotencyKey: 'w-2' });
    const replay = await call<{ remainingAttempts: number }>(h, endpoints.withdrawalCreate, wrong, { token, idempotencyKey: 'w-2' });
    expect(replay.body.value.remainingAttempts).toBe(4);
    const status = await call<{ remainingAttempts: number }>(h, endpoints.paymentPasswordStatus, {}, { token });
    expect(status.body.value.remainingAttempts).toBe(4);
  });

  it('reject (with a reason) and return give the amount back; a pending withdrawal cannot be confirmed', async () => {
    const before = await mainCents();
    const a = (await withdraw(100)).body.value.withdrawalId;
    const c = await call(h, endpoints.withdrawalConfirm, { withdrawalId: a }, { token });
    expect(c.status).toBe(409);
    expect((await operator(a, 'reject', {})).status).toBe(400);
    expect((await operator(a, 'reject', { reason: 'Name mismatch' })).body.value).toMatchObject({ status: 'rejected', reason: 'Name mismatch' });
    expect(await mainCents()).toBe(before);
    const b = (await withdraw(100)).body.value.withdrawalId;
    await operator(b, 'approve');
    await operator(b, 'pay');
    expect((await operator(b, 'return', { reason: 'Bank returned it' })).body.value).toMatchObject({ status: 'returned' });
    expect(await mainCents()).toBe(before);
    expect((await operator(b, 'reject', { reason: 'again' })).status).toBe(409);
    expect(await mainCents()).toBe(before);
  });

  it('a paid withdrawal not confirmed within the operator’s window counts as received (lazily and by the sweep)', async () => {
    expect((await h.operator('PUT', '/sandbox/cashier/settings', { confirmWindowMinutes: 10 })).body.value).toEqual({ confirmWindowMinutes: 10 });
    const id = (await withdraw(100)).body.value.withdrawalId;
    await operator(id, 'approve');
    await operator(id, 'pay');
    const stored = () => h.db.prepare('SELECT status, received_by FROM withdrawals WHERE id = ?').get(id);
    h.clock.advance(9 * 60_000);
    sweepCashier(h.gw);
    expect(stored()).toEqual({ status: 'paid', received_by: null });
    h.clock.advance(60_000);
    sweepCashier(h.gw);
    expect(stored()).toEqual({ status: 'received', received_by: 'timeout' });
    // …and lazily on read, without the sweep.
    const other = (await withdraw(100)).body.value.withdrawalId;
    await operator(other, 'approve');
    await operator(other, 'pay');
    h.clock.advance(10 * 60_000);
    const list = await call<{ list: W[] }>(h, endpoints.withdrawals, {}, { token });
    expect(list.body.value.list.find((w) => w.withdrawalId === other)).toMatchObject({ status: 'received', receivedBy: 'timeout' });
  });

  it('bad input: 4xx naming the field, nothing moved', async () => {
    const id = memberId(h, 'demo');
    const count = ledgerCount(h, id);
    const q = (await call<Quote>(h, endpoints.withdrawalQuote, {}, { token })).body.value;
    const cases: [unknown, number, string, string][] = [
      [-5, 400, 'invalid_request: amount', 'amount'],
      [0, 400, 'invalid_request: amount', 'amount'],
      ['NaN', 400, 'invalid_request: amount', 'amount'],
      [20.555, 400, 'invalid_request: amount', 'amount'],
      [10, 400, 'amount_below_min', 'amount'],
      [50_000.01, 400, 'amount_above_max', 'amount'],
      [Math.floor(q.withdrawable) + 1, 400, 'amount_above_withdrawable', 'amount'],
    ];
    const account = await accountId();
    for (const [amount, status, message, field] of cases) {
      const res = await call<{ field: string }>(h, endpoints.withdrawalCreate, { payoutAccountId: account, amount, paymentPassword: '123456' }, { token });
      expect(res.status, String(amount)).toBe(status);
      expect(res.body.message).toBe(message);
      expect(res.body.value.field).toBe(field);
    }
    const other = await login(h, 'player1', 'player1234');
    const foreign = await call<{ field: string }>(
      h,
      endpoints.withdrawalCreate,
      { payoutAccountId: await accountId(other), amount: 50, paymentPassword: '123456' },
      { token },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.value.field).toBe('payoutAccountId');
    expect(ledgerCount(h, id)).toBe(count);
  });

  it('over balance: insufficient_balance naming amount', async () => {
    const t = await login(h, 'player1', 'player1234'); // no turnover requirement
    const main = (await balanceCents(h, t)) / 100;
    const res = await withdraw(main + 0.01, '123456', t);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('insufficient_balance');
    expect(res.body.value).toMatchObject({ field: 'amount', limit: main });
  });

  it('daily count limit: the 6th of the day is refused (rejected ones do not count)', async () => {
    // demo already has 2 open withdrawals today (seed).
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await withdraw(20)).body.value.withdrawalId);
    const sixth = await withdraw(20);
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('withdrawal_daily_count_exceeded');
    await operator(ids[0], 'reject', { reason: 'test' });
    expect((await withdraw(20)).body.value.status).toBe('pending_review');
  });

  it('wrong payment password: remaining attempts, locked after 5 (even the right one), counted although nothing moves; SMS reset unlocks', async () => {
    const id = memberId(h, 'demo');
    const count = ledgerCount(h, id);
    for (let i = 4; i >= 1; i--) {
      const res = await withdraw(50, '000000');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('payment_password_error');
      expect(res.body.value).toMatchObject({ field: 'paymentPassword', remainingAttempts: i });
    }
    const fifth = await withdraw(50, '000000');
    expect(fifth.status).toBe(403);
    expect(fifth.body.message).toBe('payment_password_locked');
    expect(fifth.body.value.lockedUntil).toBe(h.clock.now + 30 * 60_000);
    const right = await withdraw(50, '123456');
    expect(right.status).toBe(403);
    expect(ledgerCount(h, id)).toBe(count);
    const status = await call<{ locked: boolean; remainingAttempts: number }>(h, endpoints.paymentPasswordStatus, {}, { token });
    expect(status.body.value).toMatchObject({ locked: true, remainingAttempts: 0 });
    // Binding an account is locked too.
    const bind = await call(
      h,
      endpoints.payoutAccountBind,
      { type: 'PIX', holderName: 'Demo Player', pixKeyType: 'EMAIL', pixKey: 'a@b.co', paymentPassword: '123456' },
      { token },
    );
    expect(bind.status).toBe(403);
    // Reset with an SMS code.
    await call(h, endpoints.smsPaymentPassword, {}, { token });
    const code = await lastSmsCode(h, '+5511999990001');
    const set = await call<{ locked: boolean }>(
      h,
      endpoints.paymentPasswordSet,
      { verificationCode: code, paymentPassword: '222333', confirmPaymentPassword: '222333' },
      { token },
    );
    expect(set.body.value.locked).toBe(false);
    expect((await withdraw(50, '222333')).body.value.status).toBe('pending_review');
  });

  it('the lock ends after 30 minutes', async () => {
    for (let i = 0; i < 5; i++) await withdraw(50, '999999');
    h.clock.advance(30 * 60_000 + 1);
    token = await login(h, 'demo', 'demo1234'); // the session idled out meanwhile
    expect((await withdraw(50, '123456')).body.value.status).toBe('pending_review');
  });

  it('payment password: set with SMS when none, change needs the old one', async () => {
    const reg = await call<{ token: string }>(h, endpoints.register, { username: 'payer01', password: 'secret12', confirmPassword: 'secret12' });
    const t = reg.body.value.token;
    const status = await call<{ isSet: boolean; mobileBound: boolean }>(h, endpoints.paymentPasswordStatus, {}, { token: t });
    expect(status.body.value).toMatchObject({ isSet: false, mobileBound: false });
    expect((await call(h, endpoints.smsPaymentPassword, {}, { token: t })).body.message).toBe('mobile_not_bound');
    const bind = await call(
      h,
      endpoints.payoutAccountBind,
      { type: 'PIX', holderName: 'Pay Er', pixKeyType: 'CPF', pixKey: '11122233344', paymentPassword: '123456' },
      { token: t },
    );
    expect(bind.body.message).toBe('payment_password_not_set');
    const wrongOld = await call(
      h,
      endpoints.paymentPasswordChange,
      { oldPaymentPassword: '111111', newPaymentPassword: '654321', confirmPaymentPassword: '654321' },
      { token },
    );
    expect(wrongOld.body.message).toBe('payment_password_error');
    const change = await call(
      h,
      endpoints.paymentPasswordChange,
      { oldPaymentPassword: '123456', newPaymentPassword: '654321', confirmPaymentPassword: '654321' },
      { token },
    );
    expect(change.body.success).toBe(true);
    expect((await withdraw(50, '654321')).body.value.status).toBe('pending_review');
  });

  it('payout accounts: own-name rule, no duplicates, masked', async () => {
    const base = { type: 'PIX', pixKeyType: 'EMAIL', paymentPassword: '123456' };
    const other = await call(h, endpoints.payoutAccountBind, { ...base, holderName: 'Someone Else', pixKey: 'x@y.co' }, { token });
    expect(other.body.message).toBe('payout_holder_mismatch');
    const same = await call<{ maskedNumber: string }>(
      h,
      endpoints.payoutAccountBind,
      { ...base, holderName: '  demo  PLAYER ', pixKey: 'demo.player@example.com' },
      { token },
    );
    expect(same.body.success).toBe(true);
    expect(same.body.value.maskedNumber).toBe('******.com');
    const dup = await call(h, endpoints.payoutAccountBind, { ...base, holderName: 'Demo Player', pixKey: 'DEMO.player@example.com' }, { token });
    expect(dup.body.message).toBe('payout_account_exists');
  });

  it('another member’s withdrawal cannot be confirmed or seen', async () => {
    const id = (await withdraw(50)).body.value.withdrawalId;
    const other = await login(h, 'player1', 'player1234');
    const res = await call(h, endpoints.withdrawalConfirm, { withdrawalId: id }, { token: other });
    expect(res.status).toBe(404);
    const list = await call<{ list: W[] }>(h, endpoints.withdrawals, {}, { token: other });
    expect(list.body.value.list.map((w) => w.withdrawalId)).not.toContain(id);
  });
});

describe('transfer to upline', () => {
  it('moves both ledgers in one transaction; refuses members without an upline', async () => {
    const t = await login(h, 'player1', 'player1234');
    const agent = await login(h, 'agent', 'agent1234');
    const [p0, a0] = [await balanceCents(h, t), await balanceCents(h, agent)];
    const info = await call<{ upline: string }>(h, endpoints.uplineTransferInfo, {}, { token: t });
    expect(info.body.value.upline).toBe('ag***nt');
    const res = await call<{ amount: number; balance: number }>(h, endpoints.uplineTransfer, { amount: 40.5, paymentPassword: '123456' }, { token: t });
    expect(res.body.value).toMatchObject({ amount: 40.5, balance: (p0 - 4050) / 100 });
    expect([await balanceCents(h, t), await balanceCents(h, agent)]).toEqual([p0 - 4050, a0 + 4050]);
    const none = await call(h, endpoints.uplineTransfer, { amount: 20, paymentPassword: '123456' }, { token });
    expect(none.status).toBe(403);
    expect(none.body.message).toBe('no_upline');
  });

  it('says what may be transferred now: the balance less an unplayed deposit, the most a transfer may move', async () => {
    const t = await login(h, 'player1', 'player1234');
    type Info = { balance: number; transferable: number };
    const before = (await call<Info>(h, endpoints.uplineTransferInfo, {}, { token: t })).body.value;
    const order = await createDeposit(h, t, 400);
    expect((await sendCallback(h, paidCallback(h, order.orderId, 400))).body.value.status).toBe('credited');
    const info = (await call<Info>(h, endpoints.uplineTransferInfo, {}, { token: t })).body.value;
    const quote = (await call<Quote>(h, endpoints.withdrawalQuote, {}, { token: t })).body.value;
    expect(info.balance).toBe(before.balance + 400);
    expect(info.transferable).toBe(quote.withdrawable);
    expect(info.transferable).toBeLessThan(info.balance);
    const over = await call(h, endpoints.uplineTransfer, { amount: info.transferable + 0.01, paymentPassword: '123456' }, { token: t });
    expect(over.body.message).toBe('amount_above_withdrawable');
  });

  it("the agent's transaction details list the transfer under transfers with the member who sent it", async () => {
    const t = await login(h, 'player1', 'player1234');
    const agent = await login(h, 'agent', 'agent1234');
    expect((await call(h, endpoints.uplineTransfer, { amount: 25, paymentPassword: '123456' }, { token: t })).status).toBe(200);
    type Tx = { kind: string; amount: number; counterparty: string | null };
    const range = { from: h.clock.now - 60_000, to: h.clock.now + 60_000 };
    const transfers = await call<{ list: Tx[] }>(h, endpoints.agentTransactions, { ...range, group: 'transfer' }, { token: agent });
    expect(transfers.body.value.list).toEqual([expect.objectContaining({ kind: 'upline_transfer_in', amount: 25, counterparty: 'player1' })]);
    const sent = await call<{ list: Tx[] }>(h, endpoints.agentTransactions, { ...range, group: 'all' }, { token: agent });
    expect(sent.body.value.list.filter((r) => r.kind === 'upline_transfer_in')).toHaveLength(1);
  });

  it('bad input moves nothing on either side', async () => {
    const t = await login(h, 'player1', 'player1234');
    const [p, a] = [memberId(h, 'player1'), memberId(h, 'agent')];
    const counts = [ledgerCount(h, p), ledgerCount(h, a)];
    const over = (await balanceCents(h, t)) / 100 + 0.01;
    const cases: [unknown, string, string][] = [
      [-1, '123456', 'invalid_request: amount'],
      [0, '123456', 'invalid_request: amount'],
      [1.001, '123456', 'invalid_request: amount'],
      [5, '123456', 'amount_below_min'],
      [50_001, '123456', 'amount_above_max'],
      [over, '123456', 'insufficient_balance'],
      [20, '000000', 'payment_password_error'],
    ];
    for (const [amount, paymentPassword, message] of cases) {
      const res = await call(h, endpoints.uplineTransfer, { amount, paymentPassword }, { token: t });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect([ledgerCount(h, p), ledgerCount(h, a)]).toEqual(counts);
  });
});
