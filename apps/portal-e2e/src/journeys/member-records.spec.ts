import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DAY_MS, endpoints, platformDate, platformDayStart } from '@portal/api-contract';
import { expect as fixtureExpect, test } from '../support/fixtures';
import type { Platform } from '../support/platform';
import { balanceOf, money, openAsMember } from '../support/members';

// Cold pages on the shared machine can take longer than the default 10 s to paint.
const expect = fixtureExpect.configure({ timeout: 30_000 });
const centre = (page: Page) => page.getByRole('dialog', { name: 'Central do membro' });
/** The seeded demo member (90 days of bets, deposits and withdrawals), logged in through the API. */
const demoToken = async (platform: Platform) => (await platform.call(endpoints.login, { type: 'username', username: 'demo', password: 'demo1234' })).token;
/** From 00:00 of the first platform day to the end of the last. */
const platformTimes = (start: string, end: string) => ({ startTime: platformDayStart(start), endTime: platformDayStart(end) + DAY_MS - 1 });

test.describe('member centre records', () => {
  test.setTimeout(240_000);

  test('betting record filtered by date and category equals the gateway’s bets, and its CSV equals the filtered rows', async ({ page, platform }) => {
    const token = await demoToken(platform);
    const end = platformDate(Date.now() - 2 * DAY_MS);
    const start = platformDate(Date.now() - 9 * DAY_MS);
    const stored = await platform.call(endpoints.betRecords, { pageNo: 1, pageSize: 200, gameType: 'RNG', ...platformTimes(start, end) }, { token });
    expect(stored.total).toBeGreaterThan(0);
    await openAsMember(page, `/?member=personalHistoryCopy&bets.preset=custom&bets.from=${start}&bets.to=${end}&bets.category=RNG`, token);
    const table = centre(page).getByRole('table', { name: 'Histórico de apostas' });
    await expect(table.getByRole('row').nth(1)).toContainText(stored.list[0]!.betNo);
    // The totals row is the gateway's totals for the filter.
    await expect(table.getByRole('row').last()).toContainText(money(stored.totals.stake));
    const shownIds = await table.getByRole('row').evaluateAll((rows) => rows.slice(1, -1).map((row) => row.children[3]?.textContent ?? ''));
    expect(shownIds).toEqual(stored.list.slice(0, shownIds.length).map((bet) => bet.betNo));

    // The CSV holds every filtered bet, in the same order.
    const downloading = page.waitForEvent('download');
    await centre(page).getByRole('button', { name: 'Exportar CSV' }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(stored.total + 1);
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(stored.list.map((bet) => bet.betNo));
    const stakes = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[4]), 0);
    expect(stakes).toBeCloseTo(stored.totals.stake, 2);
  });

  test('profit and loss for a seeded period equals the sum of the ledger, with the chart of the period', async ({ page, platform }) => {
    const token = await demoToken(platform);
    const end = platformDate(Date.now() - DAY_MS);
    const start = platformDate(Date.now() - 30 * DAY_MS);
    // The ledger of the period, every page.
    const entries: { category: string; amount: number }[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const chunk = await platform.call(endpoints.transactionDetail, { pageNo, pageSize: 200, ...platformTimes(start, end) }, { token });
      entries.push(...chunk.list);
      if (pageNo >= chunk.totalPages) break;
    }
    const sum = (category: string) => entries.filter((e) => e.category === category).reduce((total, e) => total + e.amount, 0);
    // net = payouts + bonuses − stakes (bets are negative ledger entries).
    const net = sum('payout') + sum('bonus') + sum('bet');
    await openAsMember(page, `/?member=personalProfit&pnl.preset=custom&pnl.from=${start}&pnl.to=${end}`, token);
    const dialog = centre(page);
    await expect(dialog.getByTestId('pnl-total-net')).toHaveText(money(Math.round(net * 100) / 100).replace('$-', '-$'));
    // The chart covers every day of the period (its data table is what a screen reader reads).
    const chart = dialog.getByRole('figure', { name: 'Lucros e perdas do período' });
    await expect(chart.getByRole('row')).toHaveCount(30 + 1);
  });

  test('wallet transfer to a game wallet and "bring all back" return every game balance to the main wallet', async ({ page, platform, createMember }) => {
    const member = await createMember({ prefix: 'wt', deposit: 300 });
    const total = await balanceOf(platform, member.token);
    await openAsMember(page, '/?member=transferFund', member.token);
    const dialog = centre(page);
    const form = dialog.getByRole('form', { name: 'Transferir entre carteiras' });
    await form.getByRole('textbox', { name: /Valor/ }).fill('120');
    await form.getByRole('button', { name: 'Transferir' }).click();
    await expect(form.getByRole('status')).toHaveText('Transferência concluída.');
    const wallets = dialog.getByRole('list', { name: 'Carteiras' });
    await expect(wallets.getByTestId('wallet-MAIN')).toHaveText(money(total - 120));
    const stored = await platform.call(endpoints.balance, {}, { token: member.token });
    expect(stored.wallets.find((w) => w.wallet === 'MAIN')?.balance).toBeCloseTo(total - 120, 2);

    await dialog.getByRole('button', { name: 'Trazer tudo para a carteira principal' }).click();
    await expect(dialog.getByText('Valores trazidos para a carteira principal.')).toBeVisible();
    await expect(wallets.getByTestId('wallet-MAIN')).toHaveText(money(total));
    const after = await platform.call(endpoints.balance, {}, { token: member.token });
    expect(after.wallets.filter((w) => w.wallet !== 'MAIN').every((w) => w.balance === 0)).toBe(true);
    expect(after.sumBalance).toBeCloseTo(total, 2);
  });
});
