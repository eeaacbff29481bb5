import { expect, test } from '../support/fixtures';

const PROMOTIONS_CHUNK = /\/assets\/PromotionsPage-[\w-]+\.js$/;

test.describe('shell: lazy route chunks', () => {
  test('a chunk that fails once (a deploy) reloads the portal once and the page shows', async ({ page }) => {
    let failures = 0;
    await page.route(PROMOTIONS_CHUNK, (route) => {
      if (failures === 0) {
        failures += 1;
        return route.abort('failed');
      }
      return route.continue();
    });
    await page.goto('/');
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Promoções' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promoções' })).toBeVisible();
    expect(failures).toBe(1);
    expect(loads.length).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('portal:chunk-reload-at'))).not.toBeNull();
  });

  test('a chunk that keeps failing shows an error with a retry, and the rest of the portal stays up', async ({ page }) => {
    await page.route(PROMOTIONS_CHUNK, (route) => route.abort('failed'));
    await page.goto('/promotions');
    const error = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar esta página.' });
    await expect(error).toBeVisible();
    // Header and side menu still work.
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await page.unroute(PROMOTIONS_CHUNK);
    await error.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promoções' })).toBeVisible();
  });
});
