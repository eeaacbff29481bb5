import { afterEach, describe, expect, it } from 'vitest';
import { endpoints, REAL_ACCOUNT_CATEGORIES } from '@portal/api-contract';
import { createGateway, type Gateway } from '../app';
import { call, gamePost, login, openGame } from '../testing/client';
import { createHarness, type Harness, TEST_PASSWORD_COST_LOG2 } from '../testing/harness';

/** Business rules the server enforces whatever the client sends. */
describe('server-side business rules', () => {
  let h: Harness;
  let g: Gateway | undefined;
  afterEach(() => {
    h.dispose();
    g?.close();
    g = undefined;
  });

  it('refuses prototype keys as wallet names (400), and the listed wallets still add up to sumBalance', async () => {
    h = createHarness();
    const token = await login(h, 'demo', 'demo1234');
    for (const wallet of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      for (const body of [
        { from: 'MAIN', to: wallet, amount: 10 },
        { from: wallet, to: 'MAIN', amount: 10 },
      ]) {
        const res = await call(h, endpoints.walletTransfer, body, { token });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
    }
    const balance = await call<{ sumBalance: number; wallets: { balance: number }[] }>(h, endpoints.balance, {}, { token });
    const listed = balance.body.value.wallets.reduce((sum, w) => sum + w.balance, 0);
    expect(listed).toBeCloseTo(balance.body.value.sumBalance, 2);
    expect((await h.operator('POST', '/sandbox/members/demo/deposit', { amount: 5, wallet: '__proto__' })).status).toBe(400);
  });

  it('a trial account cannot launch the real-money categories through the API', async () => {
    h = createHarness();
    const token = await login(h, 'trial', 'trial1234');
    const games = h.db
      .prepare<
        unknown[],
        {
          id: number;
          category: string;
        }
      >('SELECT id, category FROM games WHERE category IN (' + REAL_ACCOUNT_CATEGORIES.map(() => '?').join(',') + ') GROUP BY category')
      .all(...REAL_ACCOUNT_CATEGORIES);
    expect(games.length).toBeGreaterThanOrEqual(4);
    for (const game of games) {
      const res = await call(h, endpoints.launchGame, { nodeId: game.id, vassalage: 'X' }, { token });
      expect(res.body.message, game.category).toBe('in_need_true_account');
    }
    const slot = h.db.prepare<unknown[], { id: number; vendor: string }>("SELECT id, vendor FROM games WHERE category = 'RNG' LIMIT 1").get()!;
    expect((await call(h, endpoints.launchGame, { nodeId: slot.id, vassalage: slot.vendor }, { token })).body.success).toBe(true);
  });

  it('spin and lottery bet need an Idempotency-Key (a replayed round moves money once)', async () => {
    h = createHarness();
    const token = await login(h, 'demo', 'demo1234');
    const slot = h.db.prepare<unknown[], { id: number; vendor: string }>("SELECT id, vendor FROM games WHERE category = 'RNG' LIMIT 1").get()!;
    const { session } = await openGame(h, token, { nodeId: slot.id, vassalage: slot.vendor });
    const without = await gamePost(h, session, '/sandbox/games/spin', { stake: 5 }, null);
    expect(without.status).toBe(400);
    expect(without.body.message).toBe('invalid_request: Idempotency-Key');
    const first = await gamePost(h, session, '/sandbox/games/spin', { stake: 5 }, 'round-1');
    const again = await gamePost(h, session, '/sandbox/games/spin', { stake: 5 }, 'round-1');
    expect(again.body).toEqual(first.body);
    expect(
      h.db
        .prepare<
          unknown[],
          {
            n: number;
          }
        >("SELECT COUNT(*) AS n FROM bets WHERE kind = 'slot' AND member_id = (SELECT id FROM members WHERE username = 'demo')")
        .get()!.n,
    ).toBe(1);
  });

  it('derives the merchant from the host; the Merchant header is only a development fallback', async () => {
    h = createHarness();
    g = createGateway({ dbPath: h.dbPath, merchantHosts: { 'casino.example': 'PT001' }, merchantHeader: false, passwordCostLog2: TEST_PASSWORD_COST_LOG2 });
    // PT001 requires a captcha to register: switching the header must not escape the rule.
    await h.operator('PUT', '/sandbox/register-rules?merchant=PT001', { rules: { captcha: { enabled: true, required: true } } });
    const settings = async (headers: Record<string, string>) =>
      ((await (await g!.app.request(endpoints.registerSettings.path, { headers })).json()) as { value: { rules: { captcha: { required: boolean } } } }).value
        .rules.captcha.required;
    expect(await settings({ Host: 'casino.example' })).toBe(true);
    expect(await settings({ Host: 'casino.example', Merchant: 'OTHER' })).toBe(true);
    expect(await settings({ Host: 'casino.example:443', Merchant: 'OTHER' })).toBe(true);
    // An unknown host gets the default merchant, never the header's, when the fallback is off.
    const menu = await g.app.request(endpoints.whitelabelMenu.path, { headers: { Host: 'unknown.example', Merchant: 'PT001' } });
    expect(((await menu.json()) as { value: { merchantCode: string } }).value.merchantCode).toBe('SANDBOX');
  });
});
