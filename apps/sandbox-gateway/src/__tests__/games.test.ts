import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_KEY, GAME_CATEGORIES, endpoints } from '@portal/api-contract';
import { call, gamePost, login, openGame } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

describe('seeded catalogue', () => {
  it('has vendors for every category, e-sports providers and a VASSALAGE card', async () => {
    const menus = endpoints.gameMenus.response.parse((await call(h, endpoints.gameMenus, {})).body.value);
    expect(menus.map((m) => m.gameType).sort()).toEqual([...GAME_CATEGORIES].sort());
    const esports = menus.find((m) => m.gameType === 'ESPORTS')!;
    // The e-sports provider codes the sandbox's platform uses (the portal takes them from the cards).
    expect(esports.cards.map((c) => c.providerCode).sort()).toEqual(['AI', 'AV', 'IA', 'IMES', 'TF']);
    expect(menus.flatMap((m) => m.cards).some((c) => c.isGame === 'VASSALAGE')).toBe(true);
    expect(
      menus
        .flatMap((m) => m.cards)
        .filter((c) => c.isGame === 'GAME')
        .every((c) => c.nodeId !== null),
    ).toBe(true);
  });

  it('pages 300+ RNG games in 42-game pages without a vendor', async () => {
    const first = endpoints.gameList.response.parse((await call(h, endpoints.gameList, { gameType: 'RNG' })).body.value);
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect(first.games).toHaveLength(42);
    expect(first.totalPages).toBe(Math.ceil(first.total / 42));
    const last = endpoints.gameList.response.parse((await call(h, endpoints.gameList, { gameType: 'RNG', pageNo: first.totalPages })).body.value);
    expect(last.games.length).toBe(first.total - 42 * (first.totalPages - 1));
    const ids = new Set<number>();
    for (let p = 1; p <= first.totalPages; p++) {
      const page = endpoints.gameList.response.parse((await call(h, endpoints.gameList, { gameType: 'RNG', pageNo: p })).body.value);
      page.games.forEach((g) => ids.add(g.nodeId));
    }
    expect(ids.size).toBe(first.total);
    const search = endpoints.gameList.response.parse((await call(h, endpoints.gameList, { gameType: 'RNG', gameName: 'Tiger', vassalage: 'PG' })).body.value);
    expect(search.games.every((g) => g.gameName.includes('Tiger') && g.vassalage === 'PG')).toBe(true);
  });

  it('serves deterministic game art: a 240×240 JPEG, drawn from the SVG with the name on it', async () => {
    const game = endpoints.gameList.response.parse((await call(h, endpoints.gameList, { gameType: 'RNG' })).body.value).games[0];
    expect(game.imageUrl).toMatch(/\.jpg$/);
    const first = await h.call('GET', game.imageUrl);
    expect(first.headers.get('Content-Type')).toBe('image/jpeg');
    expect(first.headers.get('Cache-Control')).toContain('max-age');
    const a = Buffer.from(await first.arrayBuffer());
    const b = Buffer.from(await (await h.call('GET', game.imageUrl)).arrayBuffer());
    expect(a.equals(b)).toBe(true);
    expect(await sharp(a).metadata()).toMatchObject({ format: 'jpeg', width: 240, height: 240 });
    const vector = await (await h.call('GET', game.imageUrl.replace(/\.jpg$/, '.svg'))).text();
    expect(vector).toContain(game.gameName.split(' ')[0]);
    expect(vector).toContain('width="240" height="240"');
    expect((await h.call('GET', '/sandbox/art/game/999999.jpg')).status).toBe(404);
    expect((await h.call('GET', '/sandbox/art/game/1.gif')).status).toBe(404);
  });

  it('has 20+ announcements of every type, one hostile HTML payload; promotions with new_player and a raffle', async () => {
    const res = endpoints.announcements.response.parse((await call(h, endpoints.announcements, { pageSize: 100 })).body.value);
    expect(res.total).toBeGreaterThanOrEqual(20);
    expect(new Set(res.list.map((a) => a.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
    expect(res.list.some((a) => a.content.includes('<script>') && a.content.includes('onerror='))).toBe(true);
    expect(endpoints.announcements.response.parse((await call(h, endpoints.announcements, {})).body.value).list).toHaveLength(9);
    const promos = endpoints.promotions.response.parse((await call(h, endpoints.promotions, {})).body.value);
    expect(promos.filter((p) => p.category === 'new_player').length).toBeGreaterThanOrEqual(1);
    expect(promos.some((p) => p.raffle)).toBe(true);
  });

  it('lists Brazil +55 first among the countries and decodes the customer-service link', async () => {
    const countries = endpoints.countryList.response.parse((await call(h, endpoints.countryList, {})).body.value);
    expect(countries[0]).toMatchObject({ countryCode: 'BR', countryDialingCode: '+55' });
    for (const [code, dial] of [
      ['VN', '+84'],
      ['ID', '+62'],
      ['TH', '+66'],
      ['CN', '+86'],
      ['US', '+1'],
    ]) {
      expect(countries).toContainEqual(expect.objectContaining({ countryCode: code, countryDialingCode: dial }));
    }
  });
});

describe('demo games', () => {
  it('launch URL carries a one-use short-lived ticket, never the session token', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const res = await call<{ game_url: string }>(h, endpoints.launchGame, { nodeId: 1001, vassalage: 'PG' }, { token });
    expect(res.body.value.game_url).toMatch(/^\/sandbox\/games\/play\?ticket=/);
    expect(res.body.value.game_url).not.toContain(token);
    const page = await h.call('GET', res.body.value.game_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Spin');
    expect(html).not.toContain(token);
    expect((await h.call('GET', res.body.value.game_url)).status).toBe(410);
    const late = await call<{ game_url: string }>(h, endpoints.launchGame, { nodeId: 1001, vassalage: 'PG' }, { token });
    h.clock.advance(2 * 60_000 + 1);
    expect((await h.call('GET', late.body.value.game_url)).status).toBe(410);
  });

  it('a vendor under maintenance is not launched: game_maintenance, for that merchant’s players only; the others play', async () => {
    const set = await h.operator('PUT', '/sandbox/platform?merchant=PT001', { maintenanceVendors: ['PG'] });
    expect(set.body.value).toMatchObject({ maintenanceVendors: ['PG'] });
    const PT = { headers: { Merchant: 'PT001' }, token: await login(h, 'demo', 'demo1234', {}, { Merchant: 'PT001' }) };
    const VN = { headers: { Merchant: 'VN001' }, token: await login(h, 'demo', 'demo1234', {}, { Merchant: 'VN001' }) };
    const refused = await call(h, endpoints.launchGame, { nodeId: 1001, vassalage: 'PG' }, PT);
    expect(refused.body).toMatchObject({ success: false, message: ERROR_KEY.gameMaintenance, value: { vassalage: 'PG' } });
    expect(h.db.prepare('SELECT COUNT(*) FROM launch_tickets').pluck().get()).toBe(0);
    const jili = h.db.prepare<unknown[], number>("SELECT id FROM games WHERE vendor = 'JILI' ORDER BY id LIMIT 1").pluck().get()!;
    expect((await call(h, endpoints.launchGame, { nodeId: jili, vassalage: 'JILI' }, PT)).body.success).toBe(true);
    // Another merchant's players still play PG.
    expect((await call(h, endpoints.launchGame, { nodeId: 1001, vassalage: 'PG' }, VN)).body.success).toBe(true);
    expect((await h.operator('PUT', '/sandbox/platform?merchant=PT001', { maintenanceVendors: ['pg'] })).status).toBe(400);
  });

  it('a spin moves the balance and writes a betting record', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const before = (await call<{ sumBalance: number }>(h, endpoints.balance, {}, { token })).body.value.sumBalance;
    const { session } = await openGame(h, token, { nodeId: 1002, vassalage: 'PG' });
    const spin = await gamePost(h, session, '/sandbox/games/spin', { stake: 5 });
    expect(spin.body.success).toBe(true);
    const { win, text, reels } = spin.body.value as { win: number; text: string; reels: string[] };
    expect(reels).toHaveLength(3);
    expect(text).toMatch(/won|no win/);
    const after = (await call<{ sumBalance: number }>(h, endpoints.balance, {}, { token })).body.value.sumBalance;
    expect(after).toBeCloseTo(before - 5 + win, 2);
    const records = endpoints.betRecords.response.parse((await call(h, endpoints.betRecords, {}, { token })).body.value);
    expect(records.list[0]).toMatchObject({ stake: 5, payout: win, status: 'settled' });
    const gameCode = endpoints.recentGames.response.parse((await call(h, endpoints.recentGames, {}, { token })).body.value).list[0].gameCode;
    const ofGame = endpoints.betRecords.response.parse((await call(h, endpoints.betRecords, { gameCode }, { token })).body.value);
    expect(ofGame.list[0]).toMatchObject({ stake: 5, payout: win });
    const ofOther = endpoints.betRecords.response.parse((await call(h, endpoints.betRecords, { gameCode: 'NO_SUCH_GAME' }, { token })).body.value);
    expect(ofOther.list).toHaveLength(0);
    const recent = endpoints.recentGames.response.parse((await call(h, endpoints.recentGames, {}, { token })).body.value);
    expect(recent.list[0].nodeId).toBe(1002);
    expect((await gamePost(h, 'forged', '/sandbox/games/spin', { stake: 5 })).status).toBe(401);
  });

  it('the lottery takes a bet for the next draw and settles it from the stored numbers', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const { session } = await openGame(h, token, { vassalage: 'VNLOTT', lottoGameCode: 'VNLOTT_001', launchMode: 'LOTT', lottoArea: 'VN' });
    const bet = await gamePost(h, session, '/sandbox/games/lottery/bet', { selection: 'big', stake: 10 });
    expect(bet.body.success).toBe(true);
    const { issue } = bet.body.value as { issue: string };
    const pending = endpoints.betRecords.response.parse((await call(h, endpoints.betRecords, {}, { token })).body.value);
    expect(pending.list[0]).toMatchObject({ status: 'pending', issue });
    h.clock.advance(61_000);
    const draws = endpoints.vnOpenedNumbers.response.parse((await call(h, endpoints.vnOpenedNumbers, { gameCode: 'VNLOTT_001' })).body.value);
    expect(draws).toHaveLength(100);
    const draw = draws.find((d) => d.issue === issue)!;
    expect(draw.numbers).toHaveLength(5);
    const settled = endpoints.betRecords.response.parse((await call(h, endpoints.betRecords, {}, { token })).body.value).list[0];
    const big = Number(draw.numbers[4]) >= 5;
    expect(settled).toMatchObject({ status: 'settled', payout: big ? 19.5 : 0, result: draw.numbers.join('') });
    // Stored numbers never change.
    const again = endpoints.vnOpenedNumbers.response.parse((await call(h, endpoints.vnOpenedNumbers, { gameCode: 'VNLOTT_001' })).body.value);
    expect(again.find((d) => d.issue === issue)).toEqual(draw);
    const recentMenu = endpoints.lotteryRecentMenu.response.parse((await call(h, endpoints.lotteryRecentMenu, {}, { token })).body.value);
    expect(recentMenu[0].gameCode).toBe('VNLOTT_001');
  });

  it('the chat room takes the portal’s header colour, with a title that reads on it, in the language asked for', async () => {
    await h.operator('PUT', '/sandbox/switches', { switches: { CBS3: true } });
    const token = await login(h, 'demo', 'demo1234');
    const room = async (headerColor: string) => {
      const res = await call<{ chatUrl: string }>(h, endpoints.chatUrl, { b2c: 1, title: 'Sala de chat', language: 'PT', headerColor }, { token });
      expect(new URL(res.body.value.chatUrl, 'http://x').searchParams.get('language')).toBe('PT');
      return (await h.call('GET', res.body.value.chatUrl)).text();
    };
    expect(await room('#ffffff')).toContain('background:#ffffff;color:#0f172a');
    expect(await room('#0b1020')).toContain('background:#0b1020;color:#f1f5f9');
  });

  it('trial accounts cannot chat; favourites round-trip', async () => {
    const trial = await login(h, 'trial', 'trial1234');
    expect((await call(h, endpoints.chatUrl, {}, { token: trial })).body.message).toBe('in_please_information');
    const token = await login(h, 'demo', 'demo1234');
    await call(h, endpoints.favouriteAdd, { nodeId: 1003, vendor: 'PG', gameType: 'RNG' }, { token });
    expect((await call(h, endpoints.favouriteIds, {}, { token })).body.value).toEqual([1003]);
    await call(h, endpoints.favouriteRemove, { nodeId: 1003, vendor: 'PG', gameType: 'RNG' }, { token });
    expect((await call(h, endpoints.favouriteIds, {}, { token })).body.value).toEqual([]);
  });
});

describe('operator controls', () => {
  it('region restriction gives status 2; fault injection adds errors and latency per prefix', async () => {
    await h.operator('PUT', '/sandbox/region', { blockedCountries: ['BR'] });
    expect((await call<{ status: number }>(h, endpoints.systemStatus, {})).body.value.status).toBe(2);
    await h.operator('PUT', '/sandbox/region', { blockedCountries: [] });
    expect((await call<{ status: number }>(h, endpoints.systemStatus, {})).body.value.status).toBe(0);

    await h.operator('PUT', '/sandbox/faults', { prefix: '/lgw/games', errorRate: 1 });
    expect((await call(h, endpoints.gameMenus, {})).status).toBe(503);
    expect((await call(h, endpoints.systemStatus, {})).status).toBe(200);
    await h.operator('PUT', '/sandbox/faults', { prefix: '/lgw/games', errorRate: 0, latencyMs: 120 });
    const started = Date.now();
    expect((await call(h, endpoints.gameMenus, {})).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    await h.operator('DELETE', '/sandbox/faults');
    expect((await h.operator('PUT', '/sandbox/faults', { prefix: '/elsewhere' })).status).toBe(400);
  });

  it('a fault with a seed fails the same requests in every run (repeatable 30 %)', async () => {
    const run = async () => {
      await h.operator('PUT', '/sandbox/faults', { prefix: '/lgw/games', errorRate: 0.3, seed: 18 });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await call(h, endpoints.gameMenus, {})).status);
      return statuses;
    };
    const first = await run();
    expect(first).toContain(503);
    expect(first).toContain(200);
    expect(await run()).toEqual(first);
    await h.operator('DELETE', '/sandbox/faults');
    expect((await call(h, endpoints.gameMenus, {})).status).toBe(200);
  });
});
