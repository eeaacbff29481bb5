import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { call, login } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
afterEach(() => h.dispose());

describe('persistence', () => {
  it('keeps members, sessions, ledger, favourites and settings across a restart', async () => {
    h = createHarness();
    const reg = await call<{ token: string }>(h, endpoints.register, { username: 'keeper1', password: 'secret12', confirmPassword: 'secret12' });
    expect(reg.body.success).toBe(true);
    const token = reg.body.value.token;
    await call(h, endpoints.walletTransfer, { from: 'MAIN', to: 'PG', amount: 40 }, { token });
    await call(h, endpoints.favouriteAdd, { nodeId: 1010, vendor: 'PG', gameType: 'RNG' }, { token });
    await h.operator('PUT', '/sandbox/switches', { switches: { CBS3: false } });
    const before = (await call(h, endpoints.balance, {}, { token })).body.value;

    h = h.restart();
    expect((await call(h, endpoints.balance, {}, { token })).body.value).toEqual(before);
    expect((await call(h, endpoints.favouriteIds, {}, { token })).body.value).toEqual([1010]);
    expect((await call<{ switches: { CBS3: boolean } }>(h, endpoints.registerSettings, {})).body.value.switches.CBS3).toBe(false);
    await login(h, 'keeper1', 'secret12');
    const games = (await call<{ total: number }>(h, endpoints.gameList, { gameType: 'RNG' })).body.value.total;
    expect(games).toBeGreaterThanOrEqual(300); // not reseeded twice
    expect(games).toBeLessThan(600);
  });

  it('reset reseeds from scratch', async () => {
    h = createHarness();
    await call(h, endpoints.register, { username: 'gone1', password: 'secret12', confirmPassword: 'secret12' });
    await h.operator('POST', '/sandbox/reset');
    expect((await call(h, endpoints.login, { username: 'gone1', password: 'secret12' })).body.success).toBe(false);
    await login(h, 'demo', 'demo1234');
  });
});
