import { DEFAULT_WEAK_PASSWORD, endpoints } from '@portal/api-contract';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sessionToken, uniqueName, uniqueMobile } from '../support/members';
import { expectSealed, openLogin } from '../support/auth';
import { saveScreenshot } from '../support/screenshots';

const loggedOut = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true });

test.describe('login', () => {
  test('username and password: one sealed request on a double click, session stored, back on /', async ({ page, platform, createMember }) => {
    const username = uniqueName('l');
    const password = 'login1234';
    await createMember({ username, password });
    await page.goto('/promotions');
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
    const logins: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/session/login')) logins.push(r);
    });
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(loggedOut(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    expect(logins).toHaveLength(1);
    expectSealed(logins[0], password);
    expect((await platform.call(endpoints.memberInfo, {}, { token: (await sessionToken(page))! })).account).toBe(username);
    // After a login the brand's risk warning shows as a notice that does not block play, with a way to set limits.
    const notice = page.getByRole('region', { name: 'Notificações' }).getByRole('alertdialog').filter({ hasText: 'Jogue com responsabilidade' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Definir limites' }).click();
    await expect(page).toHaveURL(/member=responsibleGaming/);
  });

  test('wrong password three times reveals the captcha; logging in with it works', async ({ page, platform, operator, createMember }) => {
    const username = uniqueName('c');
    const password = 'captcha123';
    await createMember({ username, password });
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(`wrong${attempt}xx`);
      await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Usuário ou senha incorretos');
      if (attempt < 3) await expect(dialog.getByRole('textbox', { name: 'Código da imagem', exact: true })).toHaveCount(0);
    }
    const captcha = dialog.getByRole('textbox', { name: 'Código da imagem', exact: true });
    await expect(captcha).toBeVisible();
    await expect(captcha).toBeFocused();
    await expect(dialog.getByRole('img', { name: 'Imagem do código' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toHaveValue(username);
    await saveScreenshot(page, 'auth-login-captcha');

    await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
    await captcha.fill(await operator.captchaAnswer(page));
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await platform.call(endpoints.memberInfo, {}, { token: (await sessionToken(page))! })).account).toBe(username);
  });

  test('SMS login: the request for a code carries the human check; the code from the outbox logs in', async ({ page, platform, operator, createMember }) => {
    const username = uniqueName('s');
    const mobile = uniqueMobile();
    await createMember({ username, password: 'smslogin1', mobileNum: mobile });
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Entrar com código por SMS' }).click();
    await dialog.getByRole('textbox', { name: 'Celular', exact: true }).fill(mobile);
    // The captcha first: without it no code is asked for.
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    const captcha = dialog.getByRole('textbox', { name: 'Código da imagem', exact: true });
    await expect(dialog.getByText('Código da imagem não pode ficar vazio')).toBeVisible();
    await expect(captcha).toBeFocused();
    await expect(dialog.getByRole('img', { name: 'Imagem do código' })).toBeVisible();
    await captcha.fill(await operator.captchaAnswer(page));
    const sent = page.waitForResponse((r) => r.url().includes('/wps/verification/sms/login'));
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    expect(await (await sent).json()).toMatchObject({ success: true });
    await expect(dialog.getByRole('button', { name: /Reenviar em \d+s/ })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Código de verificação', exact: true }).fill(await operator.latestSmsCode(mobile));
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await platform.call(endpoints.memberInfo, {}, { token: (await sessionToken(page))! })).account).toBe(username);
  });

  test('the default weak password forces a change, then login with the new password', async ({ page, platform, createMember }) => {
    const username = uniqueName('w');
    const newPassword = 'strong987';
    await createMember({ username, password: DEFAULT_WEAK_PASSWORD });
    await page.goto('/');
    let dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEFAULT_WEAK_PASSWORD);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();

    const change = page.getByRole('dialog', { name: 'Alterar senha' });
    await expect(change).toBeVisible();
    await expect(change.getByRole('textbox', { name: 'Senha atual', exact: true })).toHaveCount(0);
    await change.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('abc');
    await change.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('abd');
    await change.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(change.getByText('A senha deve ter 6 a 20 caracteres')).toBeVisible();
    await expect(change.getByText('As duas senhas não coincidem')).toBeVisible();
    await saveScreenshot(page, 'auth-change-password');
    await change.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(newPassword);
    await change.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill(newPassword);
    const sent = page.waitForRequest((r) => r.url().endsWith('/wps/member/password'));
    await change.getByRole('button', { name: 'Alterar senha' }).click();
    expectSealed(await sent, newPassword);

    await page
      .getByRole('dialog', { name: /Senha alterada/ })
      .getByRole('button', { name: 'OK' })
      .click();
    dialog = page.getByRole('dialog', { name: 'Entrar' });
    await expect(dialog).toBeVisible();
    await expect(loggedOut(page)).toBeVisible();
    expect((await platform.attempt(endpoints.login, { type: 'username', username: username, password: DEFAULT_WEAK_PASSWORD })).success).toBe(false);

    await dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(loggedOut(page)).toHaveCount(0);
    expect((await platform.call(endpoints.memberInfo, {}, { token: (await sessionToken(page))! })).account).toBe(username);
  });

  test('the forced change survives a reload and the platform refuses the session everything else', async ({ page, platform, operator }) => {
    const username = uniqueName('k');
    await operator.openAccount(username, DEFAULT_WEAK_PASSWORD);
    await operator.deposit(username, 50);
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEFAULT_WEAK_PASSWORD);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    const change = page.getByRole('dialog', { name: 'Alterar senha' });
    await expect(change.getByRole('status')).toHaveText('Você entrou com a senha padrão. Para sua segurança, defina uma senha só sua antes de continuar.');
    const token = (await sessionToken(page))!;

    // The platform holds the restriction: a direct call with the session's token may not deposit or play.
    for (const refused of [
      await platform.attempt(endpoints.depositCreate, { channelId: 'pix', amount: 20 }, { token }),
      await platform.attempt(endpoints.launchGame, { nodeId: 1001, vassalage: 'PG', language: 'PT' }, { token }),
      await platform.attempt(endpoints.balance, {}, { token }),
    ]) {
      expect(refused).toMatchObject({ status: 403, success: false, message: 'password_change_required', value: { reason: 'default_password' } });
    }

    // A reload, or an address typed by hand, keeps the player in the dialog (now asking for the current password).
    await page.goto('/rng?member=depositv2');
    await expect(change).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(change.getByRole('textbox', { name: 'Senha atual', exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toBeEmpty();
    await expect(page.getByRole('banner').getByRole('button', { name: /Depositar|Entrar/ })).toHaveCount(0);
    await saveScreenshot(page, 'auth-forced-change-reload');
    await page.reload();
    await expect(change).toBeVisible();
    expect(await sessionToken(page)).toBe(token);

    await change.getByRole('textbox', { name: 'Senha atual', exact: true }).fill(DEFAULT_WEAK_PASSWORD);
    await change.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('mine5678');
    await change.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('mine5678');
    await change.getByRole('button', { name: 'Alterar senha' }).click();
    await page
      .getByRole('dialog', { name: /Senha alterada/ })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    expect((await platform.attempt(endpoints.memberInfo, {}, { token })).status).toBe(401);
    const renewed = await platform.call(endpoints.login, { type: 'username', username, password: 'mine5678' });
    expect(renewed.mustChangePassword).toBeUndefined();
    expect((await platform.call(endpoints.balance, {}, { token: renewed.token })).sumBalance).toBe(50);
  });

  test('an expired password while PWDEXPFORCECHANGE3 is on forces a change before anything else', async ({ page, platform, operator }) => {
    // PWDEXPFORCECHANGE3 is on in the sandbox and the PT brand (their defaults).
    expect((await platform.call(endpoints.permission, { host: '127.0.0.1' })).switches.PWDEXPFORCECHANGE3).toBe(true);
    const username = uniqueName('x');
    await operator.openAccount(username, 'expired123', { passwordExpired: true });
    await page.goto('/rng');
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill('expired123');
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();

    const change = page.getByRole('dialog', { name: 'Alterar senha' });
    await expect(change).toBeVisible();
    await expect(change.getByRole('status')).toHaveText('Sua senha expirou. Defina uma nova senha antes de continuar.');
    await expect(change.getByRole('textbox', { name: 'Senha atual', exact: true })).toHaveCount(0);
    await change.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('renewed123');
    await change.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('renewed123');
    await change.getByRole('button', { name: 'Alterar senha' }).click();
    await page
      .getByRole('dialog', { name: /Senha alterada/ })
      .getByRole('button', { name: 'OK' })
      .click();
    const again = page.getByRole('dialog', { name: 'Entrar' });
    await expect(again).toBeVisible();
    // The platform holds the new password, no longer expired.
    const renewed = await platform.call(endpoints.login, { type: 'username', username, password: 'renewed123' });
    expect(renewed.passwordExpired).toBe(false);
    await again.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    await again.getByRole('textbox', { name: 'Senha', exact: true }).fill('renewed123');
    await again.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(again).toBeHidden();
    await expect(loggedOut(page)).toHaveCount(0);
  });

  test('logout: confirm, session cleared except merchant keys, token revoked, back on /', async ({ page, platform, createMember }) => {
    const username = uniqueName('o');
    const password = 'logout123';
    await createMember({ username, password });
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialog).toBeHidden();
    const token = (await sessionToken(page))!;
    await page.evaluate(() => sessionStorage.setItem('merchantCode', 'PT001'));

    await page.goto('/promotions');
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
    await page.getByRole('menuitem', { name: /Sair|Sign out/ }).click();
    const confirm = page.getByRole('dialog', { name: /Sair|Sign out/ });
    await expect(confirm).toContainText('Deseja mesmo sair da sua conta?');
    await confirm.getByRole('button', { name: 'Sair' }).click();

    await expect(loggedOut(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionToken(page)).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).toBe('PT001');
    expect((await platform.attempt(endpoints.memberInfo, {}, { token: token })).success).toBe(false);
  });
  test('first login: the player is asked for a password of their own, once; a registration already counts as the first login', async ({
    page,
    platform,
    operator,
    createMember,
  }) => {
    // Three accounts, five logins and a password change: more than the default 45 s on a busy machine.
    test.setTimeout(90_000);
    const logIn = async (username: string, password: string) => {
      const dialog = await openLogin(page);
      await dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
      await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
      await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(loggedOut(page)).toHaveCount(0);
    };
    const logOut = async () => {
      await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
      await page.getByRole('menuitem', { name: /Sair|Sign out/ }).click();
      await page
        .getByRole('dialog', { name: /Sair|Sign out/ })
        .getByRole('button', { name: 'Sair' })
        .click();
      await expect(loggedOut(page)).toBeVisible();
    };

    // An account opened for the player by the back office: its first login asks at once for a
    // password of the player's own (the one just typed is not asked for again).
    const opened = uniqueName('f');
    await operator.openAccount(opened, 'first1234');
    await page.goto('/');
    await logIn(opened, 'first1234');
    const welcome = page.getByRole('dialog', { name: `Bem-vindo(a), ${opened}!` });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText('Este é o seu primeiro acesso ao Portal PT.');
    await expect(welcome.getByRole('textbox', { name: 'Senha atual', exact: true })).toHaveCount(0);
    await expect(welcome.getByRole('button', { name: 'Agora não' })).toBeVisible();
    await saveScreenshot(page, 'auth-first-login-password');
    await welcome.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('mine5678');
    await welcome.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('mine5678');
    await welcome.getByRole('button', { name: 'Alterar senha' }).click();
    await page
      .getByRole('dialog', { name: /Senha alterada/ })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    await expect(loggedOut(page)).toBeVisible();
    expect((await platform.attempt(endpoints.login, { type: 'username', username: opened, password: 'first1234' })).success).toBe(false);
    await page.keyboard.press('Escape');

    // The next login, with the new password, is not a first login.
    // The first-login dialog opens in the same render that closes the login (useCompleteLogin), so
    // once the header shows the member it would be there.
    await logIn(opened, 'mine5678');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A self-registration logged the player in already (greeted by the registration dialog), so a
    // later login through the modal is not a first login.
    await logOut();
    const registered = uniqueName('r');
    await createMember({ username: registered, password: 'reg12345' });
    await logIn(registered, 'reg12345');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
