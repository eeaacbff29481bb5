import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/screenshots';
import { brl, createMember, deposit, gatewayBalance, loginToken, openAsMember, settle } from '../support/shell';

/** Pages of the centre that exist in this build, by their `?member=` address and title. */
const PAGES = [{ id: 'transferFund', title: 'Minha carteira' }] as const;

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((value) => localStorage.setItem('theme', JSON.stringify(value)), theme);
}

test.describe('member centre overlay', () => {
  test('every page opens by its ?member= address on any route, survives a reload, back closes it', async ({ page, request }) => {
    const member = await createMember(request);
    await deposit(request, member.username, 250);
    await openAsMember(page, '/rng', member.token);
    await expect(page.getByRole('button', { name: 'Sacar' })).toBeVisible();
    for (const theme of ['dark', 'light'] as const) {
      await setTheme(page, theme);
      for (const entry of PAGES) {
        await page.goto(`/rng?member=${entry.id}`);
        const dialog = page.getByRole('dialog', { name: 'Central do membro' });
        await expect(dialog.getByRole('heading', { name: entry.title })).toBeVisible();
        await expect(dialog.getByRole('link', { name: entry.title })).toHaveAttribute('aria-current', 'page');
        await settle(page);
        await saveScreenshot(page, `member-${entry.id}-${theme}`);
      }
    }
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Central do membro' })).toBeVisible();
    await expect(page.getByTestId('wallet-MAIN')).toHaveText(brl(await gatewayBalance(request, member.token)));
    await page.getByRole('button', { name: 'Fechar a central do membro' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('member')).toBe(false);
    await page.getByRole('button', { name: 'Depositar' }).click();
    await expect(page).toHaveURL(/member=depositv2|member=transferFund/);
  });

  test('a guest is asked to log in; a trial account gets the real-account warning', async ({ page, request }) => {
    await page.goto('/?member=transferFund');
    await expect(page.getByRole('dialog', { name: /Entrar/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Central do membro' })).toHaveCount(0);
    const trialToken = await loginToken(request, 'trial', 'trial1234');
    await openAsMember(page, '/?member=transferFund', trialToken);
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('conta real');
    await expect(page.getByRole('dialog', { name: 'Central do membro' })).toHaveCount(0);
  });
});
