import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_KEY, endpoints, type Invitee } from '@portal/api-contract';
import { call, gamePost, login, openGame } from '../testing/client';
import { createDeposit, memberId, paidCallback, sendCallback } from '../testing/cashier';
import { createHarness, type Harness, seededRandom } from '../testing/harness';
import { as, balanceOf, bindPayout, headersOf, type Client, type Member, quoteOf, registerByMobile, withPaymentPassword, withdraw } from '../testing/people';

/**
 * Bonuses and referral rewards against a fraudster (docs/product/abuse-policy.md): each test
 * replays an attack as it was reported, through the HTTP API, and shows that no bonus is kept.
 */
let h: Harness;
beforeEach(() => {
  h = createHarness({ random: seededRandom(50) });
});
afterEach(() => h.dispose());

const register = (client: Client, extra: Record<string, unknown> = {}) => registerByMobile(h, client, extra);
const ledgerKinds = (m: Member, kinds: string[]) =>
  h.db
    .prepare<unknown[], number>(`SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE member_id = ? AND kind IN (${kinds.map(() => '?').join(', ')})`)
    .pluck()
    .get(memberId(h, m.username), ...kinds)!;
const REWARD_KINDS = ['reward_checkin', 'mission_reward', 'raffle', 'reward_referral', 'reward_rebate', 'reward_levelup'];

/** A deposit paid through the provider's callback (credited, with its 1× turnover requirement). */
async function deposit(m: Member, amount: number) {
  const order = await createDeposit(h, m.token, amount);
  expect((await sendCallback(h, paidCallback(h, order.orderId, amount))).body.value.status).toBe('credited');
}
const spins = (m: Member, count: number, stake: number, games = 1) => h.operator('POST', `/sandbox/members/${m.username}/spins`, { count, stake, games });

/** Every reward the chain offers a fresh account: the daily check-in, the missions it completed, the raffle. */
async function claimEverything(m: Member) {
  return [
    await as(h, m, endpoints.rewardClaim, { kind: 'checkin' }),
    await as(h, m, endpoints.missionClaim, { missionId: 1 }),
    await as(h, m, endpoints.missionClaim, { missionId: 3 }),
    await as(h, m, endpoints.raffleClaim, { promotionId: 4 }),
  ];
}

describe('downline minting: an agent’s accounts get no sign-up bonus', () => {
  it('20 downlines, each registered from a new X-Forwarded-For, open without a bonus; nothing reaches them later', async () => {
    const agent = await login(h, 'agent', 'agent1234', {}, { 'X-Forwarded-For': '203.0.113.200' });
    const minted: string[] = [];
    for (let i = 0; i < 20; i++) {
      const username = `mint${String(i).padStart(3, '0')}x`;
      const res = await call(
        h,
        endpoints.registerDownline,
        { username, password: 'secret12', confirmPassword: 'secret12', memberType: 'player' },
        { token: agent, headers: { 'X-Forwarded-For': `203.0.113.${i + 1}` } },
      );
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      minted.push(username);
    }
    const ids = minted.map((u) => memberId(h, u));
    expect(
      h.db
        .prepare(`SELECT COUNT(*) FROM bonuses WHERE member_id IN (${ids.map(() => '?').join(', ')})`)
        .pluck()
        .get(...ids),
    ).toBe(0);
    // The downline itself logs in from an address of its own: still nothing.
    const own = await login(h, minted[0], 'secret12', {}, { 'X-Forwarded-For': '198.51.100.201' });
    expect((await call<{ sumBalance: number }>(h, endpoints.balance, {}, { token: own })).body.value.sumBalance).toBe(0);
  });
});

