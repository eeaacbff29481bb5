import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { sessionToken, uniqueName, uniqueMobile } from '../support/members';
import { expectSealed } from '../support/auth';
import { operator } from '../support/gateway';
import { saveScreenshot } from '../support/screenshots';

test.describe('registration', () => {
  test('by username on /register: server rules, then logged in on / with the success modal', async ({ page, platform, request }) => {
    const username = uniqueName('r');
    const password = 'secret123';
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Cadastro por nome de usuário' });
    await expect(form.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toHaveAttribute('placeholder', '* Escolha um nome de usuário');
    await expect(page.getByRole('link', { name: '← Voltar para a página inicial' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: 'Promoções para novos jogadores' })).toBeVisible();
    await saveScreenshot(page, 'auth-register-page');

    // Empty submit: "<label> não pode ficar vazio", focus on the first bad field.
    await form.getByRole('button', { name: 'Registrar', exact: true }).click();
    await expect(form.getByText('Nome de usuário não pode ficar vazio')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toBeFocused();

    // Pattern and bounds from the server's rule (4–16 letters and digits); confirmation must match.
    await form.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill('ab!');
    await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
    await form.getByRole('textbox', { name: 'Confirme a senha', exact: true }).fill('different1');
    await form.getByRole('button', { name: 'Registrar', exact: true }).click();
    await expect(form.getByText('Use 4 a 16 letras e números')).toBeVisible();
    await expect(form.getByText('As duas senhas não coincidem')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Senha', exact: true })).toHaveValue(password);

    await form.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    await form.getByRole('textbox', { name: 'Confirme a senha', exact: true }).fill(password);
    const sent = page.waitForRequest((r) => r.url().includes('/wps/member/register') && r.method() === 'PUT');
    await form.getByRole('button', { name: 'Registrar', exact: true }).click();
    expectSealed(await sent, password);

    await expect(page.getByRole('dialog', { name: 'Bem-vindo!' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);

    // What the gateway stored: the member exists with that password, and the session is theirs.
    expect((await platform.attempt(endpoints.login, { type: 'username', username: username, password: password })).success).toBe(true);
    const token = await sessionToken(page);
    expect((await platform.call(endpoints.memberInfo, {}, { token: token! })).account).toBe(username);
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).not.toContain(password);
    // Where the account came from, as the gateway stored it: the page, the method and the portal's domain.
    const origin = (await operator(request, 'GET', `/sandbox/members/${username}/registration`)) as { value: Record<string, unknown> };
    const portal = new URL(page.url());
    expect(origin.value).toMatchObject({ registerUrl: `${portal.origin}/register`, registerMethod: 'WEB', domain: portal.host });
  });

  test('by mobile number with the code from the sandbox SMS outbox, then the account-number dialog', async ({ page, platform, operator }) => {
    const mobile = uniqueMobile();
    const password = 'mobile123';
    await page.goto('/register');
    await page.getByRole('tab', { name: 'Celular' }).click();
    const form = page.getByRole('form', { name: 'Cadastro por celular' });
    await expect(form.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toHaveCount(0);

    // The number is checked before a code is requested.
    await form.getByRole('button', { name: 'Enviar código' }).click();
    await expect(form.getByText('Celular não pode ficar vazio')).toBeVisible();

    await form.getByRole('textbox', { name: 'Celular', exact: true }).fill(mobile);
    await form.getByRole('button', { name: 'Enviar código' }).click();
    await expect(form.getByRole('button', { name: /Reenviar em \d+s/ })).toBeDisabled();
    const code = await operator.latestSmsCode(mobile);
    await form.getByRole('textbox', { name: 'Código de verificação', exact: true }).fill(code);
    await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
    await form.getByRole('textbox', { name: 'Confirme a senha', exact: true }).fill(password);
    await form.getByRole('button', { name: 'Registrar', exact: true }).click();

    const done = page.getByRole('dialog', { name: 'Cadastro concluído' });
    await expect(done).toBeVisible();
    const text = (await done.textContent()) ?? '';
    const account = /O número da sua conta é (\w+)\./.exec(text)?.[1];
    expect(account).toBeTruthy();
    await expect(done).toContainText('entre com este número de conta ou com o seu celular');

    const info = await platform.call(endpoints.memberInfo, {}, { token: (await sessionToken(page))! });
    expect(info.account).toBe(account);
    expect(info.mobileNum).toBe(mobile);

    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog', { name: 'Bem-vindo!' })).toBeVisible();
    expect((await platform.attempt(endpoints.login, { type: 'username', username: account!, password: password })).success).toBe(true);
  });

  test('refused with a bad invitation code: warning dialog, nothing registered, input kept', async ({ page, platform }) => {
    const username = uniqueName('x');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Registrar' }).click();
    const modal = page.getByRole('dialog', { name: 'Registrar' });
    const form = modal.getByRole('form', { name: 'Cadastro por nome de usuário' });
    await form.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
    await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('secret123');
    await form.getByRole('textbox', { name: 'Confirme a senha', exact: true }).fill('secret123');
    await form.getByRole('textbox', { name: 'Código de convite', exact: true }).fill('NOPE1234');
    let registerCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/wps/member/register')) registerCalls++;
    });
    await form.getByRole('button', { name: 'Registrar', exact: true }).click();

    const warning = page.getByRole('dialog', { name: 'Cadastro interrompido' });
    await expect(warning).toContainText('Código de convite inválido');
    await warning.getByRole('button', { name: 'Confirmar' }).click();
    await expect(form.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toHaveValue(username);
    expect(registerCalls).toBe(0);
    expect((await platform.attempt(endpoints.login, { type: 'username', username: username, password: 'secret123' })).success).toBe(false);
  });
});
