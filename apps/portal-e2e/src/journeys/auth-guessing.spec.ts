import { ERROR_KEY, endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { openLogin } from '../support/auth';
import { uniqueName } from '../support/members';

/**
 * Password guessing from many addresses meets a captcha at every attempt on the account, the
 * owner's too, and never a lock (docs/product/abuse-policy.md "Password guessing").
 */
test.describe('password guessing from many addresses', () => {
  test('after 20 failures from 7 addresses the owner is asked for the captcha at once, reads it and logs in', async ({
    page,
    platform,
    operator,
    createMember,
  }) => {
    const username = uniqueName('g');
    const password = 'guard1234';
    await createMember({ username, password });
    // Three wrong passwords from each address: under every address's own captcha.
    for (let i = 0; i < 21; i++) {
      const answer = await platform.attempt(
        endpoints.login,
        { type: 'username', username, password: `guess${i}xx` },
        { headers: { 'X-Forwarded-For': `198.51.100.${Math.floor(i / 3) + 1}` } },
      );
      expect(answer.message, `guess ${i}`).toBe(i < 20 ? ERROR_KEY.loginFailed : ERROR_KEY.captchaRequired);
    }

    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Digite o código mostrado na imagem');
    const captcha = dialog.getByRole('textbox', { name: 'Código da imagem', exact: true });
    await expect(captcha).toBeFocused();
    await expect(dialog.getByRole('img', { name: 'Imagem do código' })).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
    await captcha.fill(await operator.captchaAnswer(page));
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
  });
});
