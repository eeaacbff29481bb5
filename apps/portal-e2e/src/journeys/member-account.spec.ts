import { endpoints } from '@portal/api-contract';
import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { textIn } from '../support/brand';
import { openLogin } from '../support/auth';
import { test } from '../support/fixtures';
import { operator as operatorCall } from '../support/gateway';
import { openAsMember, uniqueMobile } from '../support/members';
import { createPlatform } from '../support/platform';
import { saveScreenshot } from '../support/screenshots';
import { totpCode } from '../support/totp';

// The machine is shared by many builds: a cold page can take longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
const pt = (message: string, values?: Record<string, string | number>) => textIn('pt', message, values);

/** Switches the theme without a reload (the stored preference and the storage event the app listens to). */
async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((value) => {
    const json = JSON.stringify(value);
    localStorage.setItem('theme', json);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: json, storageArea: localStorage }));
  }, theme);
}

/** Screenshots in both themes (the journey's own theme is dark, the brand default). */
async function shootBothThemes(page: Page, name: string) {
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    await saveScreenshot(page, `${name}-${theme}`);
  }
  await setTheme(page, 'dark');
}

async function openCentrePage(page: Page, id: 'securityCenter' | 'messageV2', token: string) {
  await openAsMember(page, `/?member=${id}`, token);
  const dialog = page.getByRole('dialog', { name: pt('Member centre') });
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
  return dialog;
}

const row = (dialog: Locator, title: string) => dialog.getByRole('listitem').filter({ has: dialog.page().getByText(title, { exact: true }) });

