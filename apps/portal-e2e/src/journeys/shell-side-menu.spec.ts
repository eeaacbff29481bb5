import { endpoints } from '@portal/api-contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';

const ROUTES: Record<string, string> = {
  ELOTT: '/elott',
  LOTT: '/lottery',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};
const ORDER = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'];
/** The category names a PT visitor reads. */
const LABELS: Record<string, string> = {
  ELOTT: 'Loteria eletrônica',
  LOTT: 'Loteria',
  LIVE: 'Cassino ao vivo',
  SPORTS: 'Esportes',
  FISH: 'Pescaria',
  RNG: 'Slots',
  PVP: 'Salas de cartas',
  ESPORTS: 'E-sports',
};

/** The banner group a page asks the gateway for. */
function bannerRequest(page: Page, group: string) {
  return page.waitForRequest((req) => req.url().includes('/wps/system/banners') && new URL(req.url()).searchParams.get('groupName') === group);
}

test.describe('shell: side menu', () => {
  // Each test opens a dozen or more routes, each judged by axe: more than the default 45 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  test('lists the categories that have vendors in order and navigates to each category and vendor', async ({ page, platform }) => {
    const menus = await platform.call(endpoints.gameMenus, { platform: 'W' });
    const expected = ORDER.map((type) => menus.find((menu) => menu.gameType === type)).filter((menu): menu is NonNullable<typeof menu> =>
      Boolean(menu && menu.cards.length > 0),
    );
    expect(expected.length).toBeGreaterThan(3);

    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: LABELS[expected[0].gameType], exact: true })).toBeVisible();
    const names = await nav.locator(':scope > ul > li > div > a, :scope > ul > li > a').allTextContents();
    expect(names).toEqual(['Início', 'Jogos da casa', ...expected.map((menu) => LABELS[menu.gameType]), 'Promoções']);

    for (const menu of expected) {
      const route = ROUTES[menu.gameType];
      await nav.getByRole('link', { name: LABELS[menu.gameType], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      if (route === '/lottery') {
        // The lottery page shows the header only (docs/product/shell-and-navigation.md): no side menu there.
        await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toHaveCount(0);
        await page.goBack();
        continue;
      }
      const vendors = nav.getByRole('list', { name: `Provedores de ${LABELS[menu.gameType]}` });
      await expect(vendors).toBeVisible();
      await expect(vendors.getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page');
      const vendor = menu.cards[0];
      await vendors.getByRole('link', { name: vendor.title, exact: true }).click();
      await expect(page).toHaveURL(`${route}?vassalage=${encodeURIComponent(vendor.vassalage)}`);
      await expect(vendors.getByRole('link', { name: vendor.title, exact: true })).toHaveAttribute('aria-current', 'page');
      // Vendor icons are real images.
      await expect
        .poll(() =>
          vendors
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
    }
    await saveScreenshot(page, 'shell-side-menu');

    // A category can be opened and closed by keyboard.
    const expand = nav.getByRole('button', { name: `Provedores de ${LABELS[expected[0].gameType]}` });
    const initially = await expand.getAttribute('aria-expanded');
    const toggled = initially === 'true' ? 'false' : 'true';
    await expand.focus();
    await page.keyboard.press('Enter');
    await expect(expand).toHaveAttribute('aria-expanded', toggled);
    await page.keyboard.press('Enter');
    await expect(expand).toHaveAttribute('aria-expanded', initially ?? 'false');

    // One-language brand: no language list. Social links and app QR codes are there.
    await expect(page.getByRole('heading', { name: 'Idioma' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Telegram' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code do app para Android' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code do app para iOS' })).toBeVisible();
  });

  test('each route group requests its own banner group', async ({ page }) => {
    const groups: Array<[string, string]> = [
      ['/', 'w_home'],
      ['/rng', 'w_rng'],
      ['/live', 'w_live'],
      ['/fish', 'w_fish'],
      ['/pvp', 'w_pvp'],
      ['/sports', 'w_sports'],
      ['/esports', 'w_esports'],
      ['/elott', 'w_lott'],
      ['/inhouse', 'w_inhouse'],
      ['/download', 'w_down'],
      ['/promotions', 'w_promotion'],
      ['/pointMall', 'w_shop'],
      ['/helpmc', 'w_help'],
      ['/register', 'w_reg'],
    ];
    for (const [path, group] of groups) {
      const requested = bannerRequest(page, group);
      await page.goto(path);
      await requested;
      await expect(page.locator(`[data-banner-group="${group}"]`).first(), `${path} shows ${group}`).toBeVisible();
    }
  });

  test('the menu collapses to icons and back; /seamless starts minimised, and hides the bars when opened directly', async ({ page: portal }) => {
    let page = portal;
    await page.goto('/');
    const aside = page.getByRole('complementary', { name: 'Menu lateral' });
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect(page.getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false');
    // The width animates: read it once the transition is over.
    await expect.poll(() => aside.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(100);
    await page.getByRole('button', { name: 'Expandir menu' }).click();
    await expect.poll(() => aside.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(200);

    // Inside the portal: navigate to /seamless with the router (history entry with a key).
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', '/seamless');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page).toHaveURL(/\/seamless$/);
    await expect(page.getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect
      .poll(() => page.getByRole('complementary', { name: 'Menu lateral' }).evaluate((element) => element.getBoundingClientRect().width))
      .toBeLessThan(100);
    await expect(page.getByRole('banner')).toBeVisible();
    await saveScreenshot(page, 'shell-seamless-mini');

    // Opened directly in a new tab (a launcher showing it full screen): no left and top bars.
    const direct = await page.context().newPage();
    await direct.goto('/seamless');
    page = direct;
    await expect(page.locator('#content')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});
