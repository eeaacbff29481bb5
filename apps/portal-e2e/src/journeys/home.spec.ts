import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

test('home shows the w_home banners from the gateway under a Portuguese header', async ({ page, platform }) => {
  const banners = await platform.call(endpoints.bannerList, { groupName: 'w_home' });
  expect(banners.length).toBeGreaterThan(1);

  const bannerRequest = page.waitForRequest((req) => req.url().includes('/wps/system/banners') && req.url().includes('groupName=w_home'));
  const popularAnswer = page.waitForResponse((res) => res.url().includes('/lgw/games/popular'));
  await page.goto('/');
  await bannerRequest;

  // Most played: the home asks the gateway for 20 games, and shows the 20 it answers.
  const popular = await popularAnswer;
  expect(new URL(popular.url()).searchParams.get('count')).toBe('20');
  expect(((await popular.json()) as { value: { list: unknown[] } }).value.list).toHaveLength(20);
  await expect(page.getByRole('list', { name: 'Jogos mais jogados' }).getByRole('listitem')).toHaveCount(20);

  // Header in Portuguese.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Registrar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  // Every banner of the group is in the carousel, in the gateway's order.
  const region = page.locator('[data-banner-group="w_home"]');
  const images = region.locator('img');
  await expect(images).toHaveCount(banners.length);
  for (const [index, banner] of banners.entries()) {
    await expect(images.nth(index)).toHaveAttribute('src', banner.url);
  }
  // The first slides really loaded (not broken images).
  await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Pagination dots on home.
  await expect(region.getByRole('button', { name: /Banner 1 de/ })).toBeVisible();

  await saveScreenshot(page, 'home-guest');
});

test('a member opening a lobby: each start call goes out once, in the brand’s language (docs/product/performance.md)', async ({ page, createMember }) => {
  await loginAs(page, await createMember());
  const START_PATHS = [
    '/wps/system/status',
    '/wps/system/permission',
    '/lgw/games/game_menus',
    '/wps/system/countries',
    '/wps/member/info',
    '/wps/system/banners',
  ];
  const sent: { call: string; language: string | undefined }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (START_PATHS.includes(url.pathname)) sent.push({ call: `${url.pathname}${url.search}`, language: request.headers()['language'] });
  });
  await page.goto('/rng');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Depositar' })).toBeVisible();
  await expect(page.locator('[data-banner-group="w_rng"] img').first()).toBeVisible();
  // Sent before React rendered (startPortal) and joined by the hooks that mount later: once each.
  expect(sent.map(({ call }) => call.split('?')[0])).toEqual(START_PATHS);
  expect(sent.find(({ call }) => call.startsWith('/wps/system/banners'))?.call).toContain('groupName=w_rng');
  expect(sent.every(({ language }) => language === 'PT')).toBe(true);
});
