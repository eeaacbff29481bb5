import { expect, test } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';

test.describe('system status pages', () => {
  test.afterEach(async ({ operator }) => {
    await operator.setSystemStatus({ status: 0 });
  });

  test('status 1 shows the maintenance page with Contact Us, without a flash of the portal', async ({ page, operator, faults }) => {
    await operator.setSystemStatus({ status: 1 });
    // The portal is rendered hidden while the status is in flight (StartFrameUntil): with a slow
    // status it is fully rendered before the answer, and its header must never be visible.
    await faults.set({ prefix: '/wps/system/status', latencyMs: 1_500 });
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (![...document.querySelectorAll('header')].some((header) => header.checkVisibility())) return;
        observer.disconnect();
        document.documentElement.dataset['portalShown'] = 'yes';
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'RESTRICTION OF VISIT' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fale conosco' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-portal-shown');
    await saveScreenshot(page, 'maintenance');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the bar drawn at once goes when the status says maintenance', async ({ page, operator }) => {
      await operator.setSystemStatus({ status: 1 });
      // The status is held until the bar has been seen: the boot script draws it as the page is
      // read, before the status answers (docs/product/performance.md "The boot frame on a phone").
      let release = () => {};
      let held = Promise.resolve();
      await page.route('**/wps/system/status', async (route) => {
        await held;
        await route.continue();
      });
      for (const address of ['/?member=transactionHistory', '/']) {
        held = new Promise<void>((resolve) => (release = resolve));
        await page.mainFrame().goto(address, { waitUntil: 'commit' });
        await expect(page.locator('#portal-boot picture img')).toBeVisible();
        release();
        await expect(page.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
        // Taken back by the status's answer, not by the frame's own 10 s limit.
        await expect(page.locator('#portal-boot')).toHaveCount(0, { timeout: 2_000 });
        await expect(page.getByRole('banner')).toHaveCount(0);
      }
    });
  });

  test('status 2 shows the IP-restriction page with the visitor ip and country', async ({ page, operator }) => {
    await operator.setSystemStatus({ status: 2, ip: '203.0.113.7', country: 'PT' });
    await page.goto('/rng');
    await expect(page.getByRole('heading', { name: 'Acesso restrito na sua região' })).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveText('203.0.113.7');
    await expect(page.getByTestId('visitor-country')).toHaveText('PT');
    await expect(page.getByRole('button', { name: 'Fale conosco' })).toBeVisible();
    await saveScreenshot(page, 'ip-restriction');
  });

  test('back to status 0 the portal is served again', async ({ page, operator }) => {
    await operator.setSystemStatus({ status: 1 });
    await operator.setSystemStatus({ status: 0 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});
