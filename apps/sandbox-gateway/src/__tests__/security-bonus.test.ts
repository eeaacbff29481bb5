import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_KEY, endpoints, type Invitee, type WithdrawalQuote } from '@portal/api-contract';
import { call, lastSmsCode, login } from '../testing/client';
import { createDeposit, memberId, paidCallback, sendCallback } from '../testing/cashier';
import { createHarness, type Harness } from '../testing/harness';

/**
 * The abuse policy (docs/product/abuse-policy.md): bonus money is
 * played before it leaves (withdrawal or transfer to the upline); one sign-up bonus per person as
 * far as the platform can tell (client address, device, mobile number, payout account); no
 * referral reward between accounts of one person; limits on how fast accounts are created.
 */
let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

interface Client {
  ip: string;
  device?: string;
}
const headersOf = (client: Client) => ({ 'X-Forwarded-For': client.ip, ...(client.device ? { 'Device-Id': client.device } : {}) });
let mobiles = 0;
/** A fresh Brazilian number (11 digits). */
const newMobile = () => `1197${String(++mobiles).padStart(7, '0')}`;

/** Registers by mobile number (SMS-verified) from a client; returns the member logged in. */
async function register(client: Client, extra: Record<string, unknown> = {}) {
  const mobileNum = newMobile();
  await call(h, endpoints.smsRegister, { countryDialingCode: '+55', mobileNo: mobileNum }, { headers: headersOf(client) });
  const res = await call<{ token: string; userName: string }>(
    h,
    endpoints.mobileRegister,
    {
      countryDialingCode: '+55',
      mobileNum,
      verificationCode: await lastSmsCode(h, `55${mobileNum}`),
      password: 'secret12',
      confirmPassword: 'secret12',
      ...extra,
    },
    { headers: headersOf(client) },
  );
  if (!res.body.success) throw new Error(`register: ${res.status} ${res.body.message}`);
  return { token: res.body.value.token, username: res.body.value.userName, mobileNum, client };
}
type Member = Awaited<ReturnType<typeof register>>;

const balance = async (m: Member) => (await call<{ sumBalance: number }>(h, endpoints.balance, {}, { token: m.token })).body.value.sumBalance;
const quote = async (m: Member) => (await call<WithdrawalQuote>(h, endpoints.withdrawalQuote, {}, { token: m.token, headers: headersOf(m.client) })).body.value;
const signupBonuses = () => h.db.prepare<unknown[], number>("SELECT COUNT(*) FROM bonuses WHERE source = 'signup'").pluck().get()!;

async function withPaymentPassword(m: Member) {
  h.clock.advance(1001); // one SMS per number per second: the registration's code was just sent
  await call(h, endpoints.smsPaymentPassword, {}, { token: m.token, headers: headersOf(m.client) });
  const verificationCode = await lastSmsCode(h, `55${m.mobileNum}`);
  const set = await call(
    h,
    endpoints.paymentPasswordSet,
    { verificationCode, paymentPassword: '135790', confirmPaymentPassword: '135790' },
    { token: m.token },
  );
  expect(set.body.success, JSON.stringify(set.body)).toBe(true);
}
const bindPix = (m: Member, pixKey: string) =>
  call<{ id: number }>(
    h,
    endpoints.payoutAccountBind,
    { type: 'PIX', holderName: 'Ana Souza', pixKeyType: 'CPF', pixKey, paymentPassword: '135790' },
    { token: m.token, headers: headersOf(m.client) },
  );

