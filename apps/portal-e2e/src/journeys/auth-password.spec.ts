import { expect, test } from '@playwright/test';
import { apiLogin, latestSmsCode, memberInfo, openLogin, registerMember, sessionToken, uniqueMobile, uniqueName } from '../support/auth';
import { operator } from '../support/gateway';

test.describe('forgot password', () => {
  test('by e-mail: username + e-mail, then a confirmation dialog; the gateway records the e-mail', async ({ page, request }) => {
    const username = uniqueName('e');
    const email = `${username}@example.com`;
    await registerMember(request, { username, password: 'email1234', email });
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
    const outbox = (await operator(request, 'GET', '/sandbox/email')) as { value: { username: string; email: string }[] };
    expect(outbox.value).toContainEqual(expect.objectContaining({ username, email }));
  });

  test('by phone: SMS code and a new password log the member in', async ({ page, request }) => {
    const username = uniqueName('p');
    const mobile = uniqueMobile();
    const newPassword = 'phone9876';
    await registerMember(request, { username, password: 'phone1234', mobileNum: mobile });
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Esqueci a senha' });
    await dialog.getByRole('tab', { name: 'Por telefone' }).click();
    await dialog.getByRole('textbox', { name: 'Celular', exact: true }).fill(mobile);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialog.getByRole('button', { name: /Reenviar em \d+s/ })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Código de verificação', exact: true }).fill(await latestSmsCode(request, mobile));
    await dialog.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Redefinir senha e entrar' }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
    expect((await memberInfo(request, (await sessionToken(page))!)).value.account).toBe(username);
    expect((await apiLogin(request, username, newPassword)).success).toBe(true);
  });
});