describe('chained bonuses: rewards are paid to one account per person', () => {
  beforeEach(async () => {
    // The attack used no sign-up bonus at all.
    await h.operator('PUT', '/sandbox/abuse-policy?merchant=TEST', { signupBonus: { amount: 0, turnoverMultiplier: 3 } });
  });

  /** Deposits 10.00 and plays it over three games: missions 1 and 3 are complete. */
  async function playedAccount(client: Client) {
    const m = await register(client);
    await deposit(m, 10);
    expect((await spins(m, 10, 1, 3)).status).toBe(200);
    h.clock.advance(1000);
    return m;
  }

  it('three accounts from one address: every reward claim is refused with bonus_linked_account and nothing is credited', async () => {
    const accounts = [];
    for (let i = 0; i < 3; i++) accounts.push(await playedAccount({ ip: '203.0.113.60' }));
    for (const m of accounts) {
      const claims = await claimEverything(m);
      expect(claims.map((c) => c.body.message)).toEqual(Array(4).fill(ERROR_KEY.bonusLinkedAccount));
      expect(ledgerKinds(m, REWARD_KINDS)).toBe(0);
    }
  });

  it('three accounts from three addresses that bind one PIX key: the rewards already claimed cannot be withdrawn, and no more are paid', async () => {
    const accounts: Member[] = [];
    for (let i = 0; i < 3; i++) accounts.push(await playedAccount({ ip: `203.0.113.${61 + i}` }));
    const rewarded: number[] = [];
    for (const m of accounts) {
      expect((await claimEverything(m)).every((c) => c.body.success)).toBe(true);
      rewarded.push(ledgerKinds(m, REWARD_KINDS) / 100);
      // Before any link, a player's rewards are its own: withdrawable once played through.
      expect((await quoteOf(h, m)).bonusHeld).toBe(0);
    }
    const payout: number[] = [];
    for (const m of accounts) {
      await withPaymentPassword(h, m);
      const bound = await bindPayout(h, m, { pixKey: '39053344705' });
      expect(bound.body.success, JSON.stringify(bound.body)).toBe(true);
      payout.push(bound.body.value.id);
    }
    for (const [i, m] of accounts.entries()) {
      m.token = await login(h, m.username, 'secret12', {}, headersOf(m.client));
      expect((await spins(m, 40, 1)).status).toBe(200);
      // Whatever is played, the rewards stay between the balance and a withdrawal.
      const q = await quoteOf(h, m);
      expect(q.bonusHeld).toBeCloseTo(rewarded[i], 2);
      expect(q.withdrawable).toBeCloseTo(Math.max(0, q.balance - q.turnoverShortfall - rewarded[i]), 2);
      if (q.balance >= 20) {
        const all = await withdraw(h, m, payout[i], q.balance);
        expect(all.body).toMatchObject({ success: false, message: ERROR_KEY.amountAboveWithdrawable, value: { limit: q.withdrawable } });
      }
      h.clock.advance(24 * 60 * 60_000); // tomorrow's check-in, after logging in again
      m.token = await login(h, m.username, 'secret12', {}, headersOf(m.client));
      expect((await as(h, m, endpoints.rewardClaim, { kind: 'checkin' })).body.message).toBe(ERROR_KEY.bonusLinkedAccount);
    }
  });
});

describe('dodging the forfeit: a forfeited bonus is taken back wherever it went', () => {
  async function firstHolder() {
    const first = await register({ ip: '198.51.100.70' });
    await withPaymentPassword(h, first);
    expect((await bindPayout(h, first, { pixKey: '52998224725' })).body.success).toBe(true);
    return first;
  }

  it('moved to a game wallet before binding the shared key: taken back from the game wallet, once, even with three binds in parallel', async () => {
    await firstHolder();
    const dup = await register({ ip: '198.51.100.71' });
    expect(await balanceOf(h, dup)).toBe(100);
    expect((await as(h, dup, endpoints.walletTransfer, { from: 'MAIN', to: 'PG', amount: 100 })).body.success).toBe(true);
    await withPaymentPassword(h, dup);
    const binds = await Promise.all(['52998224725', '52998224725', '52998224725'].map((pixKey) => bindPayout(h, dup, { pixKey })));
    expect(binds.filter((b) => b.body.success)).toHaveLength(1);
    expect(await balanceOf(h, dup)).toBe(0);
    const id = memberId(h, dup.username);
    expect(h.db.prepare("SELECT wallet, amount FROM ledger WHERE member_id = ? AND kind = 'bonus_forfeit'").all(id)).toEqual([
      { wallet: 'PG', amount: -10000 },
    ]);
    expect((await quoteOf(h, dup)).bonusHeld).toBe(0);
  });

  it('staked on both sides of a draw before binding: what the draw pays back is held, and 92.00 cannot be withdrawn to that key', async () => {
    await firstHolder();
    const dup = await register({ ip: '198.51.100.72' });
    const { session } = await openGame(h, dup.token, { vassalage: 'VNLOTT', lottoGameCode: 'VNLOTT_001', launchMode: 'LOTT', lottoArea: 'VN' });
    for (const selection of ['big', 'small'])
      expect((await gamePost(h, session, '/sandbox/games/lottery/bet', { selection, stake: 50 })).body.success).toBe(true);
    expect(await balanceOf(h, dup)).toBe(0);
    await withPaymentPassword(h, dup);
    const bound = await bindPayout(h, dup, { pixKey: '52998224725' });
    expect(bound.body.success).toBe(true);
    expect((await call<{ list: { source: string; status: string }[] }>(h, endpoints.bonusList, {}, { token: dup.token })).body.value.list).toEqual([
      expect.objectContaining({ source: 'signup', status: 'forfeited' }),
    ]);
    h.clock.advance(61_000); // the draw
    const paidBack = await balanceOf(h, dup);
    expect(paidBack).toBeGreaterThan(90);
    await spins(dup, 20, 2); // some of the turnover the attacker played
    const q = await quoteOf(h, dup);
    expect(q.bonusHeld).toBe(100);
    expect(q.withdrawable).toBe(Math.max(0, Math.round((q.balance - q.turnoverShortfall - 100) * 100) / 100));
    const attempt = await withdraw(h, dup, bound.body.value.id, Math.min(92, q.balance));
    expect(attempt.body).toMatchObject({ success: false, message: ERROR_KEY.amountAboveWithdrawable, value: { limit: q.withdrawable } });
  });
});