test.describe('member account: security centre and platform messages', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  // Screenshots in both themes with an axe pass each: more than the default 45 s on a shared machine.
  test.describe.configure({ timeout: 120_000 });

  test('2FA turned on by the QR code’s key, then the login asks for a code of it', async ({ page, platform, createMember }) => {
    const member = await createMember({ prefix: 'tfa' });
    const dialog = await openCentrePage(page, 'securityCenter', member.token);
    await expect(dialog.getByText(member.username, { exact: true }).first()).toBeVisible();
    await shootBothThemes(page, 'account-profile');

    await dialog.getByRole('tab', { name: pt('Security') }).click();
    const twoFactor = row(dialog, pt('Two-factor authentication'));
    await twoFactor.getByRole('button', { name: pt('Turn on') }).click();
    await twoFactor.getByLabel(pt('Current login password')).fill(member.password);
    await twoFactor.getByRole('button', { name: pt('Continue') }).click();
    await expect(twoFactor.getByRole('img', { name: pt('QR code for your authenticator app') })).toBeVisible();
    const secret = (await twoFactor.getByLabel(pt('Setup key')).innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await twoFactor.getByRole('button', { name: pt('Turn on two-factor authentication') }).scrollIntoViewIfNeeded();
    await shootBothThemes(page, 'account-2fa-setup');

    await twoFactor.getByRole('textbox', { name: pt('Authenticator code') }).fill(totpCode(secret));
    await twoFactor.getByRole('button', { name: pt('Turn on two-factor authentication') }).click();
    await expect(dialog.getByRole('status').filter({ hasText: pt('Two-factor authentication is on: your next login asks for a code') })).toBeVisible();
    await expect(twoFactor.getByText(pt('On'), { exact: true })).toBeVisible();
    expect((await platform.call(endpoints.accountSecurity, {}, { token: member.token })).twoFactorEnabled).toBe(true);

    // A new visit: the password alone no longer logs in; the code of the key read from the page does.
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('textbox', { name: pt('Username'), exact: true }).fill(member.username);
    await login.getByRole('textbox', { name: pt('Password'), exact: true }).fill(member.password);
    await login.getByRole('button', { name: pt('Log in'), exact: true }).click();
    const code = login.getByRole('textbox', { name: pt('Verification code'), exact: true });
    await code.fill(totpCode(secret));
    await login.getByRole('button', { name: 'Verificar e entrar' }).click();
    await expect(login).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: pt('Log in'), exact: true })).toHaveCount(0);
  });

  test('signing out the other sessions: the other browser gets 401 and the login', async ({ page, browser, platform, createMember }) => {
    const member = await createMember({ prefix: 'ses' });
    const other = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    });
    const otherPage = await other.newPage();
    // Each browser logs in with its own user agent (the session list shows where each one is).
    const logIn = (context: { request: APIRequestContext }) =>
      createPlatform(context.request).call(endpoints.login, { username: member.username, password: member.password });
    const { token: otherToken } = await logIn(other);
    const { token: mine } = await logIn(page.context());
    await openAsMember(otherPage, '/', otherToken);
    await expect(otherPage.getByRole('banner').getByRole('button', { name: pt('Messages'), exact: true })).toBeVisible();

    const dialog = await openCentrePage(page, 'securityCenter', mine);
    await dialog.getByRole('tab', { name: pt('Devices and logins') }).click();
    const sessions = dialog.getByRole('table', { name: pt('Active sessions') });
    await expect(sessions.getByText('Firefox no Linux')).toBeVisible();
    await expect(sessions.getByText(pt('This device'))).toBeVisible();
    await expect(
      dialog
        .getByRole('table', { name: pt('Login history') })
        .getByText(pt('Logged in'))
        .first(),
    ).toBeVisible();
    await shootBothThemes(page, 'account-devices');

    await dialog.getByRole('button', { name: pt('Sign out the other sessions') }).click();
    await expect(dialog.getByRole('status').filter({ hasText: /outras? sess(ão|ões) encerradas?/ })).toBeVisible();
    await expect(sessions.getByRole('row')).toHaveCount(2); // the header and this device
    await expect(sessions.getByText('Firefox no Linux')).toHaveCount(0);
    expect((await platform.call(endpoints.activeSessions, {}, { token: mine })).map((s) => s.current)).toEqual([true]);

    // The other browser's next call gets 401: its session ends and the login opens.
    await otherPage
      .getByRole('banner')
      .getByRole('button', { name: pt('Messages'), exact: true })
      .click();
    await expect(otherPage.getByRole('dialog', { name: pt('Log in') })).toBeVisible();
    await other.close();
  });

  test('a wrong password is refused and the form kept; the payment password is set with the SMS code', async ({ page, platform, operator, createMember }) => {
    const mobileNum = uniqueMobile();
    const member = await createMember({ prefix: 'pay', mobileNum });
    const dialog = await openCentrePage(page, 'securityCenter', member.token);
    await dialog.getByRole('tab', { name: pt('Security') }).click();

    const email = row(dialog, pt('E-mail'));
    await email.getByRole('button', { name: pt('Bind') }).click();
    await email.getByRole('textbox', { name: pt('E-mail address') }).fill('player@example.com');
    const password = email.getByLabel(pt('Current login password'));
    await password.fill('not-my-password1');
    await email.getByRole('button', { name: pt('Bind e-mail') }).click();
    await expect(email.getByText(pt('Wrong password'))).toBeVisible();
    await expect(password).toBeFocused();
    await expect(email.getByRole('textbox', { name: pt('E-mail address') })).toHaveValue('player@example.com');
    await shootBothThemes(page, 'account-wrong-password');
    await password.fill(member.password);
    await email.getByRole('button', { name: pt('Bind e-mail') }).click();
    await expect(dialog.getByRole('status').filter({ hasText: pt('Your e-mail is saved') })).toBeVisible();
    expect((await platform.call(endpoints.accountSecurity, {}, { token: member.token })).email).toBe('player@example.com');

    const payment = row(dialog, pt('Payment password'));
    await payment.getByRole('button', { name: pt('Set up') }).click();
    await payment.getByRole('button', { name: pt('Send code') }).click();
    await payment.getByRole('textbox', { name: pt('Verification code') }).fill(await operator.latestSmsCode(`+55${mobileNum}`));
    await payment.getByLabel(pt('New payment password (6 digits)')).fill('135790');
    await payment.getByLabel(pt('Repeat the payment password')).fill('135790');
    await payment.getByRole('button', { name: pt('Save payment password') }).click();
    await expect(dialog.getByRole('status').filter({ hasText: pt('Your payment password is saved') })).toBeVisible();
    await expect(payment.getByRole('button', { name: pt('Change') })).toBeVisible();
    expect((await platform.call(endpoints.paymentPasswordStatus, {}, { token: member.token })).isSet).toBe(true);
  });

  test('an operator’s message raises the header badge without a reload; reading it lowers it', async ({ page, createMember }) => {
    const member = await createMember({ prefix: 'msg' });
    // The header's first count is in before the operator writes (a later refetch must bring the change).
    const firstCount = page.waitForResponse((response) => response.url().includes(endpoints.unreadMessageCount.path));
    await openAsMember(page, '/', member.token);
    await firstCount;
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: pt('Messages'), exact: true })).toBeVisible();

    await operatorCall(page.request, 'POST', '/sandbox/messages', {
      username: member.username,
      title: 'Bônus semanal',
      content: '<p>Seu <b>bônus</b> chegou.</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
    });
    // Back to the tab (what a player does after the operator wrote; the real event bubbles to window,
    // where react-query listens): the count is asked again, no reload.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    const badge = banner.getByRole('button', { name: 'Mensagens, 1 não lida' });
    await expect(badge).toBeVisible();
    await badge.click();

    const dialog = page.getByRole('dialog', { name: pt('Member centre') });
    await expect(dialog.getByText('1 mensagem não lida')).toBeVisible();
    await shootBothThemes(page, 'account-messages');
    await dialog.getByRole('button', { name: /Bônus semanal/ }).click();
    await expect(dialog.getByText('Seu bônus chegou.')).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await shootBothThemes(page, 'account-message-detail');

    await dialog.getByRole('button', { name: pt('Back to messages') }).click();
    await expect(dialog.getByRole('button', { name: /Bônus semanal/ }).getByLabel(pt('Unread'))).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(banner.getByRole('button', { name: pt('Messages'), exact: true })).toBeVisible();
  });
});
