import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_KEY, endpoints } from '@portal/api-contract';
import { createGateway, type Gateway } from '../app';
import { call, gamePost, lastSmsCode, login, openGame } from '../testing/client';
import { createDeposit, memberId } from '../testing/cashier';
import { createHarness, type Harness, OPERATOR_KEY, TEST_PASSWORD_COST_LOG2 } from '../testing/harness';
import { as, bindPayout, headersOf, type Client, registerByMobile, withPaymentPassword } from '../testing/people';

/**
 * Accounts, brands and responsible gaming against a fraudster (docs/product/abuse-policy.md,
 * docs/product/responsible-gaming.md "A self-exclusion covers the person"): each test replays an
 * attack as it was reported, through the HTTP API, and shows that no token is accepted and no play
 * allowed.
 */
let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

const memberCount = () => h.db.prepare<unknown[], number>('SELECT COUNT(*) FROM members').pluck().get()!;
const refusalOf = async (attempt: Promise<unknown>) => {
  try {
    await attempt;
    return null;
  } catch (error) {
    return (error as { body?: { message: string; value: unknown } }).body ?? null;
  }
};

describe('a self-exclusion covers the person, not the account', () => {
  const person: Client = { ip: '198.51.100.110', device: 'browser-of-ana' };

  async function selfExcluded() {
    const a = await registerByMobile(h, person);
    const excluded = await as<{ until: number }>(h, a, endpoints.rgExclude, { kind: 'self_exclusion', duration: '5y' });
    expect(excluded.body.success, JSON.stringify(excluded.body)).toBe(true);
    return { a, until: excluded.body.value.until };
  }

  it('the same person cannot register again: not from the same address, not with the same browser elsewhere, not on the other brand', async () => {
    const { until } = await selfExcluded();
    const before = memberCount();
    const refusal = { message: ERROR_KEY.rgPersonSelfExcluded, value: { kind: 'self_exclusion', until } };
    expect(await refusalOf(registerByMobile(h, { ip: person.ip }))).toMatchObject(refusal);
    expect(await refusalOf(registerByMobile(h, { ip: '203.0.113.111', device: person.device }))).toMatchObject(refusal);
    const onVn = registerByMobile(h, { ip: person.ip, merchant: 'VN001' }, { countryDialingCode: '+84', mobileNum: '912000111' });
    expect(await refusalOf(onVn)).toMatchObject(refusal);
    expect(memberCount()).toBe(before);
    // Somebody else, elsewhere, registers as usual.
    await registerByMobile(h, { ip: '203.0.113.112', device: 'browser-of-bia' });
    expect(memberCount()).toBe(before + 1);
  });

  it('an account of the person on the other brand is logged out, refused at login and cannot stake; an account that binds the person’s payout account too', async () => {
    // Before the exclusion: an account on VN001 from the same browser, and one on this brand that shares nothing yet.
    const vn = await registerByMobile(
      h,
      { ip: '203.0.113.120', device: person.device, merchant: 'VN001' },
      { countryDialingCode: '+84', mobileNum: '912000120' },
    );
    const { session } = await openGame(
      h,
      vn.token,
      { vassalage: 'VNLOTT', lottoGameCode: 'VNLOTT_001', launchMode: 'LOTT', lottoArea: 'VN' },
      headersOf(vn.client),
    );
    const later = await registerByMobile(h, { ip: '203.0.113.121', device: 'another-browser' });
    const a = await registerByMobile(h, person);
    await withPaymentPassword(h, a);
    expect((await bindPayout(h, a, { pixKey: '11144477735' })).body.success).toBe(true);
    expect((await as(h, a, endpoints.rgExclude, { kind: 'self_exclusion', duration: '5y' })).body.success).toBe(true);

    // The VN001 account: its session ended with the exclusion, its game takes no stake, its login is refused.
    expect((await as(h, vn, endpoints.memberInfo)).status).toBe(401);
    expect((await gamePost(h, session, '/sandbox/games/lottery/bet', { selection: 'big', stake: 1 })).status).toBeGreaterThanOrEqual(401);
    const vnLogin = await call(h, endpoints.login, { username: vn.username, password: 'secret12' }, { headers: headersOf(vn.client) });
    expect(vnLogin.body.message).toBe(ERROR_KEY.rgSelfExcluded);

    // The other account, with money of its own, binds the person's PIX key: recognised, logged out, refused.
    await withPaymentPassword(h, later);
    expect((await h.operator('POST', `/sandbox/members/${later.username}/deposit`, { amount: 40 })).status).toBe(200);
    const order = await createDeposit(h, later.token, 50);
    expect(order.status).toBe('pending');
    expect((await bindPayout(h, later, { pixKey: '11144477735' })).body.success).toBe(true);
    expect((await as(h, later, endpoints.depositCreate, { channelId: 'pix', amount: 50 })).status).toBe(401);
    const laterLogin = await call<{ withdrawOnlyToken?: string }>(
      h,
      endpoints.login,
      { username: later.username, password: 'secret12' },
      { headers: headersOf(later.client) },
    );
    expect(laterLogin.body.message).toBe(ERROR_KEY.rgSelfExcluded);
    // What is its own can still leave: a withdraw-only session, which deposits nothing.
    const withdrawOnly = laterLogin.body.value?.withdrawOnlyToken;
    expect(withdrawOnly).toBeTruthy();
    expect((await call(h, endpoints.depositCreate, { channelId: 'pix', amount: 50 }, { token: withdrawOnly })).status).toBe(403);
    expect((await call<{ withdrawable: number }>(h, endpoints.withdrawalQuote, {}, { token: withdrawOnly })).body.value.withdrawable).toBe(40);
    // The operator lifts the exclusion: the person plays again everywhere.
    expect((await h.operator('POST', '/sandbox/rg/exclusions/lift', { username: a.username })).status).toBe(200);
    expect((await call(h, endpoints.login, { username: later.username, password: 'secret12' }, { headers: headersOf(later.client) })).body.success).toBe(true);
  });
});

