import { ERROR_KEY, endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { openLogin } from '../support/auth';
import { sessionToken, uniqueName } from '../support/members';
import { GATEWAY_URL, OPERATOR_KEY } from '../support/ports';

const DAY = 24 * 60 * 60_000;
/** The e2e gateway's per-signal limits take every journey's member for another person (tools/scripts/e2e-gateway.mjs). */
const WIDE = { max: 100_000, windowMs: 60_000 };

/**
 * A self-exclusion covers the person: the same browser cannot open a new account while it lasts
 * (docs/product/responsible-gaming.md "A self-exclusion covers the person"). Global state: it narrows
 * the gateway's device limit to the served default for its length.
 */
test.describe('a self-excluded person', () => {
  test('cannot register again in the same browser: the form says until when, and no account is opened', async ({ page, platform, request, createMember }) => {
    const limits = (signupBonusPerDevice: { max: number; windowMs: number }) =>
      request.put(`${GATEWAY_URL}/sandbox/limits`, { headers: { 'X-Operator-Key': OPERATOR_KEY }, data: { signupBonusPerDevice } });
    expect((await limits({ max: 1, windowMs: 365 * DAY })).ok()).toBe(true);
    try {
      const member = await createMember({ password: 'person1234' });
      // Logging in here ties the browser (its device id) to the person.
      await page.goto('/');
      const dialog = await openLogin(page);
      await dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(member.username);
      await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(member.password);
      await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(dialog).toBeHidden();
      const token = (await sessionToken(page))!;
      await platform.call(endpoints.rgExclude, { kind: 'self_exclusion', duration: '6m' }, { token });
      // The session is over; the browser (and its device id in localStorage) stays.
      await page.evaluate(() => sessionStorage.clear());

      const username = uniqueName('x');
      await page.goto('/register');
      const form = page.getByRole('form', { name: 'Cadastro por nome de usuário' });
      await form.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username);
      await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('again1234');
      await form.getByRole('textbox', { name: 'Confirme a senha', exact: true }).fill('again1234');
      await form.getByRole('button', { name: 'Registrar', exact: true }).click();
      await expect(form.getByRole('alert')).toHaveText(
        /^Você está autoexcluído até \d{4}-\d{2}-\d{2} \d{2}:\d{2}: nenhuma conta nova pode ser aberta antes disso\.$/,
      );
      await expect(page.getByRole('dialog', { name: 'Bem-vindo!' })).toHaveCount(0);
      expect((await platform.attempt(endpoints.login, { type: 'username', username, password: 'again1234' })).message).toBe(ERROR_KEY.loginFailed);
    } finally {
      await limits(WIDE);
    }
  });
});
