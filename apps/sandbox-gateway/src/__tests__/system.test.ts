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

  it('answers another language in English', async () => {
    expect(await read('TH')).toEqual(await read('EN'));
  });
});
