import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_KEY, endpoints } from '@portal/api-contract';
import { totp } from '../domain/two-factor';
import { call, lastSmsCode, login } from '../testing/client';
import { sendSmsLogin } from '../testing/captcha';
import { createHarness, type Harness } from '../testing/harness';

/**
 * Brand isolation: every lookup by username, mobile number or
 * e-mail belongs to the merchant (brand) of the request. `vndemo` (+84 912345678) is a member of
 * VN001; on PT001 it must be as unknown as a name nobody holds, whatever the way in.
 */
const VN = { Merchant: 'VN001', Language: 'VI' };
const PT = { Merchant: 'PT001', Language: 'PT' };
const VN_MOBILE = { countryDialingCode: '+84', mobileNum: '912345678' };

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

const fromClient = (headers: Record<string, string>, ip: string) => ({ headers: { ...headers, 'X-Forwarded-For': ip } });
const outboxFor = (mobile: string) => h.db.prepare<unknown[], number>('SELECT COUNT(*) AS n FROM sms_codes WHERE mobile = ?').pluck().get(mobile)!;

describe('SMS login and reset by phone stay within the brand', () => {
  it('another brand’s member cannot be reached by mobile number: no code is sent, and a code does not log in', async () => {
    const sendOnPt = await sendSmsLogin(h, VN_MOBILE, PT);
    expect(sendOnPt.body.message).toBe(ERROR_KEY.mobileNotFound);
    expect(outboxFor('84912345678')).toBe(0);

    // The owner asks for a code on their own brand; the code is refused on the other brand.
    expect((await sendSmsLogin(h, VN_MOBILE, VN)).body.success).toBe(true);
    const code = await lastSmsCode(h, '84912345678');
    const onPt = await call<{ token?: string }>(h, endpoints.login, { type: 'sms', ...VN_MOBILE, verificationCode: code }, { headers: PT });
    expect(onPt.body.success).toBe(false);
    expect(onPt.body.message).toBe(ERROR_KEY.mobileNotFound);

    expect((await call(h, endpoints.smsNoLogin, VN_MOBILE, { headers: PT })).body.message).toBe(ERROR_KEY.mobileNotFound);
    const reset = await call(h, endpoints.passwordByPhone, { ...VN_MOBILE, verificationCode: code, newPassword: 'Taken1234' }, { headers: PT });
    expect(reset.body.success).toBe(false);
    // The member's password is untouched: it still logs in on its own brand.
    await expect(login(h, 'vndemo', 'demo1234', {}, VN)).resolves.toBeTruthy();
  });

  it('each brand reaches its own member with a number both hold; the platform’s accounts still log in everywhere', async () => {
    // A PT member registers with the number a VN member holds: not taken on PT001.
    await call(h, endpoints.smsRegister, { countryDialingCode: '+84', mobileNo: '912345678' }, { headers: PT });
    const registered = await call<{ userName: string }>(
      h,
      endpoints.mobileRegister,
      { ...VN_MOBILE, verificationCode: await lastSmsCode(h, '84912345678'), password: 'secret12', confirmPassword: 'secret12' },
      { headers: PT },
    );
    expect(registered.body.success, JSON.stringify(registered.body)).toBe(true);
    const ptUser = registered.body.value.userName;
    for (const [headers, expected] of [
      [PT, ptUser],
      [VN, 'vndemo'],
    ] as const) {
      await sendSmsLogin(h, VN_MOBILE, headers);
      h.clock.advance(2 * 60_000 + 1);
      await sendSmsLogin(h, VN_MOBILE, headers);
      const res = await call<{ userName: string }>(
        h,
        endpoints.login,
        { type: 'sms', ...VN_MOBILE, verificationCode: await lastSmsCode(h, '84912345678') },
        { headers },
      );
      expect(res.body.value?.userName, JSON.stringify(res.body)).toBe(expected);
      h.clock.advance(2 * 60_000 + 1);
    }
    // A platform account's number is taken on every brand.
    expect((await call(h, endpoints.smsRegister, { countryDialingCode: '+55', mobileNo: '11999990001' }, { headers: VN })).body.message).toBe(
      ERROR_KEY.mobileTaken,
    );
  });

  it('a request without a brand (the platform’s default merchant) reaches only the platform’s accounts', async () => {
    const platform = { Merchant: '*' };
    expect((await call(h, endpoints.login, { username: 'vndemo', password: 'demo1234' }, { headers: platform })).body.message).toBe(ERROR_KEY.loginFailed);
    expect((await sendSmsLogin(h, VN_MOBILE, platform)).body.message).toBe(ERROR_KEY.mobileNotFound);
    await expect(login(h, 'demo', 'demo1234', {}, platform)).resolves.toBeTruthy();
  });
});

