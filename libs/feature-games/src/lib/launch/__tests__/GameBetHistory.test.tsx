import type { BetRecord } from '@portal/api-contract';
import { BrandProvider } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { PlatformError, sessionTokenState } from '@portal/data-access';
import { TestPlatformRoot } from '@portal/data-access/testing';
import { formatDateTime } from '@portal/i18n';
import { TestI18nProvider } from '@portal/i18n/testing';
import { renderWithTheme } from '@portal/ui-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { GameBetHistory } from '../components/GameBetHistory';

const round = (id: number, stake: number, payout: number): BetRecord => ({
  id,
  betNo: `B${id}`,
  gameName: 'Fortune Tiger',
  gameCode: 'PG_1002',
  vendor: 'PG',
  gameType: 'RNG',
  stake,
  validTurnover: stake,
  payout,
  winLoss: payout - stake,
  status: 'settled',
  outcome: payout > stake ? 'won' : 'lost',
  issue: null,
  selection: 'spin',
  result: 'SEVEN BAR SEVEN',
  createTime: Date.UTC(2026, 0, 2, 3, 4, 5),
  settleTime: Date.UTC(2026, 0, 2, 3, 4, 5),
});

function renderHistory(responses: Parameters<typeof TestPlatformRoot>[0]['responses']) {
  const store = createStore();
  store.set(sessionTokenState, 'token-1');
  return renderWithTheme(
    <BrandProvider brand={testBrand}>
      <TestPlatformRoot responses={responses} store={store}>
        <TestI18nProvider>
          <GameBetHistory gameCode="PG_1002" />
        </TestI18nProvider>
      </TestPlatformRoot>
    </BrandProvider>,
  );
}

const page = (list: BetRecord[]) => ({
  list,
  pageNo: 1,
  pageSize: 10,
  total: list.length,
  totalPages: 1,
  totals: { count: list.length, stake: 0, validTurnover: 0, payout: 0, winLoss: 0 },
});

describe('GameBetHistory', () => {
  it("lists this game's last 10 rounds with time, stake, win and result, and refreshes on demand", async () => {
    const calls: unknown[] = [];
    let list = [round(1, 2, 0)];
    renderHistory({
      betRecords: (params) => {
        calls.push(params);
        return page(list);
      },
    });
    const table = await screen.findByRole('table', { name: 'Last 10 rounds' });
    expect(calls[0]).toMatchObject({ gameCode: 'PG_1002', pageNo: 1, pageSize: 10 });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(formatDateTime(Date.UTC(2026, 0, 2, 3, 4, 5)));
    expect(cells[1]).toHaveTextContent(/2[.,]00/);
    expect(cells[2]).toHaveTextContent(/0[.,]00/);
    expect(cells[3]).toHaveTextContent('SEVEN BAR SEVEN');

    list = [round(2, 5, 6), round(1, 2, 0)];
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(table).findAllByRole('row')).toHaveLength(3);
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[2]).toHaveTextContent(/6[.,]00/);
  });

  it('says so when the game has no rounds yet', async () => {
    renderHistory({ betRecords: page([]) });
    expect(await screen.findByText('No rounds of this game yet. Play one and it shows here.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    renderHistory({
      betRecords: () => {
        if (fail) throw new PlatformError({ kind: 'server', endpoint: 'betRecords' });
        return page([round(3, 1, 1.2)]);
      },
    });
    expect(await screen.findByText('The bet history could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Last 10 rounds' })).toBeInTheDocument();
  });
});
