import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_KEY, TWO_FACTOR_MAX_ATTEMPTS, endpoints, type AccountSecurity, type ActiveSession, type LoginHistoryEntry } from '@portal/api-contract';
import { totp } from '../domain/two-factor';
import { call, lastSmsCode, login } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const security = async (token: string) => (await call<AccountSecurity>(h, endpoints.accountSecurity, {}, { token })).body.value;

describe('two-factor authentication from the security centre', () => {
  it('needs the current password for the secret, a code to turn on, and then asks for a code at login', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const wrong = await call(h, endpoints.twoFactorSetup, { password: 'nope1234' }, { token });
    expect(wrong.body).toMatchObject({ success: false, message: ERROR_KEY.passwordWrong, value: { field: 'password' } });

    const setup = await call<{ secret: string; otpauthUri: string }>(h, endpoints.twoFactorSetup, { password: 'demo1234' }, { token });
    expect(setup.body.success).toBe(true);
    expect(setup.body.value.otpauthUri).toMatch(new RegExp(`^otpauth://totp/.+%3Ademo\\?secret=${setup.body.value.secret}&`));

    const badCode = await call(
      h,
      endpoints.twoFactorEnable,
      { code: '000000' === totp(setup.body.value.secret, h.clock.now) ? '111111' : '000000' },
      { token },
    );
    expect(badCode.body.message).toBe(ERROR_KEY.twoFactorCodeInvalid);
    expect((await security(token)).twoFactorEnabled).toBe(false);

    const on = await call<AccountSecurity>(h, endpoints.twoFactorEnable, { code: totp(setup.body.value.secret, h.clock.now) }, { token });
    expect(on.body.value.twoFactorEnabled).toBe(true);

    const first = await call<{ challengeId: string }>(h, endpoints.login, { username: 'demo', password: 'demo1234' });
    expect(first.body.message).toBe(ERROR_KEY.twoFactorRequired);
    const second = await call<{ token: string }>(h, endpoints.loginTwoFactor, {
      challengeId: first.body.value.challengeId,
      code: totp(setup.body.value.secret, h.clock.now),
    });
    expect(second.body.success).toBe(true);
  });

  it('refuses a confirmation after the pending secret expired', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const setup = await call<{ secret: string }>(h, endpoints.twoFactorSetup, { password: 'demo1234' }, { token });
    h.clock.advance(11 * 60_000);
    const res = await call(h, endpoints.twoFactorEnable, { code: totp(setup.body.value.secret, h.clock.now) }, { token });
    expect(res.body.message).toBe(ERROR_KEY.twoFactorSetupExpired);
  });

  it('turns off only with a right code; wrong codes lock like the login step', async () => {
    const token = await login(h, 'demo', 'demo1234');
    await h.operator('POST', '/sandbox/members/demo/2fa');
    for (let i = 1; i < TWO_FACTOR_MAX_ATTEMPTS; i++) {
      const res = await call(h, endpoints.twoFactorDisable, { code: '000000' }, { token });
      expect(res.body).toMatchObject({ success: false, message: ERROR_KEY.twoFactorCodeInvalid, value: { remainingAttempts: TWO_FACTOR_MAX_ATTEMPTS - i } });
    }
    const locked = await call(h, endpoints.twoFactorDisable, { code: '000000' }, { token });
    expect(locked.body.message).toBe(ERROR_KEY.accountLocked);
    expect((await security(token)).twoFactorEnabled).toBe(true);

    h.clock.advance(16 * 60_000);
    const code = ((await h.operator('GET', '/sandbox/2fa/code?username=demo')).body.value as { code: string }).code;
    const off = await call<AccountSecurity>(h, endpoints.twoFactorDisable, { code }, { token });
    expect(off.body.value.twoFactorEnabled).toBe(false);
    expect((await call(h, endpoints.login, { username: 'demo', password: 'demo1234' })).body.success).toBe(true);
  });
});

