import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_AFTER_FAILURES, ERROR_KEY, PAYMENT_PASSWORD_MAX_ATTEMPTS, endpoints } from '@portal/api-contract';
import { hashPasswordAtStartup, setPasswordCostLog2, verifyPassword } from '../domain/crypto';
import { ledgerCount, memberId } from '../testing/cashier';
import { call, login } from '../testing/client';
import { createHarness, TEST_PASSWORD_COST_LOG2, type Harness } from '../testing/harness';

/**
 * Password hashing runs on libuv's thread pool, and every check happens before the synchronous
 * step that acts on it (docs/product/accounts-and-auth.md "Password hashing off the event loop").
 */
let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => {
  setPasswordCostLog2(TEST_PASSWORD_COST_LOG2);
  h.dispose();
});

const storedHash = (username: string) => h.db.prepare<unknown[], string>('SELECT password_hash FROM members WHERE username = ?').pluck().get(username)!;
const failureCount = (username: string) =>
  h.db.prepare<unknown[], number>('SELECT count FROM client_login_failures WHERE username = ?').pluck().get(username) ?? 0;

describe('password hashing does not block the event loop', () => {
  it('a status request sent while a login is being checked is answered before the login', async () => {
    // A cost high enough that one check takes a clearly measurable time (2^16: 64 MB, ~0.1-1 s here).
    setPasswordCostLog2(16);
    h.db.prepare("UPDATE members SET password_hash = ? WHERE username = 'demo'").run(hashPasswordAtStartup('demo1234'));
    const order: string[] = [];
    let maxLag = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      maxLag = Math.max(maxLag, now - last - 5);
      last = now;
    }, 5);
    const started = performance.now();
    const loggingIn = login(h, 'demo', 'demo1234').then((token) => {
      order.push('login');
      return { token, ms: performance.now() - started };
    });
    // Sent from a timer, so only once the event loop is free again (a blocking hash delays it).
    const status = new Promise<number>((resolve) => {
      setTimeout(() => {
        void call(h, endpoints.systemStatus, {}).then((res) => {
          order.push('status');
          resolve(res.status);
        });
      }, 5);
    });
    const [loggedIn, statusCode] = await Promise.all([loggingIn, status]);
    clearInterval(ticker);
    expect(loggedIn.token).toBeTruthy();
    expect(statusCode).toBe(200);
    expect(order).toEqual(['status', 'login']);
    // The loop never stalled for the length of a hash (a synchronous one stalls for all of it).
    expect(maxLag).toBeLessThan(loggedIn.ms / 2);
  });
});

