import type { Page } from '@playwright/test';
import { endpoints } from '@portal/api-contract';
import { openLogin } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { balanceOf, money, sessionToken, uniqueMobile } from '../support/members';
import { saveScreenshot } from '../support/screenshots';
import { settle } from '../support/shell';

const PAYMENT_PASSWORD = '246810';

/** 'yyyy-MM-dd' as the portal shows a date (the browser runs in this machine's time zone). */
const day = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The withdrawal-only view: its banner names the exclusion and its end. */
const banner = (page: Page, date: string) => page.getByRole('heading', { level: 1, name: `Sua conta está autoexcluída até ${date}` });

test.describe('responsible gaming: withdrawal-only portal', () => {
  test.setTimeout(180_000);

  test('a self-excluded member with a balance logs in to a portal that only withdraws; the withdrawal is stored; a reload keeps the mode; log out ends it', async ({
    page,
    platform,
    operator,
    createMember,
  }) => {
    // A member with money, a payment password and a payout account (set up through the API: the
    // withdrawal page's own setup is the member-money journey's), then self-excluded for 6 months.
    const member = await createMember({ prefix: 'wo', mobileNum: uniqueMobile(), deposit: 300 });
    const own = { token: member.token };
    await platform.call(endpoints.smsPaymentPassword, {}, own);
    const verificationCode = await operator.latestSmsCode(member.mobileNum!);
    await platform.call(endpoints.paymentPasswordSet, { verificationCode, paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD }, own);
    await platform.call(
      endpoints.payoutAccountBind,
      { type: 'PIX', holderName: 'Maria da Silva', pixKeyType: 'CPF', pixKey: '12345678901', paymentPassword: PAYMENT_PASSWORD },
      own,
    );
    const before = await balanceOf(platform, member.token);
    const { until } = await platform.call(endpoints.rgExclude, { kind: 'self_exclusion', duration: '6m' }, own);
    const date = day(until!);

    // Nothing the portal asks for in this mode may be refused (no background call outside the withdrawal endpoints).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });

    // 1. The login is refused with the end date and offers the withdrawal of the balance.
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(member.username);
    await login.getByRole('textbox', { name: 'Senha', exact: true }).fill(member.password);
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(login.getByRole('alert')).toContainText(`Sua conta está autoexcluída até ${date}`);
    await login.getByRole('button', { name: 'Sacar meu saldo' }).click();

    // 2. Only the withdrawal view: banner, balance, the withdrawal page; no menu, lobby, deposit or chat.
    await expect(banner(page, date)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Saque seu saldo' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText(money(before));
    await expect(page.locator('a[href]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Depositar' })).toHaveCount(0);
    const withdrawOnlyToken = (await sessionToken(page))!;
    expect(withdrawOnlyToken).not.toBe(member.token);

    // Another route or a centre overlay lands back on the withdrawal view.
    await page.goto('/rng');
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page, date)).toBeVisible();
    await page.goto('/?member=depositv2');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await settle(page);
    await saveScreenshot(page, 'rg-withdraw-only-dark');

    // 3. Withdraw 100 through the page: confirmation with the payment password, pending review.
    const form = page.getByRole('form', { name: 'Saque' });
    await form.getByRole('textbox', { name: /Valor/ }).fill('100');
    await form.getByRole('button', { name: 'Continuar' }).click();
    const confirm = page.getByRole('form', { name: 'Confirme o saque' });
    await confirm.getByLabel(/Senha de pagamento/).fill(PAYMENT_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirmar saque' }).click();
    await expect(page.getByText('Saque solicitado')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText(money(before - 100));
    const stored = await platform.call(endpoints.withdrawals, { pageNo: 1, pageSize: 10 }, { token: withdrawOnlyToken });
    expect(stored.list).toHaveLength(1);
    expect(stored.list[0]).toMatchObject({ amount: 100, status: 'pending_review' });
    expect(await balanceOf(platform, withdrawOnlyToken)).toBeCloseTo(before - 100, 2);

    // 4. A reload keeps the mode (light theme this time).
    await page.evaluate(() => localStorage.setItem('theme', '"light"'));
    await page.reload();
    await expect(banner(page, date)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Saques' })).toContainText('Em análise');
    await expect(page.getByTestId('header-balance')).toHaveText(money(before - 100));
    await settle(page);
    await saveScreenshot(page, 'rg-withdraw-only-light');
    await page.evaluate(() => localStorage.setItem('theme', '"dark"'));

    expect(refused).toEqual([]);

    // 5. Log out: the normal portal for a guest, and the withdraw-only session is revoked.
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(banner(page, date)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('withdrawOnly'))).toBeNull();
    expect((await platform.attempt(endpoints.balance, {}, { token: withdrawOnlyToken })).status).toBe(401);
  });
});
