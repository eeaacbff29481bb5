import { readFile } from 'node:fs/promises';
import { DAY_MS, endpoints, platformDate, platformDayStart } from '@portal/api-contract';
import { agentCentre, agentValue, openWithToken, shown, tokenOf } from '../support/agent';
import { textIn } from '../support/brand';
import { expect, test } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';
import { settle } from '../support/shell';

const PAGES = [
  ['announcement', 'Announcement'],
  ['teamOverview', 'Team overview'],
  ['registerAccount', 'Register account'],
  ['teamManagement', 'Team management'],
  ['teamBetting', 'Team betting'],
  ['userProfitLoss', 'User profit and loss'],
  ['myIncome', 'My income'],
  ['transactionDetails', 'Transaction details'],
  ['bonus', 'Bonus'],
  ['dailySalary', 'Daily salary'],
  ['hourlySalary', 'Hourly salary'],
  ['realTimeSalary', 'Real-time salary'],
] as const;

/** The PT portal's text for an English message (read from the catalogs). */
const t = (message: string, values?: Record<string, string | number>) => textIn('pt', message, values);

test.describe('agent centre', () => {
  test.describe.configure({ timeout: 300_000 });
  for (const theme of ['dark', 'light'] as const) {
    test(`every page opens by its ?agent= address (${theme} theme); back, forward and closing`, async ({ page, request }) => {
      const token = await tokenOf(request, 'agent', 'agent1234');
      if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', '"light"'));
      await openWithToken(page, '/?agent=announcement', token);
      const dialog = agentCentre(page);
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      const menu = dialog.getByRole('navigation', { name: t('Agent centre menu') });
      await expect(menu.getByRole('link')).toHaveText(PAGES.map(([, label]) => t(label)));
      for (const [id, label] of PAGES) {
        await page.goto(`/?agent=${id}`);
        await expect(menu.getByRole('link', { name: t(label), exact: true })).toHaveAttribute('aria-current', 'page', { timeout: 30_000 });
        await expect(dialog.getByRole('status', { name: t('Loading…') })).toHaveCount(0);
        await settle(page);
        await saveScreenshot(page, `agent-${id}-${theme}`);
      }
      if (theme === 'light') return;
      await menu.getByRole('link', { name: t('Team overview'), exact: true }).click();
      await expect(page).toHaveURL(/\?agent=teamOverview$/);
      await page.goBack();
      await expect(page).toHaveURL(/\?agent=realTimeSalary$/);
      await page.goForward();
      await expect(menu.getByRole('link', { name: t('Team overview'), exact: true })).toHaveAttribute('aria-current', 'page');
      await dialog.getByRole('button', { name: t('Close the agent centre') }).click();
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/agent=/);
    });
  }

  test('team overview for yesterday shows the turnover the gateway rows add up to; team betting lists and exports those rows', async ({ page, request }) => {
    const token = await tokenOf(request, 'agent', 'agent1234');
    // Yesterday in platform days, as the agent centre counts.
    const to = platformDayStart(platformDate(Date.now()));
    const from = to - DAY_MS;
    // The gateway's rows: every bet of the team placed yesterday, page by page.
    let stake = 0;
    let settledStake = 0;
    let count = 0;
    for (let pageNo = 1; ; pageNo++) {
      const bets = await agentValue(request, endpoints.teamBets, { from, to, pageNo, pageSize: 500 }, token);
      for (const bet of bets.list) {
        stake += Math.round(bet.stake * 100);
        if (bet.status === 'settled') settledStake += Math.round(bet.stake * 100);
      }
      count += bets.list.length;
      if (pageNo >= bets.totalPages) break;
    }
    expect(settledStake).toBeGreaterThan(0);
    await openWithToken(page, '/?agent=teamOverview', token);
    const dialog = agentCentre(page);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: new RegExp(t('Period')) }).click();
    await page.getByRole('option', { name: t('Yesterday') }).click();
    const turnover = dialog.getByRole('term').filter({ hasText: new RegExp(`^${t('Turnover')}$`) });
    await expect(turnover.locator('xpath=following-sibling::dd[1]')).toHaveText(shown(settledStake / 100));
    expect(stake).toBeGreaterThanOrEqual(settledStake);

    // Team betting for yesterday, by its address: the totals row and the CSV are those rows.
    await page.goto('/?agent=teamBetting&tbets.preset=yesterday');
    const table = dialog.getByRole('table', { name: t('Team bets') });
    await expect(table.getByRole('row').last()).toContainText(shown(stake / 100), { timeout: 30_000 });
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: t('Export CSV') }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toHaveLength(count + 1);
  });

  test('drill down two levels in team management and back up by the breadcrumbs', async ({ page, request }) => {
    const token = await tokenOf(request, 'agent', 'agent1234');
    await openWithToken(page, '/?agent=teamManagement', token);
    const dialog = agentCentre(page);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const path = dialog.getByRole('navigation', { name: t('Team path') });
    await expect(path.getByRole('listitem')).toHaveText(['agent']);
    await dialog.getByRole('textbox', { name: t('Username') }).fill('agent2');
    await dialog.getByRole('button', { name: t('Search') }).click();
    await dialog.getByRole('button', { name: `${t('Open team')} agent2`, exact: true }).click();
    await expect(path.getByRole('listitem')).toHaveText(['agent', 'agent2']);
    await dialog.getByRole('button', { name: `${t('Open team')} sub1a`, exact: true }).click();
    await expect(path.getByRole('listitem')).toHaveText(['agent', 'agent2', 'sub1a']);
    const rows = dialog.getByRole('table', { name: t('Team members') }).getByRole('row');
    await expect(rows.nth(1)).toContainText('3');
    await path.getByRole('button', { name: 'agent', exact: true }).click();
    await expect(path.getByRole('listitem')).toHaveText(['agent']);
    await expect(dialog.getByRole('table', { name: t('Team members') }).getByRole('row')).toHaveCount(21);
  });
});
