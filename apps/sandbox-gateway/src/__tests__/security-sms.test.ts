import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { call, lastSmsCode, login } from '../testing/client';
import { sendSmsLogin } from '../testing/captcha';
import { createHarness, type Harness, OPERATOR_KEY } from '../testing/harness';

/** SMS codes cannot be guessed or sprayed, and SMS never skips 2FA. */
describe('SMS and second factor', () => {
  let h: Harness;
  beforeEach(() => {
    h = createHarness();
  });
  afterEach(() => h.dispose());

  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const fromClient = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

  /** A member with a mobile number, registered through the API. */
  async function memberWithMobile(mobileNum: string) {
    await call(h, endpoints.smsRegister, { countryDialingCode: '+55', mobileNo: mobileNum }, fromClient('198.51.100.1'));
    const verificationCode = await lastSmsCode(h, `55${mobileNum}`);
    const res = await call<{ userName: string }>(h, endpoints.mobileRegister, {
      countryDialingCode: '+55',
      mobileNum,
      verificationCode,
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    return res.body.value.userName;
  }

  it('5 wrong tries burn a code: the right code no longer works after them', async () => {
    const mobile = { countryDialingCode: '+55', mobileNum: '11999990001' };
    await call(h, endpoints.smsNoLogin, mobile);
    const right = await lastSmsCode(h, '5511999990001');
    for (let i = 1; i <= 5; i++) {
      const res = await call<{ remainingAttempts: number }>(h, endpoints.passwordByPhone, {
        ...mobile,
        verificationCode: wrongOf(right),
        newPassword: 'Attacker1!',
      });
      expect(res.body.message).toBe('invalid_verification_code');
      expect(res.body.value.remainingAttempts).toBe(5 - i);
    }
    const guessed = await call(h, endpoints.passwordByPhone, { ...mobile, verificationCode: right, newPassword: 'Attacker1!' });
    expect(guessed.body.success).toBe(false);
    expect(guessed.body.message).toBe('invalid_verification_code');
    expect(await login(h, 'demo', 'demo1234')).toBeTruthy();
  });

  it('limits sends per number and per client (429)', async () => {
    const number = { countryDialingCode: '+55', mobileNum: '11999990001' };
    for (let i = 0; i < 5; i++) {
      expect((await call(h, endpoints.smsNoLogin, number, fromClient(`198.51.100.${i + 1}`))).status).toBe(200);
      h.clock.advance(3 * 60_000); // past the code's life: a resend is allowed
    }
    expect((await call(h, endpoints.smsNoLogin, number, fromClient('198.51.100.99'))).status).toBe(429);

    // One client spraying distinct numbers.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await call(h, endpoints.smsRegister, { countryDialingCode: '+55', mobileNo: `1198888${String(i).padStart(4, '0')}` }, fromClient('203.0.113.5')))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // A forged X-Forwarded-For entry in front does not make a new client.
    expect((await call(h, endpoints.smsRegister, { countryDialingCode: '+55', mobileNo: '11977770000' }, fromClient('10.9.9.9, 203.0.113.5'))).status).toBe(
      429,
    );
  });

  it('sends only to the countries on the merchant allow-list (operator-settable)', async () => {
    const far = await call(h, endpoints.smsRegister, { countryDialingCode: '+999', mobileNo: '1234567' });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe('invalid_request: countryDialingCode');
    const put = await h.json('PUT', '/sandbox/sms/countries?merchant=TEST', { body: { dialingCodes: ['+66'] }, headers: { 'X-Operator-Key': OPERATOR_KEY } });
    expect(put.status).toBe(200);
    expect((await call(h, endpoints.smsRegister, { countryDialingCode: '+55', mobileNo: '11955550000' })).status).toBe(400);
    expect((await call(h, endpoints.smsRegister, { countryDialingCode: '+66', mobileNo: '811112222' })).status).toBe(200);
  });

  it('a 2FA member gets the TOTP step after an SMS login and after a reset by phone', async () => {
    const username = await memberWithMobile('11944440000');
    expect((await h.operator('POST', `/sandbox/members/${username}/2fa`)).status).toBe(200);
    const mobile = { countryDialingCode: '+55', mobileNum: '11944440000' };

    h.clock.advance(2000);
    expect((await sendSmsLogin(h, mobile)).status).toBe(200);
    const smsLogin = await call<{ twoFactorRequired: boolean; token?: string }>(h, endpoints.login, {
      type: 'sms',
      ...mobile,
      verificationCode: await lastSmsCode(h, '5511944440000'),
    });
    expect(smsLogin.body.success).toBe(false);
    expect(smsLogin.body.message).toBe('two_factor_required');
    expect(smsLogin.body.value.token).toBeUndefined();

    h.clock.advance(3 * 60_000);
    await call(h, endpoints.smsNoLogin, mobile);
    const reset = await call<{ twoFactorRequired: boolean }>(h, endpoints.passwordByPhone, {
      ...mobile,
      verificationCode: await lastSmsCode(h, '5511944440000'),
      newPassword: 'Newpass123',
    });
    expect(reset.body.message).toBe('two_factor_required');
    expect(reset.body.value.twoFactorRequired).toBe(true);
  });

  it('counts wrong TOTP codes per account: new challenges do not reset the count, the 5th locks', async () => {
    const start = async () => (await call<{ challengeId: string }>(h, endpoints.login, { username: 'secure', password: 'secure1234' })).body.value.challengeId;
    for (let i = 0; i < 4; i++) {
      const res = await call(h, endpoints.loginTwoFactor, { challengeId: await start(), code: '000000' });
      expect(res.body.message).toBe('two_factor_code_invalid');
    }
    const fifth = await call(h, endpoints.loginTwoFactor, { challengeId: await start(), code: '000000' });
    expect(fifth.body.message).toBe('account_locked');
    // Locked: no new challenge, and the right code does not get in.
    const again = await call(h, endpoints.login, { username: 'secure', password: 'secure1234' });
    expect(again.body.message).toBe('account_locked');
  });

  it('challenges cannot be re-issued without limit, and a new one closes the previous', async () => {
    const start = () => call<{ challengeId: string }>(h, endpoints.login, { username: 'secure', password: 'secure1234' });
    const first = (await start()).body.value.challengeId;
    const code = (await h.operator('GET', '/sandbox/2fa/code?username=secure')).body.value as { code: string };
    await start();
    expect((await call(h, endpoints.loginTwoFactor, { challengeId: first, code: code.code })).body.message).toBe('two_factor_challenge_invalid');
    for (let i = 0; i < 8; i++) await start();
    expect((await start()).status).toBe(429);
  });
});
