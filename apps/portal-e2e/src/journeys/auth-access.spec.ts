import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { sessionToken, uniqueName } from '../support/members';

test.describe('free play and the login redirect', () => {
  test('free demo logs in a trial account, which is refused the chat room', async ({ page, platform }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Demo grátis' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
    const token = await sessionToken(page);
    const info = await platform.call(endpoints.memberInfo, {}, { token: token! });
    expect(info.type).toBe(4);

    // Trial restriction (docs/product/accounts-and-auth.md): the chat room needs a real account.
    await page.getByRole('button', { name: /^(Chat room|Sala de chat|Sala de bate-papo)/ }).click();
    const warning = page.getByRole('dialog');
    await expect(warning).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test.describe('with loginedToHomePage on', () => {
    let restore: { loginedToHomePage: boolean } | undefined;
    test.afterEach(async ({ operator }) => {
      if (restore) await operator.setSwitches({ settings: restore });
    });

    test('routes other than the public ones go to /login; logging in there lands on /', async ({ page, operator, createMember }) => {
      restore = (await operator.setSwitches({ settings: { loginedToHomePage: true } })).settings;
      const username = uniqueName('h');
      await createMember({ username, password: 'home12345' });

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
