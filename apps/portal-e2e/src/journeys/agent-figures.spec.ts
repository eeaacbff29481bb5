import { endpoints, type ContractKind } from '@portal/api-contract';
import { agentCentre, agentValue, openWithToken, shown, tokenOf } from '../support/agent';
import { textIn } from '../support/brand';
import { expect, test } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';

/** The PT portal's text for an English message (read from the catalogs). */
const t = (message: string, values?: Record<string, string | number>) => textIn('pt', message, values);

/*
 * The agent centre's figures against what the platform answers for the same question (the seeded
 * agent `agent` with its three-level team and every contract; read only).
 */
test.describe('agent centre figures', () => {
  test.describe.configure({ timeout: 180_000 });

  test('user profit and loss: the rows and totals the platform answers for the period shown; the announcements’ content', async ({ page, request }) => {
    const token = await tokenOf(request, 'agent', 'agent1234');
    const asked = page.waitForRequest((r) => r.url().includes(endpoints.teamProfitLoss.path));
    await openWithToken(page, '/?agent=userProfitLoss', token);
    const dialog = agentCentre(page);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    // The same question, asked of the platform: the period, sort and page the page asked for.
    const params = Object.fromEntries(new URL((await asked).url()).searchParams);
    const answer = await agentValue(
      request,
      endpoints.teamProfitLoss,
      { ...params, from: Number(params['from']), to: Number(params['to']), pageNo: 1, pageSize: 20 } as never,
      token,
    );
    expect(answer.list.length).toBeGreaterThan(0);
    const table = dialog.getByRole('table', { name: t('Profit and loss by member') });
    const body = table.locator('tbody tr');
    await expect(body).toHaveCount(answer.list.length, { timeout: 30_000 });
    for (const [index, row] of answer.list.slice(0, 5).entries()) {
      const cells = body.nth(index).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(row.username);
      await expect(cells.nth(1)).toHaveText(shown(row.deposits));
      await expect(cells.nth(2)).toHaveText(shown(row.withdrawals));
      await expect(cells.nth(3)).toHaveText(shown(row.stakes));
      await expect(cells.nth(4)).toHaveText(shown(row.payouts));
      await expect(cells.nth(7)).toHaveText(shown(row.net));
    }
    const totals = table.locator('tfoot tr').getByRole('cell');
    await expect(totals.nth(1)).toHaveText(shown(answer.totals.deposits));
    await expect(totals.nth(3)).toHaveText(shown(answer.totals.stakes));
    await expect(totals.nth(7)).toHaveText(shown(answer.totals.net));
    await saveScreenshot(page, 'agent-figures-profit-loss');

    // The announcements: each one's title, date and content as the platform holds them.
    const announcements = await agentValue(request, endpoints.agentAnnouncements, { pageNo: 1, pageSize: 10 }, token);
    expect(announcements.list.length).toBeGreaterThan(0);
    await page.goto('/?agent=announcement');
    const items = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(items).toHaveCount(announcements.list.length, { timeout: 30_000 });
    for (const [index, announcement] of announcements.list.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(announcement.title);
      await expect(item.locator('time')).toHaveAttribute('datetime', new Date(announcement.createTime).toISOString());
      // The HTML's text, sanitised and shown as formatted text (no markup, no script).
      const text = await page.evaluate((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        doc.querySelectorAll('script, style').forEach((node) => node.remove());
        return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
      }, announcement.content);
      expect((await item.innerText()).replace(/\s+/g, ' ')).toContain(text.slice(0, 60));
      await expect(item.locator('script')).toHaveCount(0);
    }
  });

  test('bonus, daily and hourly salary: the estimate, turnover, tiers and payouts the platform answers', async ({ page, request }) => {
    const token = await tokenOf(request, 'agent', 'agent1234');
    const contracts = [
      ['dividend', 'bonus', 'Bonus (contract dividends)'],
      ['daily', 'dailySalary', 'Daily salary'],
      ['hourly', 'hourlySalary', 'Hourly salary'],
    ] as const satisfies readonly (readonly [ContractKind, string, string])[];
    await openWithToken(page, `/?agent=${contracts[0][1]}`, token);
    const dialog = agentCentre(page);
    for (const [kind, pageId, title] of contracts) {
      if (kind !== 'dividend') await page.goto(`/?agent=${pageId}`);
      await expect(dialog.getByRole('heading', { name: t(title) })).toBeVisible({ timeout: 30_000 });
      const figure = (label: string) =>
        dialog
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${t(label)}$`) })
          .locator('xpath=following-sibling::dd[1]');
      // The open slice moves while the team plays: read it again until both say the same.
      await expect(async () => {
        const detail = await agentValue(request, endpoints.contractDetail, { kind }, token);
        expect(detail.status).toBe('signed');
        await expect(figure('Current period estimate')).toHaveText(shown(detail.current?.amount ?? 0), { timeout: 1000 });
        await expect(figure('Team turnover so far')).toHaveText(shown(detail.current?.teamTurnover ?? 0), { timeout: 1000 });
        const tiers = dialog.getByRole('table', { name: t('Contract tiers') }).locator('tbody tr');
        await expect(tiers).toHaveCount(detail.tiers.length, { timeout: 1000 });
        await expect(tiers.first().getByRole('cell').nth(1)).toHaveText(shown(detail.tiers[0]!.minTurnover), { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      const payouts = await agentValue(request, endpoints.contractPayouts, { kind, pageNo: 1, pageSize: 10 }, token);
      expect(payouts.list.length, `${kind}: seeded payouts`).toBeGreaterThan(0);
      const rows = dialog.getByRole('table', { name: t('Payouts') }).locator('tbody tr');
      await expect(rows).toHaveCount(payouts.list.length);
      const amountColumn = kind === 'dividend' ? 5 : 4;
      for (const [index, payout] of payouts.list.slice(0, 3).entries()) {
        await expect(rows.nth(index).getByRole('cell').nth(1)).toHaveText(shown(payout.teamTurnover));
        await expect(rows.nth(index).getByRole('cell').nth(amountColumn)).toHaveText(shown(payout.amount));
      }
      await saveScreenshot(page, `agent-figures-${pageId}`);
    }
  });
});