describe('what a check races with stays consistent', () => {
  it('two password changes at once from the same old password: one wins, the other is checked against its result', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const change = (to: string) => call(h, endpoints.changePassword, { oldPassword: 'demo1234', newPassword: to, confirmNewPassword: to }, { token });
    const [a, b] = await Promise.all([change('alpha1234'), change('bravo1234')]);
    // Exactly one wins; the other is refused (checked again against the winner's new password).
    expect([a, b].filter((r) => r.body.success)).toHaveLength(1);
    expect([a, b].find((r) => !r.body.success)?.body.message).toBe(ERROR_KEY.oldPasswordWrong);
    const winner = a.body.success ? 'alpha1234' : 'bravo1234';
    const loser = a.body.success ? 'bravo1234' : 'alpha1234';
    const stored = storedHash('demo');
    expect(await verifyPassword(winner, stored)).toBe(true);
    expect(await verifyPassword(loser, stored)).toBe(false);
    await expect(login(h, 'demo', winner)).resolves.toBeTruthy();
  });

  it('a login with the old password racing a password change never leaves a live session made with the old password', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const [loggedIn, changed] = await Promise.all([
      call<{ token: string }>(h, endpoints.login, { username: 'demo', password: 'demo1234' }),
      call(h, endpoints.changePassword, { oldPassword: 'demo1234', newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' }, { token }),
    ]);
    expect(changed.body.success).toBe(true);
    if (loggedIn.body.success) {
      // It was checked and committed before the change: the change ended its session.
      expect((await call(h, endpoints.memberInfo, {}, { token: loggedIn.body.value.token })).status).toBe(401);
    } else {
      expect(loggedIn.body.message).toBe(ERROR_KEY.loginFailed);
    }
    expect((await call(h, endpoints.login, { username: 'demo', password: 'demo1234' })).body.message).toBe(ERROR_KEY.loginFailed);
    await expect(login(h, 'demo', 'fresh1234')).resolves.toBeTruthy();
  });

  it('wrong passwords sent at once all count, as if one after the other: no failure is lost', async () => {
    const attempts = await Promise.all(
      Array.from({ length: CAPTCHA_AFTER_FAILURES + 2 }, () => call(h, endpoints.login, { username: 'demo', password: 'wrong-pass' })),
    );
    const messages = attempts.map((r) => r.body.message);
    // The first CAPTCHA_AFTER_FAILURES are counted failures; after those a captcha is required (not counted).
    expect(messages.filter((m) => m === ERROR_KEY.loginFailed)).toHaveLength(CAPTCHA_AFTER_FAILURES);
    expect(messages.filter((m) => m === ERROR_KEY.captchaRequired)).toHaveLength(2);
    expect(failureCount('demo')).toBe(CAPTCHA_AFTER_FAILURES);
    // Even the right password now needs the captcha.
    expect((await call(h, endpoints.login, { username: 'demo', password: 'demo1234' })).body.message).toBe(ERROR_KEY.captchaRequired);
  });

  it("an unknown username takes a full check too (an unmatchable hash at today's cost), and fails like a wrong password", async () => {
    setPasswordCostLog2(16); // long enough to tell a check from none
    h.db.prepare("UPDATE members SET password_hash = ? WHERE username = 'demo'").run(hashPasswordAtStartup('demo1234'));
    const timed = async (username: string) => {
      const t = performance.now();
      const res = await call(h, endpoints.login, { username, password: 'whatever1' });
      return { message: res.body.message, ms: performance.now() - t };
    };
    const known = await timed('demo');
    const unknown = await timed('nobody-here');
    expect(unknown.message).toBe(ERROR_KEY.loginFailed);
    expect(unknown.message).toBe(known.message);
    expect(failureCount('nobody-here')).toBe(1);
    // Not answered at once (which would tell that the account does not exist).
    expect(unknown.ms).toBeGreaterThan(known.ms / 4);
  });

  it('withdrawals sent at once with a wrong payment password each count: the 5th locks, the right one after is refused, nothing moves', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const account = (await call<{ list: { id: number }[] }>(h, endpoints.payoutAccounts, {}, { token })).body.value.list[0].id;
    const ledger = ledgerCount(h, memberId(h, 'demo'));
    const withdraw = (paymentPassword: string) =>
      call<{ remainingAttempts?: number }>(h, endpoints.withdrawalCreate, { payoutAccountId: account, amount: 50, paymentPassword }, { token });
    const attempts = await Promise.all(Array.from({ length: PAYMENT_PASSWORD_MAX_ATTEMPTS }, () => withdraw('000000')));
    const wrong = attempts.filter((r) => r.body.message === ERROR_KEY.paymentPasswordWrong);
    // Counted one after the other, as if sent in turn: 4, 3, 2, 1 attempts left, then the lock.
    expect(wrong.map((r) => r.body.value.remainingAttempts).sort()).toEqual([1, 2, 3, 4]);
    expect(attempts.filter((r) => r.body.message === ERROR_KEY.paymentPasswordLocked)).toHaveLength(1);
    expect((await withdraw('123456')).body.message).toBe(ERROR_KEY.paymentPasswordLocked);
    expect(ledgerCount(h, memberId(h, 'demo'))).toBe(ledger);
  });

  it("a session logged out while a withdrawal's payment password is being checked: the withdrawal is refused and nothing moves", async () => {
    const token = await login(h, 'demo', 'demo1234');
    setPasswordCostLog2(16); // a check long enough to log out during it
    h.db.prepare('UPDATE payment_passwords SET hash = ? WHERE member_id = ?').run(hashPasswordAtStartup('123456'), memberId(h, 'demo'));
    const account = (await call<{ list: { id: number }[] }>(h, endpoints.payoutAccounts, {}, { token })).body.value.list[0].id;
    const ledger = ledgerCount(h, memberId(h, 'demo'));
    const withdrawing = call(h, endpoints.withdrawalCreate, { payoutAccountId: account, amount: 50, paymentPassword: '123456' }, { token });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call(h, endpoints.logout, {}, { token })).status).toBe(200);
    const res = await withdrawing;
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('session_expired');
    expect(ledgerCount(h, memberId(h, 'demo'))).toBe(ledger);
  });
});