describe('active sessions and login history', () => {
  it('lists each session with its device and IP, this one first, and signs out the others', async () => {
    const other = await login(h, 'demo', 'demo1234', {}, { 'User-Agent': FIREFOX_LINUX });
    h.clock.advance(1000);
    const mine = await login(h, 'demo', 'demo1234', {}, { 'User-Agent': CHROME_WINDOWS });
    const list = (await call<ActiveSession[]>(h, endpoints.activeSessions, {}, { token: mine })).body.value;
    expect(list.slice(0, 2).map(({ current, browser, os }) => ({ current, browser, os }))).toEqual([
      { current: true, browser: 'Chrome', os: 'Windows' },
      { current: false, browser: 'Firefox', os: 'Linux' },
    ]);
    expect(list[0].ip).toBe('127.0.0.1');
    expect(list.some((s) => s.id.length !== 16)).toBe(false);

    const out = await call<{ revoked: number }>(h, endpoints.signOutOtherSessions, {}, { token: mine });
    expect(out.body.value.revoked).toBeGreaterThanOrEqual(1);
    expect((await call(h, endpoints.memberInfo, {}, { token: other })).status).toBe(401);
    expect((await call(h, endpoints.memberInfo, {}, { token: mine })).status).toBe(200);
    expect((await call<ActiveSession[]>(h, endpoints.activeSessions, {}, { token: mine })).body.value).toHaveLength(1);
  });

  it('records wrong passwords, wrong second-step codes and successes, newest first, for the account only', async () => {
    await call(h, endpoints.login, { username: 'demo', password: 'wrong123' }, { headers: { 'User-Agent': FIREFOX_LINUX } });
    h.clock.advance(1000);
    const token = await login(h, 'demo', 'demo1234', {}, { 'User-Agent': CHROME_WINDOWS });
    const page = (await call<{ list: LoginHistoryEntry[]; total: number }>(h, endpoints.loginHistory, { pageSize: 2 }, { token })).body.value;
    expect(page.list.map(({ result, browser }) => ({ result, browser }))).toEqual([
      { result: 'success', browser: 'Chrome' },
      { result: 'wrong_password', browser: 'Firefox' },
    ]);
    const player = await login(h, 'player1', 'player1234');
    const theirs = (await call<{ list: LoginHistoryEntry[] }>(h, endpoints.loginHistory, {}, { token: player })).body.value.list;
    expect(theirs.every((e) => e.result === 'success')).toBe(true);

    const first = await call<{ challengeId: string }>(h, endpoints.login, { username: 'secure', password: 'secure1234' });
    await call(h, endpoints.loginTwoFactor, { challengeId: first.body.value.challengeId, code: '000000' });
    const code = ((await h.operator('GET', '/sandbox/2fa/code?username=secure')).body.value as { code: string }).code;
    // A wrong code leaves the challenge open until it succeeds or the account locks.
    const secure = (await call<{ token: string }>(h, endpoints.loginTwoFactor, { challengeId: first.body.value.challengeId, code })).body;
    expect(secure.success).toBe(true);
    const results = (await call<{ list: LoginHistoryEntry[] }>(h, endpoints.loginHistory, {}, { token: secure.value.token })).body.value.list.map(
      (e) => e.result,
    );
    expect(results.slice(0, 2)).toEqual(['success', 'wrong_code']);
  });
});

describe('bindings need the current password and a code', () => {
  it('binds a new mobile number with the SMS code sent to it; a wrong password keeps the old number and the code', async () => {
    const token = await login(h, 'demo', 'demo1234');
    h.clock.advance(1500);
    const taken = await call(
      h,
      endpoints.bindMobileSms,
      { countryDialingCode: '+55', mobileNum: '11999990001' },
      { token: await login(h, 'player1', 'player1234') },
    );
    expect(taken.body).toMatchObject({ success: false, message: ERROR_KEY.mobileTaken });

    expect((await call(h, endpoints.bindMobileSms, { countryDialingCode: '+55', mobileNum: '11955550009' }, { token })).body.success).toBe(true);
    const code = await lastSmsCode(h, '+5511955550009');
    const wrong = await call(
      h,
      endpoints.bindMobile,
      { countryDialingCode: '+55', mobileNum: '11955550009', verificationCode: code, password: 'bad12345' },
      { token },
    );
    expect(wrong.body).toMatchObject({ success: false, message: ERROR_KEY.passwordWrong, value: { field: 'password' } });
    expect((await security(token)).maskedMobile).toBe('+55 *******0001');

    const ok = await call<AccountSecurity>(
      h,
      endpoints.bindMobile,
      { countryDialingCode: '+55', mobileNum: '11955550009', verificationCode: code, password: 'demo1234' },
      { token },
    );
    expect(ok.body.value.maskedMobile).toBe('+55 *******0009');
    const reused = await call(
      h,
      endpoints.bindMobile,
      { countryDialingCode: '+55', mobileNum: '11955550009', verificationCode: code, password: 'demo1234' },
      { token },
    );
    expect(reused.body.message).toBe(ERROR_KEY.verificationCodeInvalid);
  });

  it('changes the e-mail with the password and notifies both addresses', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const wrong = await call(h, endpoints.bindEmail, { email: 'next@example.com', password: 'bad12345' }, { token });
    expect(wrong.body.message).toBe(ERROR_KEY.passwordWrong);
    const ok = await call<AccountSecurity>(h, endpoints.bindEmail, { email: 'next@example.com', password: 'demo1234' }, { token });
    expect(ok.body.value.email).toBe('next@example.com');
    const mails = h.db.prepare("SELECT email FROM outbox_email WHERE username = 'demo' ORDER BY id").pluck().all();
    expect(mails).toEqual(['demo@example.com', 'next@example.com']);
  });

  it('limits current-password checks per account (429)', async () => {
    const token = await login(h, 'demo', 'demo1234');
    for (let i = 0; i < 10; i++) await call(h, endpoints.bindEmail, { email: 'x@example.com', password: 'bad12345' }, { token });
    const res = await call(h, endpoints.bindEmail, { email: 'x@example.com', password: 'demo1234' }, { token });
    expect(res.status).toBe(429);
  });
});
