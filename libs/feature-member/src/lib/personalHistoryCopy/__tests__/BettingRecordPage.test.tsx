import type { BetRecord } from '@portal/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

describe('BettingRecordPage', () => {
  it('queries the filters of the address, shows the rows and the totals, and opens a bet', async () => {
    const user = userEvent.setup();
    const { client } = renderMemberPage(<BettingRecordPage />, {
      url: '/?member=personalHistoryCopy&rPreset=custom&rFrom=2026-09-01&rTo=2026-09-30&rCategory=RNG&rStatus=won',
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
      url: '/?member=personalHistoryCopy&rCategory=RNG&rPage=3',
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
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('rStatus=lost'));
    expect(screen.getByTestId('location')).toHaveTextContent('rCategory=RNG');
    expect(screen.getByTestId('location')).not.toHaveTextContent('rPage');
  });
});
