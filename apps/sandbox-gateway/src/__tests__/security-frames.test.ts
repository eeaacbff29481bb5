import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { createGateway, type Gateway } from '../app';
import { call, login } from '../testing/client';
import { createHarness, type Harness, TEST_PASSWORD_COST_LOG2 } from '../testing/harness';

/** Game and chat pages come from their own origin, never the portal's. */
describe('frame origin', () => {
  let h: Harness | undefined;
  let g: Gateway | undefined;
  afterEach(() => {
    h?.dispose();
    g?.close();
  });

  it('launch, chat and customer-service URLs point at the frame origin, which serves those pages and nothing of the API', async () => {
    h = createHarness();
    const clock = h.clock;
    g = createGateway({ dbPath: h.dbPath, frameOrigin: 'http://frames.test:3101/', now: () => clock.now, passwordCostLog2: TEST_PASSWORD_COST_LOG2 });
    const harness = { ...h, app: g.app } as Harness;
    const token = await login(harness, 'demo', 'demo1234');
    const games = await call<{ games: { nodeId: number }[] }>(harness, endpoints.gameList, { gameType: 'RNG', vassalage: 'PG', pageSize: 1 });
    const launched = await call<{ game_url: string }>(harness, endpoints.launchGame, { nodeId: games.body.value.games[0].nodeId, vassalage: 'PG' }, { token });
    expect(launched.body.success, JSON.stringify(launched.body)).toBe(true);
    const url = new URL(launched.body.value.game_url);
    expect(url.origin).toBe('http://frames.test:3101');
    expect(url.pathname).toBe('/sandbox/games/play');

    const page = await g.frames.request(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Spin');

    const chat = await call<{ chatUrl: string }>(harness, endpoints.chatUrl, {}, { token });
    expect(chat.body.success, JSON.stringify(chat.body)).toBe(true);
    expect(new URL(chat.body.value.chatUrl).origin).toBe('http://frames.test:3101');
    const permission = await call<{ customerService: { url: string } }>(harness, endpoints.permission, { host: 'x' });
    expect(permission.body.value.customerService.url).toBe('http://frames.test:3101/sandbox/chat/support');

    for (const path of ['/wps/system/status', '/wps/member/info', '/sandbox/sms', '/sandbox/members/demo/deposit']) {
      expect((await g.frames.request(path)).status, path).toBe(404);
    }
  });

  it('the payment-provider simulator a deposit links to is on the frame origin, served there with its actions, and the payment credits once', async () => {
    h = createHarness();
    const clock = h.clock;
    g = createGateway({ dbPath: h.dbPath, frameOrigin: 'http://frames.test:3101', now: () => clock.now });
    const harness = { ...h, app: g.app } as Harness;
    const token = await login(harness, 'demo', 'demo1234');
    const before = await call<{ sumBalance: number }>(harness, endpoints.balance, {}, { token });
    const created = await call<{ orderId: string; instructions: { payUrl: string } }>(
      harness,
      endpoints.depositCreate,
      { channelId: 'pix', amount: 50 },
      { token },
    );
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    const url = new URL(created.body.value.instructions.payUrl);
    expect(url.origin).toBe('http://frames.test:3101');
    expect(url.pathname).toBe(`/sandbox/pay/${created.body.value.orderId}`);

    const simulator = await g.frames.request(`${url.pathname}${url.search}`);
    expect(simulator.status).toBe(200);
    expect(await simulator.text()).toContain('Confirm payment');
    const form = new URLSearchParams({ t: url.searchParams.get('t') ?? '' });
    for (let i = 0; i < 2; i++) {
      const paid = await g.frames.request(`${url.pathname}/confirm`, {
        method: 'POST',
        body: form,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(paid.status).toBe(200);
    }
    const after = await call<{ sumBalance: number }>(harness, endpoints.balance, {}, { token });
    expect(after.body.value.sumBalance).toBeCloseTo(before.body.value.sumBalance + 50, 2);
  });
});