describe('bonus money is played before it leaves', () => {
  it('a fresh account’s sign-up bonus is not withdrawable: the quote shows its remaining turnover and a withdrawal is refused', async () => {
    const m = await register({ ip: '198.51.100.10' });
    expect(await balance(m)).toBe(100);
    const q = await quote(m);
    expect(q).toMatchObject({ balance: 100, withdrawable: 0, turnoverShortfall: 300, turnoverRequired: 300, turnoverDone: 0 });
    expect(q.activeBonuses).toEqual([
      expect.objectContaining({ source: 'signup', amount: 100, turnoverMultiplier: 3, turnoverRequired: 300, turnoverDone: 0, turnoverRemaining: 300 }),
    ]);
    await withPaymentPassword(m);
    const account = await bindPix(m, '11122233344');
    expect(account.body.success, JSON.stringify(account.body)).toBe(true);
    const withdrawal = await call(
      h,
      endpoints.withdrawalCreate,
      { payoutAccountId: account.body.value.id, amount: 50, paymentPassword: '135790' },
      { token: m.token },
    );
    expect(withdrawal.body).toMatchObject({ success: false, message: ERROR_KEY.amountAboveWithdrawable, value: { field: 'amount', limit: 0 } });
    expect(await balance(m)).toBe(100);
  });

  it('a transfer to the upline moves no more than a withdrawal would: an unplayed deposit stays', async () => {
    const token = await login(h, 'player1', 'player1234');
    const order = await createDeposit(h, token, 400);
    expect((await sendCallback(h, paidCallback(h, order.orderId, 400))).body.value.status).toBe('credited');
    const q = (await call<WithdrawalQuote>(h, endpoints.withdrawalQuote, {}, { token })).body.value;
    expect(q.turnoverShortfall).toBeGreaterThanOrEqual(400);
    expect(q.withdrawable).toBeLessThan(q.balance);
    const agent = memberId(h, 'agent');
    const agentBefore = h.db.prepare<unknown[], number>('SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE member_id = ?').pluck().get(agent)!;

    const all = Math.min(q.balance, 50_000);
    const laundering = await call(h, endpoints.uplineTransfer, { amount: all, paymentPassword: '123456' }, { token });
    expect(laundering.body).toMatchObject({ success: false, message: ERROR_KEY.amountAboveWithdrawable, value: { field: 'amount', limit: q.withdrawable } });
    expect(h.db.prepare('SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE member_id = ?').pluck().get(agent)).toBe(agentBefore);
    if (q.withdrawable >= 10) {
      const allowed = await call(h, endpoints.uplineTransfer, { amount: q.withdrawable, paymentPassword: '123456' }, { token });
      expect(allowed.body.success, JSON.stringify(allowed.body)).toBe(true);
    }
  });

  it('the operator sets the sign-up bonus and its multiple per merchant', async () => {
    const set = await h.operator('PUT', '/sandbox/abuse-policy?merchant=TEST', { signupBonus: { amount: 50, turnoverMultiplier: 10 } });
    expect(set.body.value).toEqual({ signupBonus: { amount: 50, turnoverMultiplier: 10 } });
    const m = await register({ ip: '198.51.100.11' });
    expect(await quote(m)).toMatchObject({ balance: 50, withdrawable: 0, turnoverShortfall: 500 });
    await h.operator('PUT', '/sandbox/abuse-policy?merchant=TEST', { signupBonus: { amount: 0, turnoverMultiplier: 3 } });
    expect(await balance(await register({ ip: '198.51.100.12' }))).toBe(0);
  });
});

