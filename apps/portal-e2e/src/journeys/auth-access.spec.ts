import { expect, test } from '@playwright/test';
import { memberInfo, registerMember, sessionToken, setSwitches, uniqueName } from '../support/auth';
import { operator } from '../support/gateway';

test.describe('free play and the login redirect', () => {
  test('free demo logs in a trial account, which is refused the chat room', async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Demo grátis' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
    const token = await sessionToken(page);
    const info = await memberInfo(request, token!);
    expect(info.value.type).toBe(4);

    // Trial restriction (spec §6): the chat room needs a real account.
    await page.getByRole('button', { name: /^(Chat room|Sala de chat|Sala de bate-papo)/ }).click();
    const warning = page.getByRole('dialog');
    await expect(warning).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test.describe('with loginedToHomePage on', () => {
    let restore: { loginedToHomePage: boolean } | undefined;
    test.afterEach(async ({ request }) => {
      if (restore) await operator(request, 'PUT', '/sandbox/switches', { settings: restore });
    });

    test('routes other than the public ones go to /login; logging in there lands on /', async ({ page, request }) => {
      restore = (await setSwitches(request, { settings: { loginedToHomePage: true } })).settings;
      const username = uniqueName('h');
      await registerMember(request, { username, password: 'home12345' });

      await page.goto('/rng');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
      await page.goto('/register');
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();

      await page.goto('/');
      await expect(page).toHaveURL(/\/login$/);
      const form = page.getByRole('form', { name: 'Entrar' });
      await form.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
      await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('home12345');
      await form.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/rng');
      await expect(page).toHaveURL(/\/rng$/);
    });
  });
});
