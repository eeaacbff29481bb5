import { endpoints } from '@portal/api-contract';
import type { Locator, Page } from '@playwright/test';
import { openLogin, uniqueMobile, uniqueName } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { balanceOf, betRecordsOf, loginAs, money, sessionToken } from '../support/members';
import { waitForAnimations } from '../support/axe';
import { saveScreenshot, screenshotPath } from '../support/screenshots';
import { scrollHomeToEnd } from '../support/shell';

/**
 * The portal on a phone (docs/product/phone-layout.md), in the `phone` project: Chromium as a
 * 390×844 touch phone. The desktop's journeys cover the same flows at 1440×900; these check what
 * differs on a phone: the layout fits, the drawer and the bottom bar, sheets and full-screen
 * modals, the mobile game build.
 */

/** What a guest or a member reaches without a login gate; each must fit the width. */
const PUBLIC_ROUTES = ['/', '/rng', '/live', '/sports', '/promotions', '/elott', '/lottery', '/vnlottery', '/register', '/download', '/helpmc', '/login'];

interface FitReport {
  scrollWidth: number;
  clientWidth: number;
  small: string[];
}

/** Sideways overflow and every visible control under 24×24 CSS px (WCAG 2.2, 2.5.8). */
function measureFit(page: Page): Promise<FitReport> {
  return page.evaluate(() => {
    const hidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || style.clip.startsWith('rect(0') || style.clipPath.startsWith('inset(50%')) return true;
      }
      return false;
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="link"]')) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || hidden(element)) continue;
      // A checkbox's label is its target too (the "equivalent" exception of 2.5.8).
      const label = element.matches('input[type="checkbox"], input[type="radio"]') ? element.closest('label')?.getBoundingClientRect() : undefined;
      if (label && label.width >= 24 && label.height >= 24) continue;
      if (rect.width < 24 || rect.height < 24) {
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        small.push(`${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth, small };
  });
}

/** Is the element wholly inside the layout viewport (not cut at an edge)? */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return Boolean(box && box.x >= 0 && box.x + box.width <= width + 0.5);
}

/** A finger's swipe on an element (touch events through the DevTools protocol: pointer events of type touch). */
async function swipe(page: Page, locator: Locator, dx: number, dy: number) {
  // A finger lands where the panel is once it has slid in and takes touches: on a touch screen
  // react-aria shows an overlay a frame or two after it opens (clipped to nothing until then),
  // then it slides in; no player's finger is that fast.
  const aim = () =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const x = box.x + box.width / 2;
      const y = box.y + Math.min(box.height / 2, 40);
      return { x, y, takesTouch: element.contains(document.elementFromPoint(x, y)) };
    });
  await expect
    .poll(async () => {
      await waitForAnimations(page);
      return (await aim()).takesTouch;
    })
    .toBe(true);
  const { x, y } = await aim();
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py }] });
  await touch('touchStart', x, y);
  for (let step = 1; step <= 8; step++) await touch('touchMove', x + (dx * step) / 8, y + (dy * step) / 8);
  await touch('touchEnd', x + dx, y + dy);
  await cdp.detach();
}

/** The same screen in the light theme too (the stored mode, as the header's switch stores it). */
async function screenshotBothThemes(page: Page, name: string) {
  await saveScreenshot(page, `${name}-dark`);
  await page.evaluate(() => localStorage.setItem('theme', JSON.stringify('light')));
  await page.reload();
  await saveScreenshot(page, `${name}-light`);
  await page.evaluate(() => localStorage.removeItem('theme'));
}

test.describe('phone: the shell', () => {
  test('home in both themes; what is below the first screen renders when scrolled near', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navegação inferior' })).toBeVisible();
    // The first screen's games are built; most played's tiles and the winner board wait for the visitor.
    await expect(page.getByRole('list', { name: 'Jogos em alta' }).getByRole('listitem')).toHaveCount(14);
    await expect(page.getByRole('heading', { name: 'Mais jogados' })).toBeAttached();
    await expect(page.getByRole('list', { name: 'Jogos mais jogados' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Quadro de ganhadores' })).toHaveCount(0);
    await screenshotBothThemes(page, 'phone-home');
    await scrollHomeToEnd(page);
    await expect(page.getByRole('list', { name: 'Jogos mais jogados' }).getByRole('listitem')).toHaveCount(20);
    await expect(page.getByRole('heading', { name: 'Quadro de ganhadores' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('$');
    await saveScreenshot(page, 'phone-home-end');
  });

  test('the boot frame: the first banner before the portal’s code, in the place the portal draws it, then the portal', async ({ page, platform }) => {
    const [first] = await platform.call(endpoints.bannerList, { groupName: 'w_home' });
    // The start bundle is held: what shows until it comes is index.html's own (docs/product/performance.md).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The frame's own navigation (page.goto would wait for axe's scan, which waits for the held load).
    await page.mainFrame().goto('/', { waitUntil: 'commit' });
    const frame = page.locator('#portal-boot');
    const image = frame.locator('section img');
    await expect(image).toHaveAttribute('src', first!.url);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    const booted = (await image.boundingBox())!;
    // The header's bar holds the brand's mark (below 400 px its square icon), where the header draws it.
    const bootLogo = (await frame.locator('picture img').boundingBox())!;
    await page.screenshot({ path: screenshotPath('phone-boot-frame') });

    release();
    await expect(page.getByRole('navigation', { name: 'Navegação inferior' })).toBeVisible();
    await expect(frame).toHaveCount(0);
    // The carousel's first slide is where the boot frame's banner was: the largest paint does not move.
    const slide = page.locator(`img[src="${first!.url}"]`).first();
    const drawn = (await slide.boundingBox())!;
    expect([drawn.x, drawn.y, drawn.width, drawn.height].map(Math.round)).toEqual([booted.x, booted.y, booted.width, booted.height].map(Math.round));
    const logo = (await page.getByRole('banner').getByRole('link', { name: 'Início' }).locator('img').boundingBox())!;
    expect([logo.x, logo.y, logo.width, logo.height].map(Math.round)).toEqual([bootLogo.x, bootLogo.y, bootLogo.width, bootLogo.height].map(Math.round));
  });

  test('every public route fits 390 and 320 px: no sideways scroll, account actions on screen, no control under 24 px', async ({ page }) => {
    test.setTimeout(120_000);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await expect(page.locator('main')).toBeVisible();
        // Home's lower sections render when scrolled near: measure them too, then back to the top.
        if (route === '/') {
          await scrollHomeToEnd(page);
          await expect(page.getByRole('heading', { name: 'Quadro de ganhadores' })).toBeVisible();
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        const fit = await measureFit(page);
        expect(fit.scrollWidth, `${route} at ${width} px scrolls sideways`).toBeLessThanOrEqual(fit.clientWidth);
        expect(fit.small, `${route} at ${width} px has controls under 24×24`).toEqual([]);
        // The help centre has no header, /vnlottery opened directly hides the bars (a launcher shows
        // it full screen), and /login is covered by the login itself.
        if (!['/helpmc', '/vnlottery', '/login'].includes(route)) {
          const actions = page.getByRole('navigation', { name: 'Conta' });
          for (const name of ['Entrar', 'Registrar'])
            expect(await onScreen(page, actions.getByRole('button', { name, exact: true })), `${name} on ${route}`).toBe(true);
        }
      }
    }
  });

  test('a member header at 320 px keeps the balance, Deposit and the avatar on screen', async ({ page, createMember }) => {
    const member = await createMember({ deposit: 250 });
    await loginAs(page, member);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const actions = page.getByRole('navigation', { name: 'Conta' });
    await expect(page.getByTestId('header-balance')).toContainText(money(350));
    for (const control of [
      page.getByTestId('header-balance'),
      actions.getByRole('button', { name: 'Depositar' }),
      actions.getByRole('button', { name: /Menu da conta/ }),
    ]) {
      await expect(control).toBeVisible();
      expect(await onScreen(page, control)).toBe(true);
    }
    expect((await measureFit(page)).small).toEqual([]);
    // Withdrawal and messages, which the phone's header has no room for, lead the avatar menu.
    await actions.getByRole('button', { name: /Menu da conta/ }).click();
    const menu = page.getByRole('menu', { name: 'Menu da conta' });
    await expect(menu.getByRole('menuitem').first()).toHaveText('Sacar');
    await expect(menu.getByRole('menuitem', { name: 'Mensagens' })).toBeVisible();
    await saveScreenshot(page, 'phone-member-header-320');
  });

  test('the drawer: opens from the menu button, traps focus, closes on Escape, a swipe and a navigation', async ({ page }) => {
    await page.goto('/');
    // No side menu beside the page on a phone: it is the drawer's.
    await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Focus is inside and stays inside.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await saveScreenshot(page, 'phone-drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();

    // A swipe towards its edge closes it.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(drawer).toBeVisible();
    await swipe(page, drawer, -220, 0);
    await expect(drawer).toBeHidden();

    // A link in it navigates and closes it.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await drawer.getByRole('link', { name: 'Promoções' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(drawer).toBeHidden();
  });

  test('the bottom bar: Home, the Games sheet, Promotions; a guest’s Deposit and Account ask to log in', async ({ page }) => {
    await page.goto('/promotions');
    const bar = page.getByRole('navigation', { name: 'Navegação inferior' });
    await expect(bar).toBeVisible();
    // Within the thumb's reach: on the bottom edge of the screen, every item 44 px or more.
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(844, 0);
    for (const item of await bar.getByRole('link').all()) expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(bar.getByRole('link', { name: 'Promoções' })).toHaveAttribute('aria-current', 'page');

    await bar.getByRole('link', { name: 'Início' }).click();
    await expect(page).toHaveURL(/\/$/);
    // While the sheet's code loads, the tap dims the page at once; a tap on the dim gives up
    // (docs/product/performance.md "Taps on a phone").
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      await held;
      await route.fallback();
    });
    const gamesButton = bar.getByRole('button', { name: 'Jogos' });
    await gamesButton.click();
    const placeholder = page.locator('[data-portal-modal-placeholder]');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(await placeholder.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(gamesButton).toHaveAttribute('aria-expanded', 'true');
    await placeholder.click();
    await expect(placeholder).toHaveCount(0);
    await expect(gamesButton).toHaveAttribute('aria-expanded', 'false');
    release();

    await gamesButton.click();
    const games = page.getByRole('dialog', { name: 'Jogos' });
    await expect(games).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    // A bottom sheet: the whole width, on the bottom edge.
    const sheet = (await games.boundingBox())!;
    expect(sheet.width).toBeGreaterThanOrEqual(388);
    expect(sheet.y + sheet.height).toBeGreaterThan(830);
    await saveScreenshot(page, 'phone-games-sheet');
    await games.getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(games).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Jogos' })).toHaveAttribute('aria-current', 'page');

    await bar.getByRole('button', { name: 'Depositar' }).click();
    await expect(page.getByRole('dialog', { name: /Entrar no/ })).toBeVisible();
  });

  test('lobby filters open in a sheet and apply to the list behind it', async ({ page, platform }) => {
    const menus = await platform.call(endpoints.gameMenus, { platform: 'W' });
    const vendor = menus.find((menu) => menu.gameType === 'RNG')!.cards[0]!;
    await page.goto('/rng');
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtrar jogos' });
    await sheet.getByLabel('Provedor').selectOption(vendor.vassalage);
    await expect(page).toHaveURL(new RegExp(`vassalage=${vendor.vassalage}`));
    await saveScreenshot(page, 'phone-lobby-filters');
    await sheet.getByRole('button', { name: 'Ver jogos' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Jogos', exact: true }).getByTestId('game-tile');
    await expect(tiles.first()).toContainText(vendor.vassalage);
  });
});

test.describe('phone: every way in', () => {
  test('register on the register page with a thumb, then the success dialog', async ({ page, platform }) => {
    const username = uniqueName('ph');
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Cadastro por nome de usuário' });
    await form.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('phone1234');
    await form.getByRole('textbox', { name: 'Confirme a senha', exact: true }).fill('phone1234');
    const submit = form.getByRole('button', { name: 'Registrar', exact: true });
    await expect(submit).toBeVisible();
    expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await submit.click();
    await saveScreenshot(page, 'phone-register');
    await expect(page.getByRole('dialog', { name: 'Bem-vindo!' })).toBeVisible();
    const token = await sessionToken(page);
    expect((await platform.call(endpoints.memberInfo, {}, { token: token! })).account).toBe(username);
  });

  test('log in with an SMS code in the full-screen login; fields at 16 px with the right keyboards', async ({ page, platform, operator, createMember }) => {
    const username = uniqueName('ps');
    const mobile = uniqueMobile();
    await createMember({ username, password: 'phonesms1', mobileNum: mobile });
    await page.goto('/');
    const dialog = await openLogin(page);
    // The login takes the whole screen on a phone (measured once it has finished sliding in).
    await waitForAnimations(page);
    const panel = await dialog.evaluate((element) => {
      const rect = element.closest('[data-phone-layout]')!.getBoundingClientRect();
      return { width: rect.width, height: rect.height, layout: element.closest('[data-phone-layout]')!.getAttribute('data-phone-layout') };
    });
    expect(panel).toEqual({ width: 390, height: 844, layout: 'fullscreen' });
    await dialog.getByRole('button', { name: 'Entrar com código por SMS' }).click();
    const phoneField = dialog.getByRole('textbox', { name: 'Celular', exact: true });
    await expect(phoneField).toHaveAttribute('inputmode', 'tel');
    expect(await phoneField.evaluate((input) => parseFloat(getComputedStyle(input).fontSize))).toBeGreaterThanOrEqual(16);
    await phoneField.fill(mobile);
    await dialog.getByRole('textbox', { name: 'Código da imagem', exact: true }).fill(await operator.captchaAnswer(page));
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    const code = dialog.getByRole('textbox', { name: 'Código de verificação', exact: true });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await code.fill(await operator.latestSmsCode(mobile));
    await saveScreenshot(page, 'phone-login-sms');
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await platform.call(endpoints.memberInfo, {}, { token: (await sessionToken(page))! })).account).toBe(username);
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('a confirmation is a bottom sheet: sign out from the avatar menu', async ({ page, createMember }) => {
    const member = await createMember();
    await loginAs(page, member);
    await page.goto('/');
    await page.getByRole('button', { name: /Menu da conta/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible();
    const box = (await confirm.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(388);
    expect(box.y + box.height).toBeGreaterThan(830);
    await saveScreenshot(page, 'phone-logout-sheet');
    await confirm.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('navigation', { name: 'Conta' }).getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  });
});

test.describe('phone: play', () => {
  test('a slot round in the mobile build, full screen, and back to the lobby', async ({ page, platform, createMember }) => {
    const member = await createMember({ deposit: 300 });
    await loginAs(page, member);
    const { games } = await platform.call(endpoints.gameList, { gameType: 'RNG', vassalage: 'PG', pageSize: 42 });
    const game = games[0]!;
    await page.goto('/rng?vassalage=PG');
    await page
      .getByRole('list', { name: 'Jogos', exact: true })
      .getByRole('button', { name: `Jogar ${game.gameName}` })
      .click();
    await expect(page).toHaveURL(/\/game$/);
    // Full screen: no portal header, the frame down to the bottom edge.
    await expect(page.getByRole('navigation', { name: 'Conta' })).toHaveCount(0);
    const frameBox = (await page.locator('iframe').boundingBox())!;
    expect(frameBox.width).toBeCloseTo(390, 0);
    expect(frameBox.y + frameBox.height).toBeCloseTo(844, 0);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('body')).toHaveAttribute('data-build', 'mobile');
    await frame.getByLabel('Bet amount').fill('3.00');
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.getByRole('status')).toContainText(/won|no win/);
    await saveScreenshot(page, 'phone-game');
    const records = await betRecordsOf(platform, member.token);
    expect(records).toHaveLength(1);
    expect(records[0]!.stake).toBe(3);

    // The bet history is a sheet from the bar.
    await page.getByRole('button', { name: 'Minhas apostas' }).click();
    const history = page.getByRole('dialog', { name: 'Minhas apostas' });
    await history.getByRole('button', { name: 'Atualizar' }).click();
    await expect(history.locator('tbody tr')).toHaveCount(1);
    await history.getByRole('button', { name: 'Fechar' }).click();

    // Landscape: the game follows the phone, still the whole screen.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(async () => (await page.locator('iframe').boundingBox())!.width).toBeCloseTo(844, 0);
    await expect(page.getByRole('navigation', { name: 'Conta' })).toHaveCount(0);
    await saveScreenshot(page, 'phone-game-landscape');
    await page.setViewportSize({ width: 390, height: 844 });

    await page.getByRole('button', { name: 'Voltar ao lobby' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG/);
    await expect(page.getByTestId('header-balance')).toContainText(money(await balanceOf(platform, member.token)));
  });

  test('a VN lottery bet from the one-column page', async ({ page, platform, createMember }) => {
    const member = await createMember({ deposit: 100 });
    await loginAs(page, member);
    const menus = await platform.call(endpoints.vnLotteryMenus, { device: 'W' });
    const game = menus[0]!.gameMenus[0]!;
    await page.goto(`/vnlottery?gameCode=${game.gameCode}`);
    const betNow = page.getByRole('button', { name: 'Apostar agora' });
    // The chosen game and its Bet now come first, on the first screen.
    expect((await betNow.boundingBox())!.y).toBeLessThan(844);
    expect((await measureFit(page)).scrollWidth).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'phone-vnlottery');
    await betNow.click();
    await expect(page).toHaveURL(/\/game$/);
    const frame = page.frameLocator('iframe');
    await frame.getByLabel('Pick').selectOption('small');
    await frame.getByLabel('Bet amount').fill('5.00');
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await expect(frame.getByRole('status')).toContainText('Bet placed on draw');
    const [bet] = await betRecordsOf(platform, member.token);
    expect(bet).toMatchObject({ stake: 5, status: 'pending' });
  });
});
