import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { createGateway } from '../app';
import { PUBLIC_SANDBOX_PREFIXES } from '../http/operator';
import { call, login } from '../testing/client';
import { createHarness, type Harness, OPERATOR_KEY, TEST_PASSWORD_COST_LOG2 } from '../testing/harness';

/** Operator controls are never reachable with a known key or without one. */
describe('operator controls', () => {
  let h: Harness;
  beforeEach(() => {
    h = createHarness();
  });
  afterEach(() => h.dispose());

  it('a gateway created without a key generates a fresh one: the old default key mints no money', async () => {
    const a = createGateway({ dbPath: ':memory:', passwordCostLog2: TEST_PASSWORD_COST_LOG2 });
    const b = createGateway({ dbPath: ':memory:', passwordCostLog2: TEST_PASSWORD_COST_LOG2 });
    try {
      expect(a.gw.operatorKey).not.toBe(b.gw.operatorKey);
      expect(a.gw.operatorKey.length).toBeGreaterThanOrEqual(32);
      for (const key of ['sandbox-operator', '', 'undefined', 'null']) {
        const res = await a.app.request('/sandbox/members/demo/deposit', {
          method: 'POST',
          headers: { 'X-Operator-Key': key, 'Content-Type': 'application/json' },
          body: JSON.stringify({ amount: 1_000_000 }),
        });
        expect(res.status).toBe(403);
      }
    } finally {
      a.close();
      b.close();
    }
  });

  it('every /sandbox route except the public pages answers 403 without the key', async () => {
    const controls = h.app.routes.filter((r) => r.path.startsWith('/sandbox') && !PUBLIC_SANDBOX_PREFIXES.some((p) => r.path.startsWith(p)));
    expect(controls.length).toBeGreaterThan(10);
    for (const route of controls) {
      const path = route.path.replace(':username', 'demo');
      const res = await h.call(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} });
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
    // A path no route serves is refused too, not answered by a later handler.
    expect((await h.call('GET', '/sandbox/unknown')).status).toBe(403);
  });

  it('the password-reset takeover fails: the SMS outbox cannot be read without the key', async () => {
    const mobile = { countryDialingCode: '+55', mobileNum: '11999990001' };
    expect((await call(h, endpoints.smsNoLogin, mobile)).body.success).toBe(true);
    const peek = await h.json('GET', '/sandbox/sms?mobile=5511999990001');
    expect(peek.status).toBe(403);
    expect(JSON.stringify(peek.body)).not.toMatch(/\d{6}/);
    // The operator still reads it with the key.
    expect((await h.operator('GET', '/sandbox/sms?mobile=5511999990001')).status).toBe(200);
  });

  it('the pages the portal loads stay public and carry no operator power', async () => {
    expect((await h.call('GET', '/sandbox/art/avatar/1.svg')).status).toBe(200);
    expect((await h.call('GET', '/sandbox/chat/support')).status).toBe(200);
    expect((await h.call('GET', '/sandbox/games/play?ticket=nope')).status).toBe(410);
    const token = await login(h, 'demo', 'demo1234');
    expect((await call(h, endpoints.balance, {}, { token })).body.success).toBe(true);
    expect((await h.json('GET', '/sandbox/2fa/code?username=secure', { headers: { 'X-Operator-Key': OPERATOR_KEY } })).status).toBe(200);
  });
});