describe('one sign-up bonus per person (abuse policy)', () => {
  it('a second account from the same client address, or the same device, opens without the bonus', async () => {
    const first = await register({ ip: '198.51.100.20', device: 'dev-aaa' });
    const sameClient = await register({ ip: '198.51.100.20' });
    const sameDevice = await register({ ip: '198.51.100.21', device: 'dev-aaa' });
    const stranger = await register({ ip: '198.51.100.22', device: 'dev-bbb' });
    expect([await balance(first), await balance(sameClient), await balance(sameDevice), await balance(stranger)]).toEqual([100, 0, 0, 100]);
    // The operator allows two per address (a household): the next one from it gets one.
    await h.operator('PUT', '/sandbox/limits', { signupBonusPerClient: { max: 2, windowMs: 30 * 86_400_000 } });
    expect(await balance(await register({ ip: '198.51.100.22' }))).toBe(100);
  });

  it('binding a payout account another bonus holder holds forfeits the sign-up bonus and takes it back, once, even when bound in parallel', async () => {
    const first = await register({ ip: '198.51.100.30' });
    await withPaymentPassword(first);
    expect((await bindPix(first, '22233344455')).body.success).toBe(true);
    expect((await bindPix(first, '33344455566')).body.success).toBe(true);
    const second = await register({ ip: '198.51.100.31' });
    expect(await balance(second)).toBe(100);
    await withPaymentPassword(second);

    const results = await Promise.all(['22233344455', '33344455566', '22233344455'].map((key) => bindPix(second, key)));
    expect(results.filter((r) => r.body.success)).toHaveLength(2);
    expect(await balance(second)).toBe(0);
    const id = memberId(h, second.username);
    expect(h.db.prepare("SELECT amount FROM ledger WHERE member_id = ? AND kind = 'bonus_forfeit'").pluck().all(id)).toEqual([-10000]);
    const bonuses = await call<{ list: { source: string; status: string }[] }>(h, endpoints.bonusList, {}, { token: second.token });
    expect(bonuses.body.value.list).toEqual([expect.objectContaining({ source: 'signup', status: 'forfeited' })]);
    // The first holder keeps its bonus.
    expect(await balance(first)).toBe(100);
  });

  it('concurrent registrations from one client get one sign-up bonus between them', async () => {
    await h.operator('PUT', '/sandbox/limits', { registerPerClient: { max: 100, windowMs: 60_000 } });
    const before = signupBonuses();
    const client = { ip: '198.51.100.40' };
    const mobilesOf = Array.from({ length: 8 }, () => newMobile());
    for (const mobileNo of mobilesOf)
      await call(h, endpoints.smsRegister, { countryDialingCode: '+55', mobileNo }, { headers: headersOf({ ip: '198.51.100.41' }) });
    const codes = await Promise.all(mobilesOf.map((m) => lastSmsCode(h, `55${m}`)));
    const results = await Promise.all(
      mobilesOf.map((mobileNum, i) =>
        call(
          h,
          endpoints.mobileRegister,
          { countryDialingCode: '+55', mobileNum, verificationCode: codes[i], password: 'secret12', confirmPassword: 'secret12' },
          { headers: headersOf(client) },
        ),
      ),
    );
    expect(results.every((r) => r.body.success)).toBe(true);
    expect(signupBonuses()).toBe(before + 1);
    const newcomers = h.db
      .prepare<unknown[], number>('SELECT id FROM members WHERE mobile_num IN (' + mobilesOf.map(() => '?').join(', ') + ')')
      .pluck()
      .all(...mobilesOf);
    expect(newcomers).toHaveLength(8);
    const credited = h.db
      .prepare(`SELECT COUNT(*) FROM ledger WHERE kind = 'signup_bonus' AND member_id IN (${newcomers.map(() => '?').join(', ')})`)
      .pluck()
      .get(...newcomers);
    expect(credited).toBe(1);
  });
});

