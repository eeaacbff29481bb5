import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { openLogin } from '../support/auth';
import { uniqueMobile, uniqueName } from '../support/members';

const AUTH_SWITCHES = ['DIRECTREG3', 'FREEPLAY3', 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3', 'MOBILENUMREG3', 'USERNAMEREG3'] as const;

/**
 * The off side of every account switch, walked together (the switches are the gateway's global
 * state: this journey is in GLOBAL_STATE). The on sides run in the other auth journeys; each off
 * side is also a component test of the piece it hides.
 */
test.describe('account switches off (docs/product/accounts-and-auth.md)', () => {
  let restore: Record<string, boolean> | undefined;
  test.afterEach(async ({ operator }) => {
    if (restore) await operator.setSwitches({ switches: restore });
  });

  test('the portal hides what the platform turned off, and the platform refuses it too', async ({ page, platform, operator }) => {
    const before = await operator.setSwitches({ switches: Object.fromEntries(AUTH_SWITCHES.map((name) => [name, true])) });
    restore = before.switches;
    await operator.setSwitches({ switches: { DIRECTREG3: false, FREEPLAY3: false, MOBILEVERCODELOGIN3: false, CHNGPASSVERIF3: false, MOBILENUMREG3: false } });
    const mobile = { mobileNum: uniqueMobile(), countryDialingCode: '+55' };

    // Header: login only (no register, no free demo).
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Registrar' })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Demo grátis' })).toHaveCount(0);
    expect((await platform.attempt(endpoints.freePlayLogin, { os: 'Linux' })).message).toBe('operation_not_allowed');

    // Login: username and password only; forgot password by e-mail only.
    const login = await openLogin(page);
    await expect(login.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Entrar com código por SMS' })).toHaveCount(0);
    expect((await platform.attempt(endpoints.smsLogin, mobile)).message).toBe('operation_not_allowed');
    await login.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Esqueci a senha' });
    await expect(forgot.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible();
    await expect(forgot.getByRole('tab', { name: 'Por telefone' })).toHaveCount(0);
    expect((await platform.attempt(endpoints.passwordByPhone, { ...mobile, verificationCode: '123456', newPassword: 'phone9876' })).message).toBe(
      'operation_not_allowed',
    );

    // Registration by username alone (no tabs), then by mobile alone, then closed.
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Forma de cadastro' })).toHaveCount(0);
    expect((await platform.attempt(endpoints.mobileRegister, { ...mobile, password: 'mobile123', confirmPassword: 'mobile123' })).message).toBe(
      'operation_not_allowed',
    );

    await operator.setSwitches({ switches: { USERNAMEREG3: false, MOBILENUMREG3: true } });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Celular', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toHaveCount(0);
    await expect(page.getByRole('tablist', { name: 'Forma de cadastro' })).toHaveCount(0);
    const username = uniqueName('z');
    expect((await platform.attempt(endpoints.register, { username, password: 'member1234', confirmPassword: 'member1234' })).message).toBe(
      'operation_not_allowed',
    );

    await operator.setSwitches({ switches: { MOBILENUMREG3: false } });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Cadastro encerrado' })).toContainText('No momento não é possível abrir novas contas aqui.');
    await expect(page.getByRole('button', { name: 'Registrar' })).toHaveCount(0);
  });
});
