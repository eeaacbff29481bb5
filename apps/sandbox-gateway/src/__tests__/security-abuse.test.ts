import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints, LOCK_AFTER_FAILURES } from '@portal/api-contract';
import { call } from '../testing/client';
import { createHarness, type Harness, OPERATOR_KEY } from '../testing/harness';

/** Automated abuse is limited per client, and a stranger cannot lock an account. */
describe('abuse limits', () => {
  let h: Harness;
  beforeEach(() => {
    h = createHarness();
  });
  afterEach(() => h.dispose());

  const fromClient = (ip: string, extra: Record<string, string> = {}) => ({ headers: { 'X-Forwarded-For': ip, ...extra } });

  /** A solved captcha for a client (the operator peek stands in for a human). */
  async function solvedCaptcha(ip: string) {
    const res = await h.json('GET', endpoints.captcha.path, fromClient(ip));
    const sid = /captcha_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const code = (await h.json<{ value: { code: string } }>('GET', `/sandbox/captcha?sid=${sid}`, { headers: { 'X-Operator-Key': OPERATOR_KEY } })).body.value
      .code;
    return { cookie: `captcha_sid=${sid}`, code };
  }

  it('a third party who fails on an account locks only itself; the owner still logs in from elsewhere', async () => {
    const attacker = '203.0.113.66';
    let locked = false;
    for (let i = 0; i < LOCK_AFTER_FAILURES && !locked; i++) {
      const captcha = i >= 3 ? await solvedCaptcha(attacker) : null;
      const res = await call(
        h,
        endpoints.login,
        { username: 'demo', password: `wrong${i}`, ...(captcha ? { captcha: captcha.code } : {}) },
        fromClient(attacker, captcha ? { Cookie: captcha.cookie } : {}),
      );
      locked = res.body.message === 'account_locked';
    }
    expect(locked).toBe(true);
    const owner = await call<{ token: string }>(h, endpoints.login, { username: 'demo', password: 'demo1234' }, fromClient('198.51.100.20'));
    expect(owner.body.success).toBe(true);
    // The attacker stays locked out even with the right password.
    const stillLocked = await call(h, endpoints.login, { username: 'demo', password: 'demo1234' }, fromClient(attacker));
    expect(stillLocked.body.message).toBe('account_locked');
  });

  it('asks a client for the captcha before any lock', async () => {
    const ip = '203.0.113.67';
    for (let i = 0; i < 3; i++) await call(h, endpoints.login, { username: 'demo', password: 'nope' }, fromClient(ip));
    const fourth = await call(h, endpoints.login, { username: 'demo', password: 'nope' }, fromClient(ip));
    expect(fourth.body.message).toBe('captcha_required');
  });

  it('rate-limits logins, registrations, free play and captchas per client (429)', async () => {
    const statuses = async (n: number, send: (i: number) => Promise<{ status: number }>) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await send(i)).status);
      return out;
    };
    const spray = await statuses(21, (i) => call(h, endpoints.login, { username: `user${i}`, password: 'password1' }, fromClient('203.0.113.1')));
    expect(spray.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(spray[20]).toBe(429);
    expect((await call(h, endpoints.login, { username: 'demo', password: 'demo1234' }, fromClient('203.0.113.2'))).status).toBe(200);

    const registrations = await statuses(6, (i) =>
      call(h, endpoints.register, { username: `spam${i}user`, password: 'secret12', confirmPassword: 'secret12' }, fromClient('203.0.113.3')),
    );
    expect(registrations.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(registrations[5]).toBe(429);

    const free = await statuses(4, () => call(h, endpoints.freePlayLogin, { os: 'linux' }, fromClient('203.0.113.4')));
    expect(free).toEqual([200, 200, 200, 429]);
    const members = h.db.prepare<unknown[], { n: number }>("SELECT COUNT(*) AS n FROM members WHERE username LIKE 'guest%'").get()!.n;
    expect(members).toBe(3);

    const captchas = await statuses(31, () => h.json('GET', endpoints.captcha.path, fromClient('203.0.113.5')));
    expect(captchas.filter((s) => s === 429)).toHaveLength(1);
  });
});
