import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { sessionToken, uniqueName, uniqueMobile } from '../support/members';
import { openLogin } from '../support/auth';

test.describe('forgot password', () => {
  test('by e-mail: username + e-mail, then a confirmation dialog; the gateway records the e-mail', async ({ page, operator, createMember }) => {
    const username = uniqueName('e');
    const email = `${username}@example.com`;
    await createMember({ username, password: 'email1234', email });
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Esqueci a senha' });
    await dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Enviar e-mail de recuperação' }).click();
    await expect(dialog.getByText('Informe um e-mail como nome@exemplo.com')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Enviar e-mail de recuperação' }).click();

    const sent = page.getByRole('dialog', { name: 'E-mail enviado' });
    await expect(sent).toContainText(email);
    expect(await operator.emailOutbox()).toContainEqual(expect.objectContaining({ username, email }));
  });

  test('by phone: SMS code and a new password log the member in', async ({ page, platform, operator, createMember }) => {
    const username = uniqueName('p');
    const mobile = uniqueMobile();
    const newPassword = 'phone9876';
    await createMember({ username, password: 'phone1234', mobileNum: mobile });
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Esqueci a senha' });
    await dialog.getByRole('tab', { name: 'Por telefone' }).click();
    await dialog.getByRole('textbox', { name: 'Celular', exact: true }).fill(mobile);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialog.getByRole('button', { name: /Reenviar em \d+s/ })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Código de verificação', exact: true }).fill(await operator.latestSmsCode(mobile));
    await dialog.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Redefinir senha e entrar' }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
    expect((await platform.call(endpoints.memberInfo, {}, { token: (await sessionToken(page))! })).account).toBe(username);
    expect((await platform.attempt(endpoints.login, { type: 'username', username: username, password: newPassword })).success).toBe(true);
  });

  test('by phone, a member with two-step verification still gives the authenticator code before logging in', async ({
    page,
    platform,
    operator,
    createMember,
  }) => {
    const username = uniqueName('q');
    const mobile = uniqueMobile();
    await createMember({ username, password: 'phone1234', mobileNum: mobile });
    await operator.enableTwoFactor(username);
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Esqueci a senha' });
    await dialog.getByRole('tab', { name: 'Por telefone' }).click();
    await dialog.getByRole('textbox', { name: 'Celular', exact: true }).fill(mobile);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await dialog.getByRole('textbox', { name: 'Código de verificação', exact: true }).fill(await operator.latestSmsCode(mobile));
    await dialog.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('phone9876');
    await dialog.getByRole('button', { name: 'Redefinir senha e entrar' }).click();

    // The SMS alone does not log in: the authenticator step comes first.
    const code = dialog.getByRole('textbox', { name: 'Código de verificação', exact: true });
    await expect(dialog.getByRole('button', { name: 'Verificar e entrar' })).toBeVisible();
    await expect(code).toBeFocused();
    expect(await sessionToken(page)).toBeNull();
    await code.fill(await operator.twoFactorCode(username));
    await dialog.getByRole('button', { name: 'Verificar e entrar' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
    expect((await platform.call(endpoints.memberInfo, {}, { token: (await sessionToken(page))! })).account).toBe(username);
  });
});
