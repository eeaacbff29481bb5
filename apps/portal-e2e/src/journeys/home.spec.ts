import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';

test('home shows the w_home banners from the gateway under a Portuguese header', async ({ page, platform }) => {
  const banners = await platform.call(endpoints.bannerList, { groupName: 'w_home' });
  expect(banners.length).toBeGreaterThan(1);

  const bannerRequest = page.waitForRequest((req) => req.url().includes('/wps/system/banners') && req.url().includes('groupName=w_home'));
  await page.goto('/');
  await bannerRequest;

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
