import { endpoints } from '@portal/api-contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/members';
import { CDN_ORIGIN } from '../support/ports';
import { saveScreenshot } from '../support/screenshots';
import { framesDrawn } from '../support/shell';

/*
 * What the portal does with the rest of the permission info (docs/product/shell-and-navigation.md
 * "Analytics", "Domain check", "White-label menu"; display-and-platform.md "Images and game launches
 * through the CDNs"). Each test sets the PT merchant's platform extras (global state: this journey is
 * in GLOBAL_STATE) and puts the defaults back.
 */
test.afterEach(async ({ operator }) => operator.resetPlatform());
// Each test walks several screens and reloads on the shared machine.
test.beforeEach(() => test.setTimeout(120_000));

/** A port nothing listens on: a CDN the visitor's network cannot reach. */
const DEAD_CDN = 'http://127.0.0.1:9';
const GTAG_ID = 'G-E2ETEST01';

type GtagWindow = Window & { dataLayer?: ArrayLike<unknown>[] };
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as GtagWindow).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([kind, name]) => kind === 'event' && name === 'page_view')
      .map(([, , params]) => (params as { page_path: string }).page_path),
  );

test('analytics: asked first (desktop and 390 px), loaded only after Accept, a page view per route, Reject remembered', async ({ page, operator }) => {
  await operator.setPlatform({ gtagId: GTAG_ID });
  // Google's servers are not reachable from the test machine: gtag.js is answered here with a
  // script that only says it ran. The browser still has to be allowed to ask for it by the
  // preview's Content-Security-Policy (a blocked script is never requested).
  const tagRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagRan = (window.__gtagRan || 0) + 1;' });
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies de análise' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Google Analytics');
  await expect(banner.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/helpmc?article=privacy-policy');
  await saveScreenshot(page, 'platform-analytics-consent');
  expect(tagRequests).toEqual([]);

  // At 390 px it spans the width, stays on screen, and leaves room for the bottom bar's height.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(banner.getByRole('button', { name: 'Aceitar' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const onPhone = (await banner.boundingBox())!;
  expect(onPhone.x).toBe(0);
  expect(onPhone.width).toBe(390);
  expect(onPhone.y + onPhone.height).toBeCloseTo(844, 0);
  await page.evaluate(() => document.documentElement.style.setProperty('--portal-bottom-bar-height', '56px'));
  await expect.poll(async () => Math.round((await banner.boundingBox())!.y + (await banner.boundingBox())!.height)).toBe(844 - 56);
  await saveScreenshot(page, 'platform-analytics-consent-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  await banner.getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GTAG_ID}`]);
  await expect.poll(() => page.evaluate(() => (window as { __gtagRan?: number }).__gtagRan)).toBe(1);
  expect(await pageViews(page)).toEqual(['/']);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Promoções' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect.poll(() => pageViews(page)).toEqual(['/', '/promotions']);

  // Remembered: the next visit loads the tag without asking.
  await page.reload();
  await expect.poll(() => tagRequests.length).toBe(2);
  await expect(page.getByRole('region', { name: 'Cookies de análise' })).toHaveCount(0);

  // The footer asks again: until the visitor answers, the consent given stays in force (page views go on).
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies de análise' }).click();
  const asked = page.getByRole('region', { name: 'Cookies de análise' });
  await expect(asked).toBeFocused();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => pageViews(page)).toEqual(['/promotions', '/']);
  // A reject stops the page views and is remembered too.
  await asked.getByRole('button', { name: 'Recusar' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Promoções' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  expect(await pageViews(page)).toEqual(['/promotions', '/']);
  // Accepted again on the same page: the tag already loaded comes back on, no second gtag.js.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies de análise' }).click();
  await asked.getByRole('button', { name: 'Aceitar' }).click();
  await expect.poll(() => pageViews(page)).toEqual(['/promotions', '/', '/promotions']);
  expect(tagRequests).toHaveLength(2);
  expect(await page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]').count()).toBe(1);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies de análise' }).click();
  await asked.getByRole('button', { name: 'Recusar' }).click();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  expect(tagRequests).toHaveLength(2);
  await expect(page.getByRole('region', { name: 'Cookies de análise' })).toHaveCount(0);
});

