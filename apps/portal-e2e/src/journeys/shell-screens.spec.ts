import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/members';
import { saveScreenshot } from '../support/screenshots';
import { settle } from '../support/shell';

/*
 * Screens whose measures the product sets (docs/product/shell-and-navigation.md "Header" and
 * "Portal-wide modals and dialogs"; content.md "Banners"; games-and-play.md "Lobbies").
 */

/** The header's brand mark: the link home holding the logo, as the visitor sees it (hidden ones are not found). */
const brandMark = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Início', exact: true });

test('the logo: on the registration page and the points mall on a desktop, where it is the way home; not beside the side menu; always on a phone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(brandMark(page)).toHaveCount(0);
  await page.goto('/rng');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(brandMark(page)).toHaveCount(0);

  await page.goto('/register');
  await expect(brandMark(page).getByRole('img', { name: 'Portal PT' })).toBeVisible();

  // The points mall has no side menu: the logo takes the visitor home.
  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { level: 1, name: 'Loja de pontos' })).toBeVisible();
  await expect(brandMark(page).getByRole('img', { name: 'Portal PT' })).toBeVisible();
  // Its banner spans the page's column (one at a time), where other pages show three side by side.
  const column = (await page.getByRole('main').boundingBox())!;
  const banner = page.locator('[data-banner-group="w_shop"] img').first();
  await expect(banner).toBeVisible();
  const slide = (await banner.boundingBox())!;
  const padding = await page
    .getByRole('main')
    .evaluate((main) => parseFloat(getComputedStyle(main).paddingLeft) + parseFloat(getComputedStyle(main).paddingRight));
  expect(Math.round(slide.width)).toBe(Math.round(column.width - padding));
  await settle(page);
  await saveScreenshot(page, 'shell-point-mall-header-dark');
  await page.getByRole('banner').getByRole('button', { name: /tema/i }).click();
  await settle(page);
  await saveScreenshot(page, 'shell-point-mall-header-light');
  await brandMark(page).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(brandMark(page)).toBeVisible();
  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { level: 1, name: 'Loja de pontos' })).toBeVisible();
  await settle(page);
  await saveScreenshot(page, 'shell-point-mall-header-390');
});

test('modals are 600 px wide and dialogs 400 px on a desktop', async ({ page, createMember }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  const login = page.getByRole('dialog', { name: /Entrar/ });
  await expect(login.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toBeVisible();
  // The panel round the dialog (its border included), once its opening animation (a slight scale) has ended.
  const panelWidth = async (dialog: typeof login) => Math.round((await dialog.locator('xpath=..').boundingBox())!.width);
  await expect.poll(() => panelWidth(login)).toBe(600);
  await page.keyboard.press('Escape');
  await expect(login).toHaveCount(0);

  const member = await createMember();
  await loginAs(page, member);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sair' }).or(page.getByRole('dialog', { name: 'Sair' }));
  await expect(confirm).toContainText('Deseja mesmo sair da sua conta?');
  await expect.poll(() => panelWidth(confirm)).toBe(400);
  await saveScreenshot(page, 'shell-dialog-400');
});

test('a guest on the recent games is asked to log in, and the button opens the login', async ({ page }) => {
  await page.goto('/rng?page=recent');
  await expect(page.getByText('Entre para ver os jogos que você jogou recentemente.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Jogos recentes' })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /Entrar/ }).getByRole('textbox', { name: 'Nome de usuário', exact: true })).toBeVisible();
});
