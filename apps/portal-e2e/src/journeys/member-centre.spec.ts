import type { Page } from '@playwright/test';
import { endpoints } from '@portal/api-contract';
import { waitForAnimations } from '../support/axe';
import { expect as fixtureExpect, test } from '../support/fixtures';
import { openAsMember } from '../support/members';
import type { Platform } from '../support/platform';
import { saveScreenshot } from '../support/screenshots';

// The machine is shared by many builds: the first paint of a cold page can take longer than 10 s.
const expect = fixtureExpect.configure({ timeout: 30_000 });
/** A seeded account logged in through the API. */
const loginToken = async (platform: Platform, username: string, password: string) =>
  (await platform.call(endpoints.login, { type: 'username', username, password })).token;

/** Pages of the centre in this build, by their `?member=` address and PT title. */
const PAGES = [
  { id: 'transferFund', title: 'Minha carteira' },
  { id: 'depositv2', title: 'Depositar' },
  { id: 'withdraw', title: 'Saque' },
  { id: 'personalHistoryCopy', title: 'Histórico de apostas' },
  { id: 'transactionHistory', title: 'Extrato da conta' },
  { id: 'personalProfit', title: 'Lucros e perdas' },
] as const;

async function openPage(page: Page, id: string, title: string) {
  await page.goto(`/rng?member=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Central do membro' });
  await expect(dialog.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  await expect(dialog.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  // The page's data is on screen (no skeleton left).
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Animations done before the screenshot (which runs the axe checkpoint).
  await waitForAnimations(page);
}

test.describe('member centre overlay', () => {
  // Every navigation is also an axe scan; on the shared machine a test of a few pages needs minutes.
  // Its tests only read seeded accounts (demo, player1, trial): they may run on both workers at
  // once, so the file's two long every-page tests do not queue behind each other on one worker.
  test.describe.configure({ timeout: 180_000, mode: 'parallel' });
  // One test per theme, so the two halves run on both workers side by side.
  for (const theme of ['dark', 'light'] as const) {
    test(`every page opens by its ?member= address (${theme} theme; demo member with 90 days of data)`, async ({ page, platform }) => {
      const token = await loginToken(platform, 'demo', 'demo1234');
      if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', '"light"'));
      await openAsMember(page, '/rng', token);
      await expect(page.getByRole('button', { name: 'Sacar' })).toBeVisible();
      for (const entry of PAGES) {
        await openPage(page, entry.id, entry.title);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(theme);
        await saveScreenshot(page, `member-${entry.id}-${theme}`);
      }
      // transferUpline only for a member with an upline.
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Transferir para o superior' })).toHaveCount(0);
    });
  }

  test('transfer to upline is listed and opens for a member with an upline', async ({ page, platform }) => {
    const token = await loginToken(platform, 'player1', 'player1234');
    await openAsMember(page, '/', token);
    await expect(page.getByRole('button', { name: 'Sacar' })).toBeVisible();
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', JSON.stringify(value)), theme);
      await openPage(page, 'transferUpline', 'Transferir para o superior');
      await saveScreenshot(page, `member-transferUpline-${theme}`);
    }
  });

  test('the address survives a reload; closing removes it; back after closing does not reopen it; header buttons open their pages', async ({
    page,
    platform,
  }) => {
    const token = await loginToken(platform, 'demo', 'demo1234');
    await openAsMember(page, '/rng', token);
    await expect(page.getByRole('button', { name: 'Sacar' })).toBeVisible();
    await page.getByRole('button', { name: 'Depositar' }).click();
    await expect(page).toHaveURL(/\/rng\?.*member=depositv2/);
    await page.getByRole('dialog').getByRole('link', { name: 'Extrato da conta' }).click();
    await expect(page).toHaveURL(/member=transactionHistory/);
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Central do membro' }).getByRole('heading', { name: 'Extrato da conta', level: 3 })).toBeVisible();
    await page.getByRole('button', { name: 'Fechar a central do membro' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('member')).toBe(false);
    await page.getByRole('button', { name: 'Sacar' }).click();
    await expect(page.getByRole('dialog', { name: 'Central do membro' }).getByRole('heading', { name: 'Saque', level: 3 })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a guest is asked to log in; a trial account gets the real-account warning', async ({ page, platform }) => {
    await page.goto('/?member=transferFund');
    await expect(page.getByRole('dialog', { name: /Entrar/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Central do membro' })).toHaveCount(0);
    const trialToken = await loginToken(platform, 'trial', 'trial1234');
    await openAsMember(page, '/?member=transferFund', trialToken);
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('conta real');
    await expect(page.getByRole('dialog', { name: 'Central do membro' })).toHaveCount(0);
  });
});
