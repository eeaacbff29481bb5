import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { call } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';
import { HELP_ARTICLES } from '../seed/help-articles';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

describe('system status', () => {
  it('is 0 by default with the forwarded ip and the default country', async () => {
    // The trusted proxy (loopback) appended the client's address; the first entry is whatever the client sent.
    const res = await h.json('GET', '/wps/system/status', { headers: { 'X-Forwarded-For': '198.51.100.7, 203.0.113.9' } });
    expect(res.status).toBe(200);
    expect(endpoints.systemStatus.response.parse((res.body as { value: unknown }).value)).toEqual({
      status: 0,
      ip: '203.0.113.9',
      country: 'BR',
    });
  });

  it('is set by the operator, and only with the operator key', async () => {
    const refused = await h.json('PUT', '/sandbox/system/status', { body: { status: 1 } });
    expect(refused.status).toBe(403);
    const wrong = await h.json('PUT', '/sandbox/system/status', { body: { status: 1 }, headers: { 'X-Operator-Key': 'nope' } });
    expect(wrong.status).toBe(403);

    expect((await h.operator('PUT', '/sandbox/system/status', { status: 1, message: 'Back soon' })).status).toBe(200);
    const maintenance = await h.json<{ value: { status: number; message?: string } }>('GET', '/wps/system/status');
    expect(maintenance.body.value).toMatchObject({ status: 1, message: 'Back soon' });

    await h.operator('PUT', '/sandbox/system/status', { status: 2, ip: '198.51.100.7', country: 'US' });
    const region = await h.json<{ value: unknown }>('GET', '/wps/system/status');
    expect(region.body.value).toEqual({ status: 2, ip: '198.51.100.7', country: 'US' });
  });

  it('refuses an invalid operator body naming the field', async () => {
    const res = await h.operator('PUT', '/sandbox/system/status', { status: 7 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('status');
  });
});

describe('banners', () => {
  it('serves every group, several on home and a single one elsewhere, with raster art (the SVG beside it)', async () => {
    for (const groupName of [
      'w_home',
      'w_rng',
      'w_live',
      'w_fish',
      'w_pvp',
      'w_sports',
      'w_esports',
      'w_lott',
      'w_down',
      'w_promotion',
      'w_shop',
      'w_help',
      'w_reg',
      'w_inhouse',
    ]) {
      const res = await h.json<{ value: unknown }>('GET', `/wps/system/banners?groupName=${groupName}`);
      expect(res.status).toBe(200);
      const banners = endpoints.bannerList.response.parse(res.body.value);
      expect(banners.length).toBeGreaterThan(0);
      expect(banners.every((b) => b.groupName === groupName && b.width === 600 && b.height === 240)).toBe(true);
      if (groupName === 'w_home') expect(banners.length).toBeGreaterThanOrEqual(3);
      if (groupName === 'w_live') expect(banners).toHaveLength(1);
    }
    const home = endpoints.bannerList.response.parse((await h.json<{ value: unknown }>('GET', '/wps/system/banners?groupName=w_home')).body.value);
    const art = await h.call('GET', home[0].url);
    expect(art.status).toBe(200);
    expect(art.headers.get('Content-Type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await art.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 240 });
    const vector = await h.call('GET', home[0].url.replace(/\.jpg$/, '.svg'));
    expect(vector.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(await vector.text()).toContain(home[0].title ?? '');
  });

  it('answers 400 naming groupName for a bad group', async () => {
    const res = await h.json('GET', '/wps/system/banners?groupName=nope');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('groupName');
  });
});

describe('persistence and reset', () => {
  it('keeps operator settings across a restart, and reset reseeds', async () => {
    await h.operator('PUT', '/sandbox/system/status', { status: 1 });
    h = h.restart();
    expect((await h.json<{ value: { status: number } }>('GET', '/wps/system/status')).body.value.status).toBe(1);
    expect((await h.operator('POST', '/sandbox/reset')).status).toBe(200);
    expect((await h.json<{ value: { status: number } }>('GET', '/wps/system/status')).body.value.status).toBe(0);
    const banners = await h.json<{ value: unknown[] }>('GET', '/wps/system/banners?groupName=w_home');
    expect(banners.body.value.length).toBeGreaterThanOrEqual(3);
  });
});

describe('help centre', () => {
  const read = async (language: string) =>
    endpoints.helpCenter.response.parse((await call(h, endpoints.helpCenter, {}, { headers: { Language: language } })).body.value);

  it('has every article in each seeded brand’s languages (PT: Portuguese; VN: Vietnamese and English), the same keys in each', async () => {
    const [en, pt, vi] = await Promise.all([read('EN'), read('PT'), read('VI')]);
    const articles = (help: typeof en) => help.flatMap((category) => category.articles);
    expect(articles(en)).toHaveLength(HELP_ARTICLES.length);
    for (const help of [pt, vi]) {
      expect(articles(help).map((a) => [a.id, a.key])).toEqual(articles(en).map((a) => [a.id, a.key]));
      // No article and no category title left in English.
      articles(help).forEach((article, i) => {
        expect(article.title).not.toBe(articles(en)[i]!.title);
        expect(article.content).not.toBe(articles(en)[i]!.content);
      });
      help.forEach((category, i) => expect(category.title).not.toBe(en[i]!.title));
    }
    const protocol = (help: typeof en) => articles(help).find((a) => a.key === 'user-protocol')!;
    expect(protocol(en).title).toBe('User protocol');
    expect(protocol(pt).title).toBe('Protocolo do usuário');
    expect(protocol(pt).content).toContain('18 anos');
    expect(protocol(vi).title).toBe('Thỏa thuận người dùng');
    expect(pt.map((c) => c.title)).toEqual(['Sobre', 'Conta', 'Depósito e saque', 'Jogos']);
  });

  it('the privacy policy names the analytics cookies and how to withdraw; responsible gaming links the member centre’s self-exclusion page', async () => {
    const [en, pt] = await Promise.all([read('EN'), read('PT')]);
    const article = (help: typeof en, key: string) => help.flatMap((category) => category.articles).find((a) => a.key === key)!;
    expect(article(en, 'privacy-policy').content).toMatch(/<code>_ga<\/code>.*<code>_ga_&lt;id&gt;<\/code>.*2 years/);
    expect(article(en, 'privacy-policy').content).toContain('<b>Analytics cookies</b> at the bottom of any page, then <b>Reject</b>');
    // The words of the portal's own footer button and banner, in the brand's language.
    expect(article(pt, 'privacy-policy').content).toContain('<b>Cookies de análise</b> no rodapé de qualquer página e depois <b>Recusar</b>');
    for (const help of [en, pt]) {
      const rg = article(help, 'responsible-gaming').content;
      expect(rg).toContain('<a href="/?member=responsibleGaming">');
      expect(rg).not.toMatch(/contact support for self-exclusion|fale com o suporte para a autoexclusão/i);
    }
  });

  it('answers another language in English', async () => {
    expect(await read('TH')).toEqual(await read('EN'));
  });
});

describe('analytics, CDNs and domains (operator control /sandbox/platform)', () => {
  const permission = async (merchant = 'PT001') =>
    endpoints.permission.response.parse((await call(h, endpoints.permission, { host: 'x' }, { headers: { Merchant: merchant } })).body.value);
  const domains = async (host: string, merchant = 'PT001') =>
    endpoints.domainRoutes.response.parse((await call(h, endpoints.domainRoutes, {}, { headers: { Merchant: merchant, Host: host } })).body.value);

  it('has no tag and no CDNs by default; its web domains are the host it is reached by and localhost', async () => {
    expect(await permission()).toMatchObject({ analytics: { gtagId: null }, imageCDNs: [], launchGameCDNs: [] });
    const routes = await domains('casino.example:8080');
    expect(routes.filter((r) => r.type === 'web').map((r) => r.domain)).toEqual(['casino.example', 'localhost', '127.0.0.1']);
  });

  it('says what the operator set, per merchant; refuses a CDN that is not an origin', async () => {
    const set = await h.operator('PUT', '/sandbox/platform?merchant=PT001', {
      gtagId: 'G-TEST1234',
      imageCDNs: ['http://127.0.0.1:1', 'https://img.cdn.example'],
      launchGameCDNs: ['https://games.cdn.example'],
      webDomains: ['portal-pt.example'],
    });
    expect(set.status).toBe(200);
    expect(await permission()).toMatchObject({
      analytics: { gtagId: 'G-TEST1234' },
      imageCDNs: ['http://127.0.0.1:1', 'https://img.cdn.example'],
      launchGameCDNs: ['https://games.cdn.example'],
    });
    expect((await domains('127.0.0.1')).filter((r) => r.type === 'web').map((r) => r.domain)).toEqual(['portal-pt.example']);
    // Another merchant keeps the defaults.
    expect((await permission('VN001')).analytics.gtagId).toBeNull();
    expect((await h.operator('PUT', '/sandbox/platform?merchant=PT001', { imageCDNs: ['https://cdn.example/images'] })).status).toBe(400);
    // A section switched off: the white-label menu (and the permission's copy) say so.
    await h.operator('PUT', '/sandbox/platform?merchant=PT001', { disabledSections: ['pointMall'] });
    const menu = endpoints.whitelabelMenu.response.parse((await call(h, endpoints.whitelabelMenu, {}, { headers: { Merchant: 'PT001' } })).body.value);
    expect(menu.menus.find((m) => m.key === 'pointMall')).toMatchObject({ route: '/pointMall', enabled: false });
    expect(menu.menus.filter((m) => !m.enabled)).toHaveLength(1);
    expect((await permission()).whitelabel.menus.find((m) => m.key === 'pointMall')?.enabled).toBe(false);
    expect((await h.json('PUT', '/sandbox/platform?merchant=PT001', { body: { gtagId: null } })).status).toBe(403);
  });
});