describe('a session token belongs to its brand', () => {
  let g: Gateway;
  let hosted: Harness;
  beforeEach(() => {
    // Merchants from the host, as served: no Merchant header counts.
    g = createGateway({
      dbPath: h.dbPath,
      now: () => h.clock.now,
      operatorKey: OPERATOR_KEY,
      passwordCostLog2: TEST_PASSWORD_COST_LOG2,
      merchantHosts: { 'pt.casino.test': 'PT001', 'vn.casino.test': 'VN001' },
    });
    hosted = { ...h, app: g.app };
  });
  afterEach(() => g.close());
  const on = (host: string, token?: string) => ({ token, headers: { Host: host } });

  it('a VN001 token on PT001’s host reads nothing, claims no raffle and opens no deposit order (401); on its own host it works', async () => {
    const vnToken = (await call<{ token: string }>(hosted, endpoints.login, { username: 'vndemo', password: 'demo1234' }, on('vn.casino.test'))).body.value
      .token;
    const raffle = (await call<{ id: number; raffle: unknown }[]>(hosted, endpoints.promotions, {}, on('pt.casino.test'))).body.value.find((p) => p.raffle)!;
    const orders = () => h.db.prepare('SELECT COUNT(*) FROM deposit_orders WHERE member_id = ?').pluck().get(memberId(h, 'vndemo'));
    const before = orders();
    for (const [ep, input] of [
      [endpoints.memberInfo, {}],
      [endpoints.balance, {}],
      [endpoints.raffleClaim, { promotionId: raffle.id }],
      [endpoints.depositCreate, { channelId: 'pix', amount: 50 }],
    ] as const) {
      expect((await call(hosted, ep, input, on('pt.casino.test', vnToken))).status, ep.name).toBe(401);
    }
    expect(orders()).toBe(before);
    expect(h.db.prepare('SELECT COUNT(*) FROM raffle_claims WHERE member_id = ?').pluck().get(memberId(h, 'vndemo'))).toBe(0);
    expect((await call(hosted, endpoints.memberInfo, {}, on('vn.casino.test', vnToken))).status).toBe(200);
    // A platform account's session is its brand's too.
    const demoOnVn = await login(hosted, 'demo', 'demo1234', {}, { Host: 'vn.casino.test' });
    expect((await call(hosted, endpoints.memberInfo, {}, on('pt.casino.test', demoOnVn))).status).toBe(401);
  });

  it('registering through a host outside the map opens no account (no platform-wide account logs in on every brand)', async () => {
    const before = memberCount();
    const outside = { headers: { Host: 'elsewhere.test', 'X-Forwarded-For': '198.51.100.140' } };
    const res = await call(hosted, endpoints.register, { username: 'everywhere1', password: 'secret12', confirmPassword: 'secret12' }, outside);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ERROR_KEY.featureDisabled);
    expect((await call(hosted, endpoints.freePlayLogin, { os: 'linux' }, outside)).status).toBe(403);
    expect(memberCount()).toBe(before);
    const ok = await call(hosted, endpoints.register, { username: 'ptonly01', password: 'secret12', confirmPassword: 'secret12' }, on('pt.casino.test'));
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    expect(h.db.prepare("SELECT merchant FROM members WHERE username = 'ptonly01'").pluck().get()).toBe('PT001');
    expect((await call(hosted, endpoints.login, { username: 'ptonly01', password: 'secret12' }, on('vn.casino.test'))).body.message).toBe(
      ERROR_KEY.loginFailed,
    );
  });
});

