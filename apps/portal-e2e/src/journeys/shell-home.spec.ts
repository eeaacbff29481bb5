import { expect, test } from '../support/fixtures';
import { openAsMember, money, balanceOf } from '../support/members';
import { saveScreenshot } from '../support/screenshots';
import { scrollHomeToEnd } from '../support/shell';

test.describe('shell: home', () => {
  test('guest home: banner, winner board, announcements, app download; theme toggle persists across reloads', async ({ page }) => {
    // The portal runs within its content security policy: nothing it does is refused (zod, for one, does not try eval).
    await page.addInitScript(() => {
      const refused: string[] = ((window as { __refused?: string[] }).__refused = []);
      document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto('/');
    // Below the first screen, the winner board and the rest render when scrolled near (phone-shell.spec checks they wait).
    await scrollHomeToEnd(page);
    await expect(page.getByRole('list', { name: 'Jogos mais jogados' }).getByRole('listitem')).toHaveCount(20);
    await expect(page.getByRole('heading', { name: 'Quadro de ganhadores' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Avisos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jogue no celular' })).toBeVisible();
    await expect(page.locator('[data-banner-group="w_home"] img').first()).toBeVisible();
    // Winner rows with money in the brand's format.
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('$');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
    await saveScreenshot(page, 'shell-home-guest-dark');
    expect(await page.evaluate(() => (window as { __refused?: string[] }).__refused)).toEqual([]);

    const toggle = page.getByRole('button', { name: 'Tema claro' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const darkBackground = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).not.toBe(darkBackground);
    await saveScreenshot(page, 'shell-home-guest-light');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Tema claro' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('"light"');
    // Before any of the portal's code has run, the page already has the stored mode: index.html's
    // boot script, which the served CSP allows by its hash (a blocked script leaves the brand's dark).
    const bare = await page.context().newPage();
    await bare.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await bare.goto('/');
    await expect(bare.locator('html')).toHaveAttribute('data-portal-theme', 'light');
    expect(await bare.locator('html').evaluate((html) => getComputedStyle(html).colorScheme)).toBe('light');
    await bare.close();
    await page.getByRole('button', { name: 'Tema claro' }).click();
    await expect(page.getByRole('button', { name: 'Tema claro' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('member home: balance from the wallet, hidden as ***, shown, refreshed and refetched when a game closes', async ({
    page,
    platform,
    operator,
    createMember,
  }) => {
    const member = await createMember();
    await operator.deposit(member.username, 150);
    const start = await balanceOf(platform, member.token);

    await openAsMember(page, '/', member.token);
    // The token left the address bar.
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    const balance = header.getByTestId('header-balance');
    await expect(balance).toHaveText(money(start));
    await expect(header.getByRole('button', { name: 'Entrar' })).toHaveCount(0);

    await header.getByRole('button', { name: 'Ocultar saldo' }).click();
    await expect(balance).toHaveText('***');
    await header.getByRole('button', { name: 'Mostrar saldo' }).click();
    await expect(balance).toHaveText(money(start));

    await operator.deposit(member.username, 25.5);
    await header.getByRole('button', { name: 'Atualizar saldo' }).click();
    await expect(balance).toHaveText(money(start + 25.5));
    expect(await balanceOf(platform, member.token)).toBe(start + 25.5);

    // A game closing (dispatched by the game page) refreshes the balance without a click.
    await operator.deposit(member.username, 10);
    await page.evaluate(() => window.dispatchEvent(new Event('portal:game-closed')));
    await expect(balance).toHaveText(money(start + 35.5));

    // Avatar menu by keyboard: opens, lists sign out, closes with Escape.
    const avatar = header.getByRole('button', { name: 'Menu da conta' });
    await avatar.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(avatar).toBeFocused();

    await saveScreenshot(page, 'shell-home-member-dark');
    await page.getByRole('button', { name: 'Tema claro' }).click();
    await saveScreenshot(page, 'shell-home-member-light');
    await page.getByRole('button', { name: 'Tema claro' }).click();
  });
});