test('analytics: withdrawing on www.<brand>.com.br deletes the _ga cookies gtag set on the registrable domain', async ({ page, operator }) => {
  const host = 'www.sorte.com.br';
  await operator.setPlatform({ gtagId: GTAG_ID, webDomains: ['sorte.com.br'] });
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  // The portal as served on a Brazilian brand's address: every request of that host answered by the
  // preview (and the platform behind it), so the browser's own cookie rules for `.com.br` apply.
  const portal = new URL(test.info().project.use.baseURL!);
  await page.route(`http://${host}:${portal.port}/**`, async (route) => {
    const url = new URL(route.request().url());
    url.host = portal.host;
    const response = await route.fetch({ url: url.toString() });
    await route.fulfill({ response });
  });
  await page.goto(`http://${host}:${portal.port}/`);
  await page.getByRole('region', { name: 'Cookies de análise' }).getByRole('button', { name: 'Aceitar' }).click();
  // gtag's automatic cookie domain: the highest one the browser accepts, sorte.com.br (com.br is a public suffix).
  await page.evaluate(() => {
    document.cookie = '_ga=GA1.1.111.222; domain=sorte.com.br; path=/; max-age=3600';
    document.cookie = '_ga_E2ETEST01=GS1.1.333; domain=sorte.com.br; path=/; max-age=3600';
  });
  const gaCookies = async () => (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('_ga')).map((c) => `${c.name}@${c.domain}`);
  expect((await gaCookies()).sort()).toEqual(['_ga@.sorte.com.br', '_ga_E2ETEST01@.sorte.com.br']);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies de análise' }).click();
  await page.getByRole('region', { name: 'Cookies de análise' }).getByRole('button', { name: 'Recusar' }).click();
  await expect.poll(gaCookies).toEqual([]);
});

test.describe('CDNs', () => {
  // A game frame from a CDN that cannot be reached shows the browser's own error page, which axe
  // cannot be injected into; the portal around it is scanned.
  test.use({ axeOptOut: [{ selector: 'iframe', reason: "a game frame: the provider's page (here the browser's error page of an unreachable CDN)" }] });

  test('images: the CDN that answers is chosen and used from the next screen on; one that fails falls back to the platform', async ({ page, operator }) => {
    await operator.setPlatform({ imageCDNs: [DEAD_CDN, CDN_ORIGIN] });
    const fromCdn: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(`${CDN_ORIGIN}/sandbox/art/`) && request.resourceType() === 'image') fromCdn.push(request.url());
    });
    // A first visit: the platform's own URLs while the CDNs are probed in the background.
    await page.goto('/rng');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('imageCdn')), { timeout: 15_000 }).toBe(CDN_ORIGIN);
    await expect(page.locator('section img').first()).toHaveAttribute('src', /^\/sandbox\/art\/banner\//);

    // The next visit: banners and game art through the CDN, delivered.
    await page.reload();
    const banner = page.locator('section img').first();
    await expect(banner).toHaveAttribute('src', new RegExp(`^${CDN_ORIGIN}/sandbox/art/banner/`));
    const tile = page.getByRole('list', { name: 'Jogos', exact: true }).getByTestId('game-tile').first().locator('img');
    await expect(tile).toHaveAttribute('src', new RegExp(`^${CDN_ORIGIN}/sandbox/art/game/`));
    for (const image of [banner, tile]) await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(fromCdn.some((url) => url.includes('/art/banner/'))).toBe(true);
    expect(fromCdn.some((url) => url.includes('/art/game/'))).toBe(true);

    // A CDN that stopped answering: every image still shows, from the platform, and the CDN is dropped.
    await page.evaluate((dead) => localStorage.setItem('imageCdn', dead), DEAD_CDN);
    await operator.setPlatform({ imageCDNs: [DEAD_CDN] });
    await page.reload();
    await expect(banner).toHaveAttribute('src', /^\/sandbox\/art\/banner\//);
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(tile).toHaveAttribute('src', /^\/sandbox\/art\/game\//);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('imageCdn'))).toBeNull();
  });

  test('game launches: through the first launch CDN; "Try another server" moves to the next, where the game plays', async ({
    page,
    operator,
    platform,
    createMember,
  }) => {
    await operator.setPlatform({ launchGameCDNs: [DEAD_CDN, CDN_ORIGIN] });
    const member = await createMember({ deposit: 100 });
    await loginAs(page, member);
    const { games } = await platform.call(endpoints.gameList, { gameType: 'RNG', vassalage: 'PG', pageSize: 42 });
    await page.goto('/rng?vassalage=PG');
    await page
      .getByRole('list', { name: 'Jogos', exact: true })
      .getByRole('button', { name: `Jogar ${games[0]!.gameName}` })
      .click();
    await expect(page).toHaveURL(/\/game$/);
    const iframe = page.locator('iframe');
    await expect(iframe).toHaveAttribute('src', new RegExp(`^${DEAD_CDN}/sandbox/games/play\\?ticket=`));
    await page.getByRole('button', { name: 'O jogo não carrega? Tente outro servidor' }).click();
    await expect(iframe).toHaveAttribute('src', new RegExp(`^${CDN_ORIGIN}/sandbox/games/play\\?ticket=`));
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1, name: games[0]!.gameName })).toBeVisible();
    await frame.getByLabel('Bet amount').fill('1.00');
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.getByRole('status')).toContainText(/won|no win/);
    await saveScreenshot(page, 'platform-launch-cdn');
    // The choice holds for the session: the next launch goes through the same CDN.
    expect(await page.evaluate(() => sessionStorage.getItem('launchServer'))).toBe('1');
  });
});