describe('distributed password guessing', () => {
  /** A solved captcha for a client (the operator's peek stands in for the person who reads it). */
  async function solvedCaptcha(ip: string) {
    const res = await h.json('GET', endpoints.captcha.path, { headers: { 'X-Forwarded-For': ip } });
    const sid = /captcha_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const code = (await h.operator('GET', `/sandbox/captcha?sid=${sid}`)).body.value as { code: string };
    return { cookie: `captcha_sid=${sid}`, code: code.code };
  }
  const attempt = (password: string, ip: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    call<{ captchaRequired?: boolean; token?: string }>(
      h,
      endpoints.login,
      { username: 'demo', password, ...extra },
      { headers: { 'X-Forwarded-For': ip, ...headers } },
    );

  it('300 guesses from 100 addresses: after 20 failures every guess needs a captcha and none is evaluated; nobody is locked; the owner solves one and logs in', async () => {
    const messages: string[] = [];
    for (let client = 0; client < 100; client++) {
      for (let i = 0; i < 3; i++)
        messages.push((await attempt(`guess${client}-${i}`, `203.0.${Math.floor(client / 200) + 113}.${client + 1}`)).body.message ?? '');
    }
    expect(messages.slice(0, 20)).toEqual(Array(20).fill(ERROR_KEY.loginFailed));
    expect(messages.slice(20).every((m) => m === ERROR_KEY.captchaRequired)).toBe(true);
    expect(messages).not.toContain(ERROR_KEY.accountLocked);
    // Only the first twenty were checked against the password.
    expect(h.db.prepare("SELECT COUNT(*) FROM login_history WHERE member_id = ? AND result = 'wrong_password'").pluck().get(memberId(h, 'demo'))).toBe(20);
    // The right password without a captcha gives nothing away, from a new address too.
    const right = await attempt('demo1234', '198.51.100.150');
    expect(right.body).toMatchObject({ success: false, message: ERROR_KEY.captchaRequired, value: { captchaRequired: true } });
    // The owner reads the captcha and logs in.
    const captcha = await solvedCaptcha('198.51.100.150');
    const owner = await attempt('demo1234', '198.51.100.150', { captcha: captcha.code }, { Cookie: captcha.cookie });
    expect(owner.body.success, JSON.stringify(owner.body)).toBe(true);
    // An hour later the account asks no captcha any more.
    h.clock.advance(60 * 60_000 + 1);
    expect((await attempt('demo1234', '198.51.100.151')).body.success).toBe(true);
  });
});

describe('the payment-password SMS code burns after its attempts', () => {
  it('60 wrong codes: the count goes down to 0 and stays spent; the real code no longer sets the password', async () => {
    const m = await registerByMobile(h, { ip: '198.51.100.160' });
    h.clock.advance(1001);
    expect((await as(h, m, endpoints.smsPaymentPassword)).body.success).toBe(true);
    const right = await lastSmsCode(h, `55${m.mobileNum}`);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const remaining: (number | undefined)[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await as<{ remainingAttempts?: number } | null>(h, m, endpoints.paymentPasswordSet, {
        verificationCode: wrong,
        paymentPassword: '246810',
        confirmPaymentPassword: '246810',
      });
      expect(res.body.message).toBe(ERROR_KEY.verificationCodeInvalid);
      remaining.push(res.body.value?.remainingAttempts);
    }
    expect(remaining.slice(0, 5)).toEqual([4, 3, 2, 1, 0]);
    expect(remaining.slice(5).every((r) => r === undefined)).toBe(true);
    const late = await as(h, m, endpoints.paymentPasswordSet, { verificationCode: right, paymentPassword: '246810', confirmPaymentPassword: '246810' });
    expect(late.body.message).toBe(ERROR_KEY.verificationCodeInvalid);
    expect((await as<{ isSet: boolean }>(h, m, endpoints.paymentPasswordStatus)).body.value.isSet).toBe(false);
  });
});
