import { endpoints } from '@portal/api-contract';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sessionToken } from '../support/members';
import { expectSealed, openLogin } from '../support/auth';
import { saveScreenshot } from '../support/screenshots';

const SECURE = { username: 'secure', password: 'secure1234' };
const loggedOut = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true });

async function passwordStep(page: Page) {
  await page.goto('/');
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(SECURE.username);
  await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(SECURE.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  const code = dialog.getByRole('textbox', { name: 'Código de verificação', exact: true });
  await expect(code).toBeVisible();
  await expect(code).toBeFocused();
  return { dialog, code };
}

test.describe('2FA login', () => {
  test('after the password the modal asks for the authenticator code; the sandbox code logs in', async ({ page, platform, operator }) => {
    const { dialog, code } = await passwordStep(page);
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(dialog.getByText('secure, digite o código de 6 dígitos exibido no seu aplicativo autenticador.')).toBeVisible();
    expect(await sessionToken(page)).toBeNull();
    await saveScreenshot(page, 'auth-2fa-step');

    const secondSteps: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/session/login/2fa')) secondSteps.push(r);
    });
    const current = await operator.twoFactorCode(SECURE.username);
    await code.fill(current);
    await dialog.getByRole('button', { name: 'Verificar e entrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(loggedOut(page)).toHaveCount(0);
    expect(secondSteps).toHaveLength(1);
    expectSealed(secondSteps[0], current);
    expect((await platform.call(endpoints.memberInfo, {}, { token: (await sessionToken(page))! })).account).toBe(SECURE.username);
  });

  test('a wrong code shows the error and keeps the step; the back link returns to the password', async ({ page, operator }) => {
    const { dialog, code } = await passwordStep(page);
    const right = await operator.twoFactorCode(SECURE.username);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    await code.fill(wrong);
    await dialog.getByRole('button', { name: 'Verificar e entrar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Código de verificação incorreto (4 tentativas restantes)');
    await expect(code).toBeVisible();
    await expect(code).toHaveValue('');
    await expect(code).toBeFocused();
    expect(await sessionToken(page)).toBeNull();
    await saveScreenshot(page, 'auth-2fa-wrong-code');

    await dialog.getByRole('button', { name: 'Voltar para usuário e senha' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toHaveValue(SECURE.username);
    await expect(dialog.getByRole('textbox', { name: 'Senha', exact: true })).toHaveValue('');
    await expect(code).toHaveCount(0);
  });
});
