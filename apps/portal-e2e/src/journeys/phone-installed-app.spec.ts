import { expect, test } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';
import { serviceWorkerActive } from '../support/service-worker';

// The brand on a phone's home screen (docs/product/installed-app.md): "Add to home screen" in the
// drawer, the offline screen at a phone's size.

test('"Add to home screen" in the drawer once the browser offers to install, and the browser’s prompt from it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await serviceWorkerActive(page);
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu principal' });
  await expect(drawer.getByRole('link', { name: 'Promoções' })).toBeVisible();
  // Chrome offers to install only once it judged the visit a real one (a tap, some time on the site).
  await expect(drawer.getByRole('button', { name: 'Adicionar à tela inicial' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Its offer, as Chrome sends it (headless Chromium never does: its judge of a real visit is the browser's window).
  await page.evaluate(() => {
    // Chromium's own event class (not in TypeScript's DOM types).
    const { BeforeInstallPromptEvent } = window as unknown as { BeforeInstallPromptEvent: typeof Event };
    window.dispatchEvent(new BeforeInstallPromptEvent('beforeinstallprompt', { cancelable: true }));
  });
  await menu.click();
  const entry = drawer.getByRole('button', { name: 'Adicionar à tela inicial' });
  await expect(entry).toBeVisible();
  await saveScreenshot(page, 'phone-drawer-install');
  await entry.click();
  // The browser's prompt is the browser's (headless has none to show); the entry has done its part.
  await expect(entry).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('offline on a phone: the brand’s offline screen between the header and the bottom bar', async ({ page, context }) => {
  await page.goto('/');
  await serviceWorkerActive(page);
  await page.goto('/rng');
  await context.setOffline(true);
  const screen = page.getByTestId('offline-screen');
  await expect(screen.getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  const title = (await screen.getByRole('img', { name: 'Portal PT' }).boundingBox())!;
  expect(title.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInViewport();
  await saveScreenshot(page, 'phone-offline');
  await context.setOffline(false);
  await expect(screen).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Slots' }).first()).toBeVisible();
});
