import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { registerMember, uniqueName } from '../support/auth';
import { GATEWAY_URL } from '../support/ports';
import { brl, deposit, gatewayBalance, loginToken, openAsMember } from '../support/shell';

// Cold pages on the shared machine can take longer than the default 10 s to paint.
const expect = baseExpect.configure({ timeout: 30_000 });
const HEADERS = { Merchant: 'PT001', Language: 'PT' };
const DAY_MS = 86_400_000;
/** The platform day (UTC−3) of a moment, 'YYYY-MM-DD'. */
const platformDate = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
const platformDayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) + 3 * 3_600_000;

async function memberGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${GATEWAY_URL}${path}`, { headers: { ...HEADERS, Authorization: token } });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success).toBe(true);
  return body.value;
}

test.describe('member centre records', () => {
  test.setTimeout(240_000);

  test('betting record filtered by date and category equals the gateway’s bets, and its CSV equals the filtered rows', async ({ page, request }) => {
    const token = await loginToken(request, 'demo', 'demo1234');
    const end = platformDate(Date.now() - 2 * DAY_MS);
    const start = platformDate(Date.now() - 9 * DAY_MS);
    const stored = await memberGet<{ list: { betNo: string; stake: number }[]; total: number; totals: { stake: number; winLoss: number } }>(
      request,
      token,
      `/wps/member/bets?pageNo=1&pageSize=200&gameType=RNG&startTime=${platformDayStart(start)}&endTime=${platformDayStart(end) + DAY_MS - 1}`,
    );
    expect(stored.total).toBeGreaterThan(0);
    await openAsMember(page, `/?member=personalHistoryCopy&rPreset=custom&rFrom=${start}&rTo=${end}&rCategory=RNG`, token);
    const table = page.getByRole('dialog', { name: 'Central do membro' }).getByRole('table', { name: 'Histórico de apostas' });
    await expect(table.getByRole('row').nth(1)).toContainText(stored.list[0]!.betNo);
    // The totals row is the gateway's totals for the filter.
    const totalsRow = table.getByRole('row').last();
    await expect(totalsRow).toContainText(brl(stored.totals.stake));
    const shownIds = await table.getByRole('row').evaluateAll((rows) => rows.slice(1, -1).map((row) => row.children[3]?.textContent ?? ''));
    expect(shownIds).toEqual(stored.list.slice(0, shownIds.length).map((bet) => bet.betNo));

    // The CSV holds every filtered bet, in the same order.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
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

  test('profit and loss for a seeded period equals the sum of the ledger', async ({ page, request }) => {
    const token = await loginToken(request, 'demo', 'demo1234');
    const end = platformDate(Date.now() - DAY_MS);
    const start = platformDate(Date.now() - 30 * DAY_MS);
    // The ledger of the period, every page.
    let pageNo = 1;
    const entries: { category: string; amount: number }[] = [];
    for (;;) {
      const chunk = await memberGet<{ list: { category: string; amount: number }[]; totalPages: number }>(
        request,
        token,
        `/wps/member/transactions?pageNo=${pageNo}&pageSize=200&startTime=${platformDayStart(start)}&endTime=${platformDayStart(end) + DAY_MS - 1}`,
      );
      entries.push(...chunk.list);
      if (pageNo >= chunk.totalPages) break;
      pageNo++;
    }
    const sum = (category: string) => entries.filter((e) => e.category === category).reduce((total, e) => total + e.amount, 0);
    // net = payouts + bonuses − stakes (bets are negative ledger entries).
    const net = sum('payout') + sum('bonus') + sum('bet');
    await openAsMember(page, `/?member=personalProfit&pnlFrom=${start}&pnlTo=${end}`, token);
    const dialog = page.getByRole('dialog', { name: 'Central do membro' });
    await expect(dialog.getByTestId('pnl-total-net')).toHaveText(brl(Math.round(net * 100) / 100).replace('$-', '-$'));
  });

  test('wallet transfer to a game wallet and "bring all back" return every game balance to the main wallet', async ({ page, request }) => {
    const member = { username: uniqueName('wt'), password: 'wallet1234' };
    const { token } = await registerMember(request, member);
    await deposit(request, member.username, 300);
    const total = await gatewayBalance(request, token);
    await openAsMember(page, '/?member=transferFund', token);
    const dialog = page.getByRole('dialog', { name: 'Central do membro' });
    const form = dialog.getByRole('form', { name: 'Transferir entre carteiras' });
    await form.getByRole('textbox', { name: /Valor/ }).fill('120');
    await form.getByRole('button', { name: 'Transferir' }).click();
    await expect(form.getByRole('status')).toHaveText('Transferência concluída.');
    const wallets = dialog.getByRole('list', { name: 'Carteiras' });
    await expect(wallets.getByTestId('wallet-MAIN')).toHaveText(brl(total - 120));
    const stored = await memberGet<{ wallets: { wallet: string; balance: number }[] }>(request, token, '/wps/v2/wallets/balance');
    expect(stored.wallets.find((w) => w.wallet === 'MAIN')?.balance).toBeCloseTo(total - 120, 2);

    await dialog.getByRole('button', { name: 'Trazer tudo para a carteira principal' }).click();
    await expect(dialog.getByText('Valores trazidos para a carteira principal.')).toBeVisible();
    await expect(wallets.getByTestId('wallet-MAIN')).toHaveText(brl(total));
    const after = await memberGet<{ sumBalance: number; wallets: { wallet: string; balance: number }[] }>(request, token, '/wps/v2/wallets/balance');
    expect(after.wallets.filter((w) => w.wallet !== 'MAIN').every((w) => w.balance === 0)).toBe(true);
    expect(after.sumBalance).toBeCloseTo(total, 2);
  });
});
