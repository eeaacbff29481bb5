import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CAPTCHA_AFTER_FAILURES,
  DEFAULT_WEAK_PASSWORD,
  ERROR_KEY,
  LOCK_AFTER_FAILURES,
  TWO_FACTOR_CHALLENGE_TTL_MS,
  TWO_FACTOR_MAX_ATTEMPTS,
  endpoints,
  fromBase64,
  loginFailureSchema,
  sealPayload,
  toBase64,
} from '@portal/api-contract';
import nacl from 'tweetnacl';
import { call, encryptionKey, lastSmsCode, login } from '../testing/client';
import { sendSmsLogin, solvedCaptcha } from '../testing/captcha';
import { createHarness, OPERATOR_KEY, type Harness } from '../testing/harness';
import { base32Encode, totp } from '../domain/two-factor';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

const MIN = 60_000;
const rawLogin = (body: unknown, headers: Record<string, string> = {}) =>
  h.json('POST', endpoints.login.path, { body, headers: { Encryption: 'nacl-box', ...headers } });

describe('encrypted payloads', () => {
  it('round-trips: a sealed login opens and logs in', async () => {
    const res = await call<{ token: string; userName: string }>(h, endpoints.login, { username: 'demo', password: 'demo1234' });
    expect(res.body.success).toBe(true);
    expect(res.body.value.userName).toBe('demo');
    expect(res.body.value.token.length).toBeGreaterThanOrEqual(22);
  });

  it('refuses a plaintext body on an encrypted call', async () => {
    const res = await call(h, endpoints.login, { username: 'demo', password: 'demo1234' }, { plaintext: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('encryption_required');
    const noHeader = await h.json('POST', endpoints.login.path, {
      body: sealPayload({ username: 'demo', password: 'demo1234' }, await encryptionKey(h), h.clock.now),
    });
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.message).toBe('encryption_required');
  });

  it('refuses a tampered box and a box sealed for another key', async () => {
    const key = await encryptionKey(h);
    const envelope = sealPayload({ username: 'demo', password: 'demo1234' }, key, h.clock.now);
    const box = fromBase64(envelope.box);
    box[3] ^= 0xff;
    expect((await rawLogin({ ...envelope, box: toBase64(box) })).body.message).toBe('encryption_invalid');
    const other = toBase64(nacl.box.keyPair().publicKey);
    const wrong = await rawLogin(sealPayload({ username: 'demo', password: 'demo1234' }, { keyId: key.keyId, publicKey: other }, h.clock.now));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('encryption_invalid');
    expect((await rawLogin({ ...envelope, keyId: 'unknown' })).body.message).toBe('encryption_invalid');
  });

  it('refuses a replayed envelope and a stale timestamp', async () => {
    const key = await encryptionKey(h);
    const envelope = sealPayload({ username: 'demo', password: 'demo1234' }, key, h.clock.now);
    expect((await rawLogin(envelope)).status).toBe(200);
    const replay = await rawLogin(envelope);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('encryption_replay');
    const stale = await call(h, endpoints.login, { username: 'demo', password: 'demo1234' }, { ts: h.clock.now - 5 * MIN - 1 });
    expect(stale.body.message).toBe('encryption_replay');
    const future = await call(h, endpoints.login, { username: 'demo', password: 'demo1234' }, { ts: h.clock.now + 5 * MIN + 1 });
    expect(future.body.message).toBe('encryption_replay');
  });

  it('keeps its key across a restart', async () => {
    const before = await encryptionKey(h);
    h = h.restart();
    const after = (await h.json<{ value: { keyId: string; publicKey: string } }>('GET', endpoints.encryptionKey.path)).body.value;
    expect(after).toMatchObject({ keyId: before.keyId, publicKey: before.publicKey });
  });
});

describe('sessions', () => {
  const info = (token: string) => call(h, endpoints.memberInfo, {}, { token });

  it('issues a new unguessable token at every login', async () => {
    const a = await login(h, 'demo', 'demo1234');
    const b = await login(h, 'demo', 'demo1234');
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await info(a)).status).toBe(200);
    expect((await info(b)).status).toBe(200);
  });

  it('expires after 30 minutes of inactivity, activity keeps it alive', async () => {
    const token = await login(h, 'demo', 'demo1234');
    h.clock.advance(29 * MIN);
    expect((await info(token)).status).toBe(200);
    h.clock.advance(29 * MIN);
    expect((await info(token)).status).toBe(200);
    h.clock.advance(30 * MIN + 1);
    const expired = await info(token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('session_expired');
  });

  it('expires 12 hours after login however active', async () => {
    const token = await login(h, 'demo', 'demo1234');
    for (let i = 0; i < 24; i++) {
      h.clock.advance(29 * MIN); // 24 × 29 min = 11 h 36 min, never idle 30 min
      expect((await info(token)).status).toBe(200);
    }
    h.clock.advance(25 * MIN); // 12 h 01 min after login, idle only 25 min
    expect((await info(token)).status).toBe(401);
  });

  it('logout revokes the token (then 401), other sessions stay', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const other = await login(h, 'demo', 'demo1234');
    expect((await call(h, endpoints.logout, {}, { token })).body.success).toBe(true);
    expect((await info(token)).status).toBe(401);
    expect((await call(h, endpoints.logout, {}, { token })).status).toBe(401);
    expect((await info(other)).status).toBe(200);
  });

  it('changing the password revokes every session of the member', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const res = await call(h, endpoints.changePassword, { oldPassword: 'demo1234', newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' }, { token });
    expect(res.body.success).toBe(true);
    expect((await info(token)).status).toBe(401);
    await login(h, 'demo', 'fresh1234');
  });

  it('flags the expired password and first login; the weak default password is the exported constant', async () => {
    const expired = await call<{ passwordExpired: boolean }>(h, endpoints.login, { username: 'expired', password: 'expired1234' });
    expect(expired.body.value.passwordExpired).toBe(true);
    const first = await call<{ firstTimeLogin: boolean }>(h, endpoints.login, { username: 'demo', password: 'demo1234' });
    expect(first.body.value.firstTimeLogin).toBe(true);
    const second = await call<{ firstTimeLogin: boolean }>(h, endpoints.login, { username: 'demo', password: 'demo1234' });
    expect(second.body.value.firstTimeLogin).toBe(false);
    expect((await call(h, endpoints.login, { username: 'weak', password: DEFAULT_WEAK_PASSWORD })).body.success).toBe(true);
  });
});