describe('a forfeited bonus takes its turnover with it; the deposit’s stays', () => {
  it('deposit 100.00, bonuses of 50.00 (10×) and 5.00 (10×), 10.00 played: forfeiting the first takes its 490.00 off, once, even five times at once', async () => {
    await h.operator('PUT', '/sandbox/abuse-policy?merchant=TEST', { signupBonus: { amount: 0, turnoverMultiplier: 3 } });
    const m = await register({ ip: '198.51.100.110' });
    await deposit(m, 100);
    const grant = async (amount: number) => {
      const granted = await h.operator('POST', '/sandbox/bonuses', { username: m.username, amount, turnoverMultiplier: 10, title: 'Reload' });
      expect(granted.body.success).toBe(true);
      return (granted.body.value as { id: number }).id;
    };
    const forfeited = await grant(50);
    await grant(5);
    expect((await quoteOf(h, m)).turnoverShortfall).toBe(650);
    h.clock.advance(1000);
    expect((await spins(m, 10, 1)).status).toBe(200);
    h.clock.advance(1000);
    expect((await quoteOf(h, m)).turnoverShortfall).toBe(640);

    const answers = await Promise.all(Array.from({ length: 5 }, () => h.operator('POST', `/sandbox/bonuses/${forfeited}/forfeit`)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.success)) expect(refused.body.message).toBe('invalid_status');
    // 640.00 − what the forfeited bonus still asked (500.00 − 10.00 played): the deposit's 100.00
    // and the other bonus's 50.00, less the 10.00 played once.
    const q = await quoteOf(h, m);
    expect(q.turnoverShortfall).toBe(150);
    expect(q.activeBonuses.map((b) => b.turnoverRemaining)).toEqual([40]);
    expect((await call<{ list: { amount: number; status: string }[] }>(h, endpoints.bonusList, {}, { token: m.token })).body.value.list).toEqual([
      expect.objectContaining({ amount: 5, status: 'active' }),
      expect.objectContaining({ amount: 50, status: 'forfeited' }),
    ]);
  });

  it('a forfeited sign-up bonus not played at all: only the deposit’s turnover is left', async () => {
    const first = await register({ ip: '198.51.100.111' });
    await withPaymentPassword(h, first);
    expect((await bindPayout(h, first, { pixKey: '11144477735' })).body.success).toBe(true);
    const dup = await register({ ip: '198.51.100.112' });
    await deposit(dup, 40);
    expect((await quoteOf(h, dup)).turnoverShortfall).toBe(340); // 40.00 + 100.00 × 3
    await withPaymentPassword(h, dup);
    expect((await bindPayout(h, dup, { pixKey: '11144477735' })).body.success).toBe(true);
    expect(await quoteOf(h, dup)).toMatchObject({ balance: 40, turnoverShortfall: 40, withdrawable: 0 });
  });
});