describe('agent login and the second step stay within the brand', () => {
  it('agent login answers for another brand’s member exactly as for a name nobody holds', async () => {
    const other = await call(h, endpoints.agentLogin, { username: 'vndemo', password: 'wrong-pass1' }, fromClient(PT, '198.51.100.7'));
    const nobody = await call(h, endpoints.agentLogin, { username: 'nobody4321', password: 'wrong-pass1' }, fromClient(PT, '198.51.100.7'));
    expect(other.body.message).toBe(ERROR_KEY.nonMember);
    expect(other.body).toEqual(nobody.body);
  });

  it('a second-step challenge of one brand’s member does not log in on another brand', async () => {
    expect((await h.operator('POST', '/sandbox/members/vndemo/2fa')).status).toBe(200);
    const first = await call<{ challengeId: string }>(h, endpoints.login, { username: 'vndemo', password: 'demo1234' }, { headers: VN });
    expect(first.body.message).toBe(ERROR_KEY.twoFactorRequired);
    const secret = h.db
      .prepare<unknown[], string>("SELECT secret FROM member_totp JOIN members m ON m.id = member_id WHERE m.username = 'vndemo'")
      .pluck()
      .get()!;
    const code = totp(secret, h.clock.now);
    const onPt = await call(h, endpoints.loginTwoFactor, { challengeId: first.body.value.challengeId, code }, { headers: PT });
    expect(onPt.body.success).toBe(false);
    expect(onPt.body.message).toBe(ERROR_KEY.twoFactorChallengeInvalid);
    // Not burnt by the attempt on the other brand: the owner finishes on its own.
    const onVn = await call<{ token: string }>(h, endpoints.loginTwoFactor, { challengeId: first.body.value.challengeId, code }, { headers: VN });
    expect(onVn.body.success, JSON.stringify(onVn.body)).toBe(true);
  });
});

describe('password reset by e-mail', () => {
  async function vnMemberWithEmail(username: string, email: string, mobileNum: string) {
    // VN001 asks for a verified mobile number at registration.
    await call(h, endpoints.smsRegister, { countryDialingCode: '+84', mobileNo: mobileNum }, fromClient(VN, '198.51.100.60'));
    const verificationCode = await lastSmsCode(h, `84${mobileNum}`);
    const res = await call(
      h,
      endpoints.register,
      { username, password: 'secret12', confirmPassword: 'secret12', email, countryDialingCode: '+84', mobileNum, verificationCode },
      fromClient(VN, '198.51.100.60'),
    );
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  }
  const outbox = () => h.db.prepare<unknown[], { username: string; email: string }>('SELECT username, email FROM outbox_email ORDER BY id').all();
  const reset = (headers: Record<string, string>, username: string, email: string, ip: string) =>
    call(h, endpoints.forgotPasswordEmail, { username, email }, fromClient(headers, ip));

  it('answers a matching and a non-matching pair the same way, and sends only to this brand’s member', async () => {
    await vnMemberWithEmail('vnmail01', 'vnmail01@example.com', '912000001');
    const match = await reset(VN, 'vnmail01', 'vnmail01@example.com', '198.51.100.61');
    const wrongEmail = await reset(VN, 'vnmail01', 'someone@example.com', '198.51.100.62');
    const unknown = await reset(VN, 'nobody9876', 'vnmail01@example.com', '198.51.100.63');
    const otherBrand = await reset(PT, 'vnmail01', 'vnmail01@example.com', '198.51.100.64');
    for (const res of [wrongEmail, unknown, otherBrand]) {
      expect(res.status).toBe(match.status);
      expect(res.body).toEqual(match.body);
    }
    expect(match.body.success).toBe(true);
    expect(outbox()).toEqual([{ username: 'vnmail01', email: 'vnmail01@example.com' }]);
  });

  it('limits requests per client and per username (known or not), before anything is looked up', async () => {
    await vnMemberWithEmail('vnmail02', 'vnmail02@example.com', '912000002');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await reset(VN, `probe${i}user`, 'x@example.com', '203.0.113.90')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    // Many clients, one inbox: the fourth request for the same username within the hour is refused.
    const bombing: number[] = [];
    for (let i = 0; i < 5; i++) bombing.push((await reset(VN, 'vnmail02', 'vnmail02@example.com', `203.0.113.${100 + i}`)).status);
    expect(bombing).toEqual([200, 200, 200, 429, 429]);
    expect(outbox().filter((m) => m.username === 'vnmail02')).toHaveLength(3);
    const unknownName: number[] = [];
    for (let i = 0; i < 4; i++) unknownName.push((await reset(VN, 'ghost1234', 'g@example.com', `203.0.113.${120 + i}`)).status);
    expect(unknownName).toEqual([200, 200, 200, 429]);
  });
});