test('a vendor under maintenance: its game says so where the player clicked, and another vendor’s game opens', async ({
  page,
  operator,
  platform,
  createMember,
}) => {
  await operator.setPlatform({ maintenanceVendors: ['PG'] });
  const member = await createMember({ deposit: 100 });
  await loginAs(page, member);
  const { games } = await platform.call(endpoints.gameList, { gameType: 'RNG', vassalage: 'PG', pageSize: 42 });
  await page.goto('/rng?vassalage=PG');
  await page
    .getByRole('list', { name: 'Jogos', exact: true })
    .getByRole('button', { name: `Jogar ${games[0]!.gameName}` })
    .click();
  const notice = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Este jogo está em manutenção. Tente novamente mais tarde.' });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await saveScreenshot(page, 'platform-game-maintenance');
  await notice.getByRole('button').first().click();

  const jili = await platform.call(endpoints.gameList, { gameType: 'RNG', vassalage: 'JILI', pageSize: 42 });
  await page.goto('/rng?vassalage=JILI');
  await page
    .getByRole('list', { name: 'Jogos', exact: true })
    .getByRole('button', { name: `Jogar ${jili.games[0]!.gameName}` })
    .click();
  await expect(page).toHaveURL(/\/game$/);
});

test('domain check: on a host that is not the merchant’s, the invalid-domain page with the support contact', async ({ page, operator }) => {
  await operator.setPlatform({ webDomains: ['portal-pt.example'] });
  // A modal open when the check answers: it is portalled beside the portal's root, not inside it.
  // The domains' answer is held until the modal is open (the check runs once the start is quiet).
  let modalOpen: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (modalOpen = resolve));
  await page.route('**/wps/system/domainRoute*', async (route) => {
    await opened;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  modalOpen();
  await expect(page.getByRole('heading', { level: 1, name: 'Domínio inválido' })).toBeVisible();
  // Every part of the page but the notice is inert: the modal too, so nothing under it takes a click or a key.
  // [the portal's root, the modal's container, the notice]: inert, inert, not inert.
  const inertOutside = () =>
    page.evaluate(() => {
      const notice = Array.from(document.body.children).find((element) => element.querySelector('h1')?.textContent === 'Domínio inválido');
      const modal = document.querySelector('[role="dialog"]')?.closest('body > *');
      return [document.getElementById('root'), modal, notice].map((element) => element?.hasAttribute('inert') ?? null);
    });
  await expect.poll(inertOutside).toEqual([true, true, false]);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"], #root') ?? null)).toBeNull();
  await expect(page.getByText('127.0.0.1 não é um endereço do Portal PT.')).toBeVisible();
  const notice = page.getByRole('main').filter({ hasText: 'Domínio inválido' });
  await expect(notice.getByRole('link', { name: 'suporte@portal-pt.example' })).toHaveAttribute('href', 'mailto:suporte@portal-pt.example');
  await expect(notice.getByRole('button', { name: 'Fale conosco' })).toBeEnabled();
  // The portal behind it cannot be reached.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await saveScreenshot(page, 'platform-invalid-domain');

  await operator.setPlatform({ webDomains: ['portal-pt.example', '127.0.0.1'] });
  const checked = page.waitForResponse('**/wps/system/domainRoute*');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  // The check has answered (this host is the merchant's now) and the portal has drawn its answer.
  await (await checked).finished();
  await framesDrawn(page);
  await expect(page.getByRole('heading', { name: 'Domínio inválido' })).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
});

test('white-label menu: a section the merchant switched off leaves the side menu, the games sheet and the bottom bar, and its address goes home', async ({
  page,
  operator,
}) => {
  await operator.setPlatform({ disabledSections: ['rng', 'inhouse', 'promotions'] });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'Pescaria', exact: true })).toBeVisible();
  for (const off of ['Slots', 'Jogos da casa', 'Promoções']) await expect(nav.getByRole('link', { name: off, exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Início', exact: true })).toBeVisible();

  // A phone: no Promotions in the bottom bar, no In-House or Slots in the games sheet.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByRole('navigation', { name: 'Navegação inferior' });
  await expect(bar.getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Promoções' })).toHaveCount(0);
  await bar.getByRole('button', { name: 'Jogos' }).click();
  const sheet = page.getByRole('dialog', { name: 'Jogos' }).getByRole('navigation', { name: 'Jogos' });
  await expect(sheet.getByRole('link', { name: 'Pescaria' })).toBeVisible();
  for (const off of ['Slots', 'Jogos da casa']) await expect(sheet.getByRole('link', { name: off, exact: true })).toHaveCount(0);
  await saveScreenshot(page, 'platform-whitelabel-games-sheet-390');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/rng');
  const notice = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(notice).toContainText('Esta seção não é oferecida neste site.');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await notice.getByRole('button', { name: 'OK' }).click();
});