describe('the same payout account spelt differently is the same account', () => {
  it('a bank account with and without its dash or leading zeros, another key of the same holder, a +tag e-mail: each second bonus is forfeited', async () => {
    const first = await register({ ip: '198.51.100.80' });
    await withPaymentPassword(h, first);
    const bank = { type: 'BANK', bankCode: '260', branch: '0001' };
    expect((await bindPayout(h, first, { ...bank, accountNumber: '1234567-5' })).body.success).toBe(true);
    expect((await bindPayout(h, first, { pixKeyType: 'EMAIL', pixKey: 'Ana.Souza@Example.com' })).body.success).toBe(true);
    // The account's own list refuses the same account spelt again.
    expect((await bindPayout(h, first, { ...bank, branch: '1', accountNumber: '001234567-5' })).body.message).toBe(ERROR_KEY.payoutAccountExists);

    const spellings: Record<string, unknown>[] = [
      { ...bank, accountNumber: '12345675' },
      { ...bank, branch: '1', accountNumber: '001234567-5' },
      { pixKeyType: 'EMAIL', pixKey: 'ana.souza+bonus@example.com' },
      // A PHONE key is its holder's number: the one the first account registered with.
      { pixKeyType: 'PHONE', pixKey: `+55${first.mobileNum}` },
    ];
    for (const [i, account] of spellings.entries()) {
      const dup = await register({ ip: `198.51.100.${81 + i}` });
      expect(await balanceOf(h, dup)).toBe(100);
      await withPaymentPassword(h, dup);
      const bound = await bindPayout(h, dup, account);
      expect(bound.body.success, JSON.stringify(bound.body)).toBe(true);
      expect(await balanceOf(h, dup), JSON.stringify(account)).toBe(0);
    }
    expect(await balanceOf(h, first)).toBe(100);
  });
});

describe('self-referral: a friend qualifies with its own deposit and play, never with its sign-up bonus', () => {
  const codeOf = async (m: Member) => (await as<{ code: string }>(h, m, endpoints.referralInfo)).body.value.code;
  const statuses = async (m: Member) => (await as<{ list: Invitee[] }>(h, m, endpoints.referralInvitees)).body.value.list.map((f) => f.status);

  it('a fake friend on another address plays its sign-up bonus: the inviter gets nothing until the friend deposits and plays its own money', async () => {
    const inviter = await register({ ip: '198.51.100.90', device: 'inviter-phone' });
    const friend = await register({ ip: '198.51.100.91', device: 'friend-phone' }, { referralCode: await codeOf(inviter) });
    expect(await balanceOf(h, friend)).toBe(100);
    expect((await spins(friend, 10, 5)).status).toBe(200); // 50.00 of its sign-up bonus
    h.clock.advance(1000);
    expect(await statuses(inviter)).toEqual(['registered']);
    expect((await as(h, inviter, endpoints.rewardClaim, { kind: 'referral' })).body.message).toBe(ERROR_KEY.notClaimable);

    await deposit(friend, 50);
    h.clock.advance(1000);
    expect(await statuses(inviter)).toEqual(['registered']);
    expect((await spins(friend, 10, 5)).status).toBe(200);
    h.clock.advance(1000);
    expect(await statuses(inviter)).toEqual(['qualified']);
    expect((await as(h, inviter, endpoints.rewardClaim, { kind: 'referral' })).body).toMatchObject({ success: true, value: { amount: 10 } });
  });

  it('a friend on another address but with the inviter’s payout account spelt another way is not eligible', async () => {
    const inviter = await register({ ip: '198.51.100.92' });
    const friend = await register({ ip: '198.51.100.93' }, { referralCode: await codeOf(inviter) });
    for (const [m, accountNumber] of [
      [inviter, '7654321-0'],
      [friend, '076543210'],
    ] as const) {
      await withPaymentPassword(h, m);
      expect((await bindPayout(h, m, { type: 'BANK', bankCode: '341', branch: '12', accountNumber })).body.success).toBe(true);
    }
    await deposit(friend, 50);
    expect((await spins(friend, 10, 5)).status).toBe(200);
    h.clock.advance(1000);
    expect(await statuses(inviter)).toEqual(['ineligible']);
    expect((await as(h, inviter, endpoints.rewardClaim, { kind: 'referral' })).body.message).toBe(ERROR_KEY.notClaimable);
    expect(headersOf(friend.client)).toMatchObject({ 'X-Forwarded-For': '198.51.100.93' });
  });
});
