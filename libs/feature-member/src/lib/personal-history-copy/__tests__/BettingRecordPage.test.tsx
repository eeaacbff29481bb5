import type { BetRecord } from '@portal/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { BettingRecordPage } from '../components/BettingRecordPage';

const bet: BetRecord = {
  id: 7,
  betNo: 'B000000007',
  gameName: 'Jungle Tiger',
  gameCode: 'pg-tiger',
  vendor: 'PG',
  gameType: 'RNG',
  stake: 20,
  validTurnover: 20,
  payout: 50,
  winLoss: 30,
  status: 'settled',
  outcome: 'won',
  issue: null,
  selection: null,
  result: 'x2.5',
  createTime: Date.UTC(2026, 8, 10, 15),
  settleTime: Date.UTC(2026, 8, 10, 15),
};

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (blobs.push(blob), 'blob:bets') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('BettingRecordPage', { timeout: 60_000 }, () => {
  it('queries the filters of the address, shows the rows and the totals, and opens a bet', async () => {
    const user = userEvent.setup();
    const { client } = renderMemberPage(<BettingRecordPage />, {
      url: '/?member=personalHistoryCopy&bets.preset=custom&bets.from=2026-09-01&bets.to=2026-09-30&bets.category=RNG&bets.status=won',
      responses: {
        gameVendors: [],
        betRecords: {
          list: [bet],
          pageNo: 1,
          pageSize: 20,
          total: 1,
          totalPages: 1,
          totals: { count: 1, stake: 20, validTurnover: 20, payout: 50, winLoss: 30 },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Betting record' });
    await within(table).findByText('B000000007', undefined, { timeout: 10_000 });
    expect(client.calls.find((c) => c.name === 'betRecords')?.params).toMatchObject({
      startTime: Date.UTC(2026, 8, 1, 3),
      endTime: Date.UTC(2026, 9, 1, 3) - 1,
      gameType: 'RNG',
      status: 'won',
      pageNo: 1,
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('B000000007');
    expect(rows[rows.length - 1]).toHaveTextContent('$50.00');
    await user.click(within(table).getByText('Jungle Tiger'));
    const detail = await screen.findByRole('dialog', { name: 'Bet B000000007' });
    expect(detail).toHaveTextContent('x2.5');
  });

  it('a filter change goes back to page 1 and keeps the others in the address', async () => {
    const user = userEvent.setup();
    renderMemberPage(<BettingRecordPage />, {
      url: '/?member=personalHistoryCopy&bets.category=RNG&bets.vendor=PG&bets.page=3',
      responses: {
        gameVendors: [],
        betRecords: {
          list: [bet],
          pageNo: 3,
          pageSize: 20,
          total: 41,
          totalPages: 3,
          totals: { count: 41, stake: 820, validTurnover: 820, payout: 900, winLoss: 80 },
        },
      },
    });
    await screen.findByRole('table', { name: 'Betting record' });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Lost' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('bets.status=lost'));
    expect(screen.getByTestId('location')).toHaveTextContent('bets.category=RNG');
    expect(screen.getByTestId('location')).toHaveTextContent('bets.vendor=PG');
    expect(screen.getByTestId('location')).not.toHaveTextContent('bets.page');
    // Another category: its vendors differ, so the vendor goes back to all.
    await user.click(screen.getByRole('button', { name: /Game category/ }));
    await user.click(await screen.findByRole('option', { name: 'Live casino' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('bets.category=LIVE'));
    expect(screen.getByTestId('location')).not.toHaveTextContent('bets.vendor');
  });

  it('exports every bet of the filter as CSV: the table columns, ISO times, plain amounts', async () => {
    const user = userEvent.setup();
    const second = {
      ...bet,
      id: 8,
      betNo: 'B000000008',
      gameName: 'Tiger, Gold',
      stake: 5,
      validTurnover: 5,
      payout: 0,
      winLoss: -5,
      outcome: 'lost' as const,
    };
    const { client } = renderMemberPage(<BettingRecordPage />, {
      url: '/?member=personalHistoryCopy&bets.preset=custom&bets.from=2026-09-01&bets.to=2026-09-30',
      responses: {
        gameVendors: [],
        betRecords: {
          list: [bet, second],
          pageNo: 1,
          pageSize: 200,
          total: 2,
          totalPages: 1,
          totals: { count: 2, stake: 25, validTurnover: 25, payout: 50, winLoss: 25 },
        },
      },
    });
    await screen.findByRole('table', { name: 'Betting record' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10_000 });
    const rows = Papa.parse<string[]>((await blobs[0].text()).replace(/^\uFEFF/, '').trim()).data;
    expect(rows).toEqual([
      ['Time', 'Game', 'Vendor', 'Bet id', 'Stake', 'Valid turnover', 'Payout', 'Win/loss', 'Status'],
      ['2026-09-10T15:00:00.000Z', 'Jungle Tiger', 'PG', 'B000000007', '20.00', '20.00', '50.00', '30.00', 'Won'],
      ['2026-09-10T15:00:00.000Z', 'Tiger, Gold', 'PG', 'B000000008', '5.00', '5.00', '0.00', '-5.00', 'Lost'],
    ]);
    expect(client.calls.filter((c) => c.name === 'betRecords').map((c) => (c.params as { pageSize: number }).pageSize)).toContain(200);
  });
});
