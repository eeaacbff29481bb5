import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WEAK_PASSWORD, ERROR_KEY, endpoints, type LoginValue } from '@portal/api-contract';
import { hashPassword } from '../domain/crypto';
import { call, lastSmsCode } from '../testing/client';
import { sendSmsLogin } from '../testing/captcha';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

const launch = { nodeId: 1001, vassalage: 'PG', language: 'PT' };
const refused = (reason: string) => ({ success: false, message: ERROR_KEY.passwordChangeRequired, value: { reason } });
const logIn = (username: string, password: string) => call<LoginValue>(h, endpoints.login, { username, password });
const rows = (sql: string, ...params: unknown[]) => h.db.prepare<unknown[], { n: number }>(sql).get(...params)!.n;
const memberId = (username: string) => h.db.prepare<unknown[], { id: number }>('SELECT id FROM members WHERE username = ?').get(username)!.id;

describe('forced password change on the platform (docs/product/accounts-and-auth.md "Forced password change")', () => {
  it('a login with the default password gets a session that can only change it: play, deposit and transfer are refused, nothing is stored', async () => {
    const login = await logIn('weak', DEFAULT_WEAK_PASSWORD);
    expect(login.body.success).toBe(true);
    expect(login.body.value.mustChangePassword).toBe('default_password');
    const only = { token: login.body.value.token };
    const id = memberId('weak');
    const ledgerBefore = rows('SELECT COUNT(*) AS n FROM ledger WHERE member_id = ?', id);

    for (const res of [
      await call(h, endpoints.launchGame, launch, only),
      await call(h, endpoints.depositCreate, { channelId: 'pix', amount: 50 }, only),
      await call(h, endpoints.walletTransfer, { from: 'MAIN', to: 'PG', amount: 1 }, only),
      await call(h, endpoints.balance, {}, only),
      await call(h, endpoints.chatUrl, { b2c: 1, title: 'Chat', language: 'PT' }, only),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refused('default_password'));
    }
    expect(rows('SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = ?', id)).toBe(0);
    expect(rows('SELECT COUNT(*) AS n FROM game_sessions WHERE member_id = ?', id)).toBe(0);
    expect(rows('SELECT COUNT(*) AS n FROM ledger WHERE member_id = ?', id)).toBe(ledgerBefore);

    // Who the member is (the start and a handed-over link ask it of every session) and the public
    // reads (answered as to a guest) still work.
    const info = await call<{ account: string }>(h, endpoints.memberInfo, {}, only);
    expect(info.body.value.account).toBe('weak');
    expect((await call(h, endpoints.permission, { host: 'x' }, only)).body.success).toBe(true);

    // The change ends the session; the next login is a normal one.
    const changed = await call(
      h,
      endpoints.changePassword,
      { oldPassword: DEFAULT_WEAK_PASSWORD, newPassword: 'mine5678', confirmNewPassword: 'mine5678' },
      only,
    );
    expect(changed.body.success).toBe(true);
    expect((await call(h, endpoints.memberInfo, {}, only)).status).toBe(401);
    const again = await logIn('weak', 'mine5678');
    expect(again.body.value).not.toHaveProperty('mustChangePassword');
    expect((await call(h, endpoints.balance, {}, { token: again.body.value.token })).body.success).toBe(true);
  });

  it('the restriction lives on the platform: a new login with the default password is restricted again, and logout works', async () => {
    const first = await logIn('weak', DEFAULT_WEAK_PASSWORD);
    const second = await logIn('weak', DEFAULT_WEAK_PASSWORD);
    expect(second.body.value.mustChangePassword).toBe('default_password');
    for (const token of [first.body.value.token, second.body.value.token]) {
      expect((await call(h, endpoints.launchGame, launch, { token })).body.message).toBe(ERROR_KEY.passwordChangeRequired);
    }
    expect((await call(h, endpoints.logout, {}, { token: first.body.value.token })).body.success).toBe(true);
    expect((await call(h, endpoints.memberInfo, {}, { token: first.body.value.token })).status).toBe(401);
  });

  it('an expired password restricts the session while PWDEXPFORCECHANGE3 is on, and not when it is off', async () => {
    const expired = await logIn('expired', 'expired1234');
    expect(expired.body.value).toMatchObject({ passwordExpired: true, mustChangePassword: 'password_expired' });
    expect((await call(h, endpoints.launchGame, launch, { token: expired.body.value.token })).body).toEqual(refused('password_expired'));

    await h.operator('PUT', '/sandbox/switches?merchant=TEST', { switches: { PWDEXPFORCECHANGE3: false } });
    const free = await logIn('expired', 'expired1234');
    expect(free.body.value.passwordExpired).toBe(true);
    expect(free.body.value).not.toHaveProperty('mustChangePassword');
    expect((await call(h, endpoints.balance, {}, { token: free.body.value.token })).body.success).toBe(true);
  });

  it('a 2FA account with the default password is restricted after its second step', async () => {
    await h.operator('POST', '/sandbox/members/weak/2fa');
    const first = await call<{ challengeId: string }>(h, endpoints.login, { username: 'weak', password: DEFAULT_WEAK_PASSWORD });
    expect(first.body.message).toBe(ERROR_KEY.twoFactorRequired);
    const code = ((await h.operator('GET', '/sandbox/2fa/code?username=weak')).body.value as { code: string }).code;
    const second = await call<LoginValue>(h, endpoints.loginTwoFactor, { challengeId: first.body.value.challengeId, code });
    expect(second.body.value.mustChangePassword).toBe('default_password');
    expect((await call(h, endpoints.depositCreate, { channelId: 'pix', amount: 50 }, { token: second.body.value.token })).status).toBe(403);
  });

  it('an SMS login is not restricted, whatever the password (the change is forced after a password login only)', async () => {
    const mobileNum = '11977770001';
    const registered = await call(h, endpoints.register, {
      username: 'weakmobile',
      password: DEFAULT_WEAK_PASSWORD,
      confirmPassword: DEFAULT_WEAK_PASSWORD,
      mobileNum,
      countryDialingCode: '+55',
      registerMethod: 'WEB',
    });
    expect(registered.body.success).toBe(true);
    expect((await sendSmsLogin(h, { mobileNum, countryDialingCode: '+55' })).body.success).toBe(true);
    const sms = await call<LoginValue>(h, endpoints.login, {
      type: 'sms',
      mobileNum,
      countryDialingCode: '+55',
      verificationCode: await lastSmsCode(h, `55${mobileNum}`),
    });
    expect(sms.body.value.userName).toBe('weakmobile');
    expect(sms.body.value).not.toHaveProperty('mustChangePassword');
    expect((await call(h, endpoints.balance, {}, { token: sms.body.value.token })).body.success).toBe(true);
  });

  it('the agent login forces an agent with the default password to change it, as the login does', async () => {
    h.db.prepare('UPDATE members SET password_hash = ? WHERE username = ?').run(await hashPassword(DEFAULT_WEAK_PASSWORD), 'agent2');
    const login = await call<LoginValue>(h, endpoints.agentLogin, { username: 'agent2', password: DEFAULT_WEAK_PASSWORD });
    expect(login.body.value.mustChangePassword).toBe('default_password');
    const only = { token: login.body.value.token };
    const team = await call(h, endpoints.teamOverview, {}, only);
    expect(team.status).toBe(403);
    expect(team.body).toEqual(refused('default_password'));
    // An agent whose password is its own logs in free.
    const free = await call<LoginValue>(h, endpoints.agentLogin, { username: 'agent', password: 'agent1234' });
    expect(free.body.value).not.toHaveProperty('mustChangePassword');
  });
});
