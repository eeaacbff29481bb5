import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { call, login } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

const bend = (bends: unknown[]) => h.operator('PUT', '/sandbox/deviant', { bends });

describe('deviant mode: answers that break the contract on purpose', () => {
  it('is off by default and needs the operator key', async () => {
    expect((await h.operator('GET', '/sandbox/deviant')).body.value).toEqual({ bends: [] });
    const refused = await h.json('PUT', '/sandbox/deviant', { body: { bends: [] } });
    expect(refused.status).toBe(403);
  });

  it('refuses an unknown endpoint, an unknown kind and an unsealed bend of a plain endpoint, naming the field', async () => {
    expect((await bend([{ kind: 'dropSuccess', endpoint: 'nope' }])).body.message).toBe('invalid_request: bends.0.endpoint');
    expect((await bend([{ kind: 'shout', endpoint: 'balance' }])).body.message).toBe('invalid_request: bends.0.kind');
    expect((await bend([{ kind: 'acceptUnsealed', endpoint: 'balance' }])).body.message).toBe('invalid_request: bends.0.endpoint');
  });

  it('renames a field, turns a number into a string and drops success, only on the endpoints named', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const before = await call<{ sumBalance: number; wallets: { balance: number }[] }>(h, endpoints.balance, {}, { token });
    await bend([
      { kind: 'renameField', endpoint: 'memberInfo', field: 'account', to: 'userName' },
      { kind: 'stringForNumber', endpoint: 'balance', field: 'wallets.balance' },
      { kind: 'dropSuccess', endpoint: 'consolidatedFunds' },
    ]);
    const info = await call<Record<string, unknown>>(h, endpoints.memberInfo, {}, { token });
    expect(info.body.value.userName).toBe('demo');
    expect(info.body.value).not.toHaveProperty('account');
    const balance = await call<{ sumBalance: number; wallets: { balance: unknown }[] }>(h, endpoints.balance, {}, { token });
    expect(balance.body.value.sumBalance).toBe(before.body.value.sumBalance);
    expect(balance.body.value.wallets.map((w) => w.balance)).toEqual(before.body.value.wallets.map((w) => String(w.balance)));
    const funds = await call(h, endpoints.consolidatedFunds, {}, { token });
    expect(funds.status).toBe(200);
    expect(funds.body).not.toHaveProperty('success');
    // Untouched elsewhere.
    expect((await call(h, endpoints.pointsBalance, {}, { token })).body.success).toBe(true);

    await h.operator('DELETE', '/sandbox/deviant');
    expect((await call<Record<string, unknown>>(h, endpoints.memberInfo, {}, { token })).body.value.account).toBe('demo');
  });

  it('answers a refusal with an error key as HTTP 500, and takes an unsealed login', async () => {
    await bend([
      { kind: 'serverErrorForKey', endpoint: 'login' },
      { kind: 'acceptUnsealed', endpoint: 'login' },
    ]);
    const wrong = await call(h, endpoints.login, { username: 'demo', password: 'wrong-one' });
    expect(wrong.status).toBe(500);
    expect(wrong.body).toEqual({ success: false, message: 'internal_error', value: null });
    const unsealed = await call<{ token: string }>(h, endpoints.login, { username: 'demo', password: 'demo1234' }, { plaintext: true });
    expect(unsealed.status).toBe(200);
    expect(unsealed.body.value.token).toEqual(expect.any(String));

    await h.operator('DELETE', '/sandbox/deviant');
    const refused = await call(h, endpoints.login, { username: 'demo', password: 'demo1234' }, { plaintext: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('encryption_required');
  });
});