describe('referral rewards', () => {
  async function friendOf(inviter: Member, client: Client) {
    const code = (await call<{ code: string }>(h, endpoints.referralInfo, {}, { token: inviter.token })).body.value.code;
    const friend = await register(client, { referralCode: code });
    await h.operator('POST', `/sandbox/members/${friend.username}/deposit`, { amount: 100 });
    expect((await h.operator('POST', `/sandbox/members/${friend.username}/spins`, { count: 5, stake: 10 })).status).toBe(200);
    return friend;
  }
  const statuses = async (inviter: Member) =>
    (await call<{ list: Invitee[] }>(h, endpoints.referralInvitees, {}, { token: inviter.token })).body.value.list.map((f) => f.status);
  const claim = (inviter: Member) => call(h, endpoints.rewardClaim, { kind: 'referral' }, { token: inviter.token });

  it('an inviter and a friend registered from the same client earn nothing; the friend shows as not eligible', async () => {
    const inviter = await register({ ip: '198.51.100.50' });
    await friendOf(inviter, { ip: '198.51.100.50' });
    expect(await statuses(inviter)).toEqual(['ineligible']);
    expect((await claim(inviter)).body.message).toBe('not_claimable');
    expect(h.db.prepare("SELECT COUNT(*) FROM ledger WHERE kind = 'reward_referral'").pluck().get()).toBe(0);
  });

  it('a shared device, a login from the friend’s address or a shared payout account count as well; a real friend is paid', async () => {
    const inviter = await register({ ip: '198.51.100.60', device: 'phone-1' });
    // A real friend is paid (before any account of the inviter's own: then it would get no reward at all, fraud-bonuses.test.ts).
    await friendOf(inviter, { ip: '198.51.100.64', device: 'phone-2' });
    const paid = await claim(inviter);
    expect(paid.body).toMatchObject({ success: true, value: { amount: 10 } });

    await friendOf(inviter, { ip: '198.51.100.61', device: 'phone-1' });
    const loggedInThere = await friendOf(inviter, { ip: '198.51.100.62' });
    await login(h, inviter.username, 'secret12', {}, headersOf({ ip: '198.51.100.62' }));
    const payout = await friendOf(inviter, { ip: '198.51.100.63' });
    await withPaymentPassword(inviter);
    await withPaymentPassword(payout);
    expect((await bindPix(inviter, '44455566677')).body.success).toBe(true);
    expect((await bindPix(payout, '44455566677')).body.success).toBe(true);
    expect(await statuses(inviter)).toEqual(['ineligible', 'ineligible', 'ineligible', 'rewarded']);
    expect(loggedInThere.username).toBeTruthy();
    expect((await claim(inviter)).body.message).toBe('not_claimable');
  });
});

describe('account creation limits', () => {
  const downline = (token: string, i: number, ip: string) =>
    call(
      h,
      endpoints.registerDownline,
      { username: `mint${String(i).padStart(3, '0')}x`, password: 'secret12', confirmPassword: 'secret12', memberType: 'player' },
      { token, headers: { 'X-Forwarded-For': ip } },
    );

  it('an agent’s client opens at most registerPerClient accounts, the agent at most downlinePerAgent a day, and none gets a sign-up bonus', async () => {
    const token = await login(h, 'agent', 'agent1234', {}, { 'X-Forwarded-For': '203.0.113.200' });
    const fromOne: number[] = [];
    for (let i = 0; i < 25; i++) fromOne.push((await downline(token, i, '203.0.113.200')).status);
    expect(fromOne.filter((s) => s === 200)).toHaveLength(5);
    expect(fromOne.slice(5).every((s) => s === 429)).toBe(true);

    const spread: number[] = [];
    for (let i = 25; i < 45; i++) spread.push((await downline(token, i, `203.0.113.${i}`)).status);
    expect(spread.filter((s) => s === 200)).toHaveLength(15);
    expect(spread.slice(15).every((s) => s === 429)).toBe(true);
    const minted = h.db.prepare<unknown[], number>("SELECT id FROM members WHERE username LIKE 'mint%'").pluck().all();
    expect(minted).toHaveLength(20);
    // An account an agent opens gets no sign-up bonus, whatever client the agent sends it from (fraud-bonuses.test.ts).
    const withBonus = h.db
      .prepare(`SELECT COUNT(*) FROM bonuses WHERE source = 'signup' AND member_id IN (${minted.map(() => '?').join(', ')})`)
      .pluck()
      .get(...minted);
    expect(withBonus).toBe(0);
    h.clock.advance(24 * 60 * 60_000 + 1);
    const token2 = await login(h, 'agent', 'agent1234', {}, { 'X-Forwarded-For': '203.0.113.200' });
    expect((await downline(token2, 99, '203.0.113.99')).status).toBe(200);
  });
});