describe('captcha and lockout', () => {
  const cookieOf = (headers: Headers) => /captcha_sid=([^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1] ?? '';
  const captchaCode = async (cookie: string) =>
    (await h.json<{ value: { code: string } }>('GET', `/sandbox/captcha?sid=${cookie}`, { headers: { 'X-Operator-Key': OPERATOR_KEY } })).body.value.code;
  const fetchCaptcha = async (cookie?: string) => {
    const res = await h.json<{ value: string }>('GET', endpoints.captcha.path, { headers: cookie ? { Cookie: `captcha_sid=${cookie}` } : {} });
    return { png: Buffer.from(res.body.value, 'base64'), cookie: cookie ?? cookieOf(res.headers) };
  };
  const attempt = (password: string, captcha?: string, cookie?: string) =>
    call<unknown>(
      h,
      endpoints.login,
      { username: 'demo', password, ...(captcha ? { captcha } : {}) },
      { headers: cookie ? { Cookie: `captcha_sid=${cookie}` } : {} },
    );

  it('serves a PNG bound to a cookie', async () => {
    const { png, cookie } = await fetchCaptcha();
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(cookie.length).toBeGreaterThan(20);
    expect(await captchaCode(cookie)).toMatch(/^\d{4}$/);
  });

  it(`asks for a captcha after ${CAPTCHA_AFTER_FAILURES} failures; the code is single use, bound to its cookie and lives 2 minutes`, async () => {
    for (let i = 1; i <= CAPTCHA_AFTER_FAILURES; i++) {
      const res = await attempt('wrong');
      expect(res.body.success).toBe(false);
      expect(loginFailureSchema.parse(res.body.value).captchaRequired).toBe(i >= CAPTCHA_AFTER_FAILURES);
    }
    const withoutCaptcha = await attempt('demo1234');
    expect(withoutCaptcha.body).toMatchObject({ success: false, message: 'captcha_required', value: { captchaRequired: true } });

    const mine = await fetchCaptcha();
    const theirs = await fetchCaptcha();
    const code = await captchaCode(mine.cookie);
    // Another requester's cookie cannot use my code.
    expect((await attempt('demo1234', code, theirs.cookie)).body.success).toBe(false);
    // Expired after 2 minutes.
    const late = await fetchCaptcha(mine.cookie);
    const lateCode = await captchaCode(late.cookie);
    h.clock.advance(2 * MIN + 1);
    expect((await attempt('demo1234', lateCode, mine.cookie)).body.message).toBe('captcha_check_failed');
    // Right code once: logs in; the same code again is refused.
    const fresh = await fetchCaptcha(mine.cookie);
    const freshCode = await captchaCode(fresh.cookie);
    expect((await attempt('demo1234', freshCode, mine.cookie)).body.success).toBe(true);
    expect(await captchaCode(mine.cookie)).toBeNull();
  });

  it(`locks the account for 15 minutes after ${LOCK_AFTER_FAILURES} failures`, async () => {
    let last;
    for (let i = 1; i <= LOCK_AFTER_FAILURES; i++) {
      const { cookie } = await fetchCaptcha();
      last = await attempt('wrong', i > CAPTCHA_AFTER_FAILURES ? await captchaCode(cookie) : undefined, cookie);
      expect(last.body.success).toBe(false);
    }
    expect(last!.body.message).toBe('account_locked');
    const { cookie } = await fetchCaptcha();
    const locked = await attempt('demo1234', await captchaCode(cookie), cookie);
    expect(locked.body.message).toBe('account_locked');
    h.clock.advance(15 * MIN + 1);
    const after = await fetchCaptcha();
    expect((await attempt('demo1234', await captchaCode(after.cookie), after.cookie)).body.success).toBe(true);
  });
});

describe('SMS codes', () => {
  const mobile = { countryDialingCode: '+55', mobileNo: '11977770001' };
  const register = (verificationCode: string, mobileNum = mobile.mobileNo) =>
    call(h, endpoints.mobileRegister, { countryDialingCode: '+55', mobileNum, verificationCode, password: 'secret12', confirmPassword: 'secret12' });

  it('sends 6 digits to the sandbox outbox only; single use', async () => {
    const sent = await call<{ expiredMinutes: number; expirationTime: number }>(h, endpoints.smsRegister, mobile);
    expect(sent.body.success).toBe(true);
    expect(sent.body.value.expirationTime).toBe(h.clock.now + sent.body.value.expiredMinutes * MIN);
    const code = await lastSmsCode(h, '+5511977770001');
    expect(code).toMatch(/^\d{6}$/);
    expect((await register('000000' === code ? '111111' : '000000')).body.message).toBe('invalid_verification_code');
    const ok = await register(code);
    expect(ok.body.success).toBe(true);
    // The code is spent: a second registration with it fails (on a fresh number the code never matched anyway).
    await call(h, endpoints.smsRegister, { countryDialingCode: '+55', mobileNo: '11977770002' });
    expect((await register(code, '11977770002')).body.success).toBe(false);
  });

  it('throttles to one send a second per number and refuses a resend within the countdown', async () => {
    expect((await call(h, endpoints.smsRegister, mobile)).status).toBe(200);
    const throttled = await call(h, endpoints.smsRegister, mobile);
    expect(throttled.status).toBe(429);
    h.clock.advance(1001);
    const resend = await call(h, endpoints.smsRegister, mobile);
    expect(resend.body).toMatchObject({ success: false, message: 'sms_resend_too_soon' });
    // Other numbers are not affected.
    expect((await call(h, endpoints.smsRegister, { ...mobile, mobileNo: '11977770009' })).body.success).toBe(true);
    // After the countdown (expiredMinutes) a new code can be sent, and the old one has expired.
    const old = await lastSmsCode(h, '+5511977770001');
    h.clock.advance(10 * MIN);
    expect((await call(h, endpoints.smsRegister, mobile)).body.success).toBe(true);
    const fresh = await lastSmsCode(h, '+5511977770001');
    if (fresh !== old) expect((await register(old)).body.success).toBe(false);
    expect((await register(fresh)).body.success).toBe(true);
  });

  it('MOBILENUMPASSREG3: a mobile registration by number and password needs no code; without the switch it does', async () => {
    const byPassword = { countryDialingCode: '+55', mobileNum: '11977770031', password: 'secret12', confirmPassword: 'secret12' };
    expect((await call(h, endpoints.mobileRegister, byPassword)).body.message).toBe('invalid_verification_code');
    await h.operator('PUT', '/sandbox/switches?merchant=TEST', { switches: { MOBILENUMREG3: false, MOBILENUMPASSREG3: true } });
    const registered = await call<{ userName: string }>(h, endpoints.mobileRegister, byPassword);
    expect(registered.body.success).toBe(true);
    // The generated account logs in with the chosen password.
    await login(h, registered.body.value.userName, 'secret12');
    await h.operator('PUT', '/sandbox/switches?merchant=TEST', { switches: { MOBILENUMPASSREG3: false } });
    expect((await call(h, endpoints.mobileRegister, { ...byPassword, mobileNum: '11977770032' })).body.message).toBe(ERROR_KEY.featureDisabled);
  });

  it('a number past its SMS quota is told so, with the wait (429 sms_quota_exceeded, retryAfterMs)', async () => {
    const number = { countryDialingCode: '+55', mobileNo: '11966660001' };
    const first = h.clock.now;
    for (let i = 0; i < 5; i++) {
      expect((await call(h, endpoints.smsRegister, number)).body.success).toBe(true);
      h.clock.advance(2 * MIN + 1); // past the code's life: a new one may be asked for
    }
    const refused = await call<{ retryAfterMs: number }>(h, endpoints.smsRegister, number);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(ERROR_KEY.smsQuotaExceeded);
    expect(refused.body.value.retryAfterMs).toBe(first + 60 * MIN - h.clock.now);
  });

  it('an SMS login code needs the human check: no captcha, a wrong one or a used one sends nothing', async () => {
    const demo = { countryDialingCode: '+55', mobileNum: '11999990001' };
    const sent = () => h.db.prepare<unknown[], number>("SELECT COUNT(*) FROM sms_codes WHERE mobile = '5511999990001' AND purpose = 'login'").pluck().get()!;
    expect((await call(h, endpoints.smsLogin, demo)).body.message).toBe(ERROR_KEY.captchaRequired);
    const human = await solvedCaptcha(h);
    expect((await call(h, endpoints.smsLogin, { ...demo, captcha: 'WRONG1' }, { headers: human.headers })).body.message).toBe(ERROR_KEY.captchaInvalid);
    // A wrong answer burns the captcha (single use): the right one is refused after it.
    expect((await call(h, endpoints.smsLogin, { ...demo, captcha: human.captcha }, { headers: human.headers })).body.message).toBe(ERROR_KEY.captchaInvalid);
    // Another browser's captcha does not count here.
    const other = await solvedCaptcha(h);
    expect((await call(h, endpoints.smsLogin, { ...demo, captcha: other.captcha })).body.message).toBe(ERROR_KEY.captchaInvalid);
    expect(sent()).toBe(0);
    // An unknown number is not told apart from a known one before the check.
    expect((await call(h, endpoints.smsLogin, { countryDialingCode: '+55', mobileNum: '11900000009' })).body.message).toBe(ERROR_KEY.captchaRequired);

    const solved = await solvedCaptcha(h);
    const ok = await call<{ expiredMinutes: number }>(h, endpoints.smsLogin, { ...demo, captcha: solved.captcha }, { headers: solved.headers });
    expect(ok.body.success).toBe(true);
    expect(sent()).toBe(1);
  });

  it('logs in by SMS and resets a password by phone', async () => {
    const demo = { countryDialingCode: '+55', mobileNum: '11999990001' };
    await sendSmsLogin(h, demo);
    const code = await lastSmsCode(h, '+5511999990001');
    const res = await call<{ userName: string }>(h, endpoints.login, { type: 'sms', ...demo, verificationCode: code });
    expect(res.body.value.userName).toBe('demo');
    h.clock.advance(1001);
    await call(h, endpoints.smsNoLogin, demo);
    const reset = await call(h, endpoints.passwordByPhone, { ...demo, verificationCode: await lastSmsCode(h, '+5511999990001'), newPassword: 'byphone123' });
    expect(reset.body.success).toBe(true);
    await login(h, 'demo', 'byphone123');
  });
});

describe('registration', () => {
  it('keeps where the account was registered from: the page, the method and the domain the call carried', async () => {
    const origin = { registerUrl: 'https://www.portal.example/register?code=AGENT01', registerMethod: 'WEB', domain: 'www.portal.example' } as const;
    const registered = await call(h, endpoints.register, { username: 'origin01', password: 'secret12', confirmPassword: 'secret12', ...origin });
    expect(registered.body.success, registered.body.message ?? '').toBe(true);
    const stored = await h.operator('GET', '/sandbox/members/origin01/registration');
    expect(stored.body.value).toEqual({ ...origin, createdAt: h.clock.now });

    await h.operator('PUT', '/sandbox/switches?merchant=TEST', { switches: { MOBILENUMPASSREG3: true } });
    const mobile = await call<{ userName: string }>(h, endpoints.mobileRegister, {
      mobileNum: '11977770041',
      countryDialingCode: '+55',
      password: 'secret12',
      confirmPassword: 'secret12',
      registerMethod: 'WEB',
    });
    expect((await h.operator('GET', `/sandbox/members/${mobile.body.value.userName}/registration`)).body.value).toEqual({
      registerUrl: null,
      registerMethod: 'WEB',
      domain: null,
      createdAt: h.clock.now,
    });
    // Seeded accounts were not registered: nothing to tell; the control needs the operator key.
    expect((await h.operator('GET', '/sandbox/members/demo/registration')).status).toBe(404);
    expect((await h.json('GET', '/sandbox/members/origin01/registration')).status).toBe(403);
  });

  it('applies the merchant register rules and the invitation code', async () => {
    const base = { username: 'rulesuser', password: 'secret12', confirmPassword: 'secret12' };
    expect((await call(h, endpoints.register, { ...base, username: 'ab' })).body.message).toBe('invalid_request: username');
    expect((await call(h, endpoints.register, { ...base, affiliateCode: 'NOPE99' })).body.message).toBe('invitation_code_error');
    await h.operator('PUT', '/sandbox/register-rules?merchant=TEST', { rules: { email: { required: true } } });
    expect((await call(h, endpoints.register, base)).body.message).toBe('invalid_request: email');
    const ok = await call<{ userName: string }>(h, endpoints.register, { ...base, email: 'rules@example.com' });
    expect(ok.body.value.userName).toBe('rulesuser');
    expect((await call(h, endpoints.register, { ...base, email: 'rules@example.com' })).body.message).toBe('username_exists');
  });

  it('feature switches reach permission and register settings, and gate the calls', async () => {
    await h.operator('PUT', '/sandbox/switches?merchant=TEST', { switches: { FREEPLAY3: false }, settings: { loginedToHomePage: true } });
    const permission = await call<{ switches: Record<string, boolean>; settings: { loginedToHomePage: boolean } }>(h, endpoints.permission, { host: 'x' });
    expect(permission.body.value.switches.FREEPLAY3).toBe(false);
    expect(permission.body.value.settings.loginedToHomePage).toBe(true);
    const settings = await call<{ switches: Record<string, boolean> }>(h, endpoints.registerSettings, {});
    expect(settings.body.value.switches.FREEPLAY3).toBe(false);
    expect((await call(h, endpoints.freePlayLogin, { os: 'Linux' })).body.message).toBe('operation_not_allowed');
    // Another merchant keeps the defaults.
    expect((await call(h, endpoints.freePlayLogin, { os: 'Linux' }, { headers: { Merchant: 'OTHER' } })).body.success).toBe(true);
  });
});

describe('2FA login (TOTP)', () => {
  const operator = { headers: { 'X-Operator-Key': OPERATOR_KEY } };
  const currentCode = async (username = 'secure') =>
    (await h.json<{ value: { code: string } }>('GET', `/sandbox/2fa/code?username=${username}`, operator)).body.value.code;
  const startLogin = async () => {
    const res = await call<{ twoFactorRequired?: boolean; challengeId?: string; challengeExpiresAt?: number }>(h, endpoints.login, {
      username: 'secure',
      password: 'secure1234',
    });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('two_factor_required');
    const value = loginFailureSchema.parse(res.body.value);
    expect(value.twoFactorRequired).toBe(true);
    expect(value.challengeExpiresAt).toBe(h.clock.now + TWO_FACTOR_CHALLENGE_TTL_MS);
    expect((res.body.value as { token?: string }).token).toBeUndefined();
    return value.challengeId!;
  };
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('matches the RFC 6238 SHA-1 test vectors', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(totp(secret, 59_000)).toBe('287082');
    expect(totp(secret, 1_111_111_109_000)).toBe('081804');
    expect(totp(secret, 1_234_567_890_000)).toBe('005924');
    expect(totp(secret, 20_000_000_000_000)).toBe('353130');
  });

  it('logs in with the current code; the challenge is single use', async () => {
    const challengeId = await startLogin();
    const code = await currentCode();
    expect(code).toMatch(/^\d{6}$/);
    const res = await call<{ token: string; userName: string }>(h, endpoints.loginTwoFactor, { challengeId, code });
    expect(res.body.success).toBe(true);
    expect(res.body.value.userName).toBe('secure');
    const info = await call<{ userName: string }>(h, endpoints.memberInfo, {}, { token: res.body.value.token });
    expect(info.body.success).toBe(true);
    const reused = await call(h, endpoints.loginTwoFactor, { challengeId, code });
    expect(reused.body.success).toBe(false);
    expect(reused.body.message).toBe('two_factor_challenge_invalid');
  });

  it('counts wrong codes per account and locks the second step at the 5th', async () => {
    const challengeId = await startLogin();
    const code = await currentCode();
    for (let i = 1; i < TWO_FACTOR_MAX_ATTEMPTS; i++) {
      const res = await call<{ remainingAttempts: number }>(h, endpoints.loginTwoFactor, { challengeId, code: wrongOf(code) });
      expect(res.body.message).toBe('two_factor_code_invalid');
      expect(res.body.value.remainingAttempts).toBe(TWO_FACTOR_MAX_ATTEMPTS - i);
    }
    const last = await call(h, endpoints.loginTwoFactor, { challengeId, code: wrongOf(code) });
    expect(last.body.message).toBe('account_locked');
    const afterRevoke = await call(h, endpoints.loginTwoFactor, { challengeId, code });
    expect(afterRevoke.body.message).toBe('two_factor_challenge_invalid');
  });

  it('refuses an expired challenge and an unknown one; a wrong password never gets a challenge', async () => {
    const challengeId = await startLogin();
    h.clock.advance(TWO_FACTOR_CHALLENGE_TTL_MS + 1);
    const expired = await call(h, endpoints.loginTwoFactor, { challengeId, code: await currentCode() });
    expect(expired.body.message).toBe('two_factor_challenge_invalid');
    const unknown = await call(h, endpoints.loginTwoFactor, { challengeId: 'nope', code: await currentCode() });
    expect(unknown.body.message).toBe('two_factor_challenge_invalid');
    const wrong = await call(h, endpoints.login, { username: 'secure', password: 'wrong-password' });
    expect(wrong.body.message).toBe('username_or_password_error');
    expect(loginFailureSchema.parse(wrong.body.value).challengeId).toBeUndefined();
  });

  it('a code from another 30-second window is refused (beyond one step of drift)', async () => {
    const challengeId = await startLogin();
    const old = await currentCode();
    h.clock.advance(90_000);
    const res = await call(h, endpoints.loginTwoFactor, { challengeId, code: old });
    expect(res.body.message).toBe('two_factor_code_invalid');
  });

  it('the sandbox code needs the operator key; accounts without 2FA log in in one step', async () => {
    expect((await h.json('GET', '/sandbox/2fa/code?username=secure')).status).toBe(403);
    expect((await h.json('GET', '/sandbox/2fa/code?username=demo', operator)).status).toBe(404);
    expect((await call(h, endpoints.login, { username: 'demo', password: 'demo1234' })).body.success).toBe(true);
  });
});

