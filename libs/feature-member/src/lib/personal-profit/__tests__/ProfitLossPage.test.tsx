import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { ProfitLossPage } from '../components/ProfitLossPage';
import { profitLossPage } from '../utils/profitLossPage';

const day = (date: string, stakes: number, payouts: number) => ({ date, deposits: 0, withdrawals: 0, stakes, payouts, bonuses: 0, net: payouts - stakes });
const report = {
  days: [day('2026-09-01', 100, 40), day('2026-09-02', 50, 80), day('2026-09-03', 0, 0)],
  totals: { deposits: 0, withdrawals: 0, stakes: 150, payouts: 120, bonuses: 0, net: -30 },
};

describe('ProfitLossPage', { timeout: 60_000 }, () => {
  it('asks for the period of the address, shows the days newest first with the totals, and charts every day of the period', async () => {
    const { client } = renderMemberPage(<ProfitLossPage />, {
      url: '/?member=personalProfit&pnl.preset=custom&pnl.from=2026-09-01&pnl.to=2026-09-03',
      responses: { profitLoss: report },
    });
    const table = await screen.findByRole('table', { name: 'Profit and loss per day' });
    await within(table).findByText('Sep 3, 2026', undefined, { timeout: 10_000 });
    expect(client.calls.find((c) => c.name === 'profitLoss')?.params).toEqual({ startDate: '2026-09-01', endDate: '2026-09-03' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Sep 3, 2026');
    expect(screen.getByTestId('pnl-total-net')).toHaveTextContent('-$30.00');
    // The chart's data table (what a screen reader reads): one row per day, oldest first.
    const chart = screen.getByRole('table', { name: 'Profit and loss of the period' });
    const chartRows = within(chart).getAllByRole('row').slice(1);
    expect(chartRows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual(['-$60.00', '$30.00', '$0.00']);
  });

  it('pages the days of a long period on screen, and the chart keeps them all', () => {
    const days = Array.from({ length: 45 }, (_, i) => day(`2026-08-${String((i % 28) + 1).padStart(2, '0')}`, i, 0));
    const second = profitLossPage({ days, totals: report.totals }, 2, 20);
    expect(second.list).toHaveLength(20);
    expect(second.list[0]).toBe(days[24]);
    expect(second.totalPages).toBe(3);
    expect(second.totals?.days).toHaveLength(45);
  });
});