describe('accounts opened by the operator', () => {
  it('a new account says firstTimeLogin on its first login only', async () => {
    const created = await h.json('POST', '/sandbox/members', {
      body: { username: 'opened1', password: 'opened1234' },
      headers: { 'X-Operator-Key': OPERATOR_KEY },
    });
    expect(created.status).toBe(200);
    const first = await call<{ firstTimeLogin: boolean }>(h, endpoints.login, { username: 'opened1', password: 'opened1234' });
    expect(first.body.value.firstTimeLogin).toBe(true);
    const second = await call<{ firstTimeLogin: boolean }>(h, endpoints.login, { username: 'opened1', password: 'opened1234' });
    expect(second.body.value.firstTimeLogin).toBe(false);
  });

  it('an account opened with an expired password says passwordExpired until the password is changed', async () => {
    await h.json('POST', '/sandbox/members', {
      body: { username: 'opened2', password: 'opened1234', passwordExpired: true },
      headers: { 'X-Operator-Key': OPERATOR_KEY },
    });
    const first = await call<{ token: string; passwordExpired: boolean }>(h, endpoints.login, { username: 'opened2', password: 'opened1234' });
    expect(first.body.value.passwordExpired).toBe(true);
    const changed = await call(
      h,
      endpoints.changePassword,
      { oldPassword: 'opened1234', newPassword: 'fresh5678', confirmNewPassword: 'fresh5678' },
      { token: first.body.value.token },
    );
    expect(changed.body.success).toBe(true);
    const after = await call<{ passwordExpired: boolean }>(h, endpoints.login, { username: 'opened2', password: 'fresh5678' });
    expect(after.body.value.passwordExpired).toBe(false);
  });
});
