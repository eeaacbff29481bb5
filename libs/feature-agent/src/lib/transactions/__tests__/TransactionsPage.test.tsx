import type { AgentTransaction } from '@portal/api-contract';
import { renderWithPortal } from '@portal/page-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionsPage } from '../components/TransactionsPage';

const at = Date.UTC(2026, 8, 10, 15);
const row = (id: number, kind: string, amount: number, counterparty: string | null = null, wallet = 'MAIN'): AgentTransaction => ({
  id,
  createdAt: at - id * 60_000,
  kind,
  wallet,
  amount,
  counterparty,
});
const ROWS = [
  row(1, 'upline_transfer_in', 25, 'player1'),
  row(2, 'agent_commission', 18.4),
  row(3, 'agent_salary_daily', 6.4),
  row(4, 'bet', -20, null, 'PG'),
  row(5, 'withdrawal_return', 50),
  row(6, 'something_new', 1),
];
const GROUPS: Record<string, string[]> = {
  income: ['agent_commission', 'agent_salary_daily'],
  transfer: ['upline_transfer_in'],
  game: ['bet'],
  withdrawal: ['withdrawal_return'],
  deposit: [],
};

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (blobs.push(blob), 'blob:tx') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('TransactionsPage (docs/product/agent-centre.md "Income and transactions")', { timeout: 60_000 }, () => {
  it('lists time, the kind in words, the wallet, the team member and the signed amount, with money in and out of the period', async () => {
    renderWithPortal(<TransactionsPage />, {
      url: '/?agent=transactionDetails',
      responses: { agentTransactions: { list: ROWS, pageNo: 1, pageSize: 20, total: ROWS.length, totalPages: 1, totals: { credits: 100.8, debits: 20 } } },
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await within(table).findByText('player1', undefined, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Type', 'Wallet', 'Member', 'Amount']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1, 1 + ROWS.length)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .slice(1)
          .map((td) => td.textContent),
      );
    expect(cells).toEqual([
      ['Transfer from a team member', 'Main wallet', 'player1', '$25.00'],
      ['Commission', 'Main wallet', '—', '$18.40'],
      ['Daily salary', 'Main wallet', '—', '$6.40'],
      ['Bet', 'PG', '—', '-$20.00'],
      ['Withdrawal returned', 'Main wallet', '—', '$50.00'],
      ['Other', 'Main wallet', '—', '$1.00'],
    ]);
    expect(screen.getByText('Money in').parentElement).toHaveTextContent('$100.80');
    expect(screen.getByText('Money out').parentElement).toHaveTextContent('$20.00');
  });

  it('filters by type (all, income, transfers with the team, deposits, withdrawals, games) and exports the platform’s kind codes', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderWithPortal(<TransactionsPage />, {
      url: '/?agent=transactionDetails',
      responses: {
        agentTransactions: (params) => {
          const group = params.group ?? 'all';
          const list = group === 'all' ? ROWS : ROWS.filter((r) => GROUPS[group]!.includes(r.kind));
          return { list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1, totals: { credits: 0, debits: 0 } };
        },
      },
    });
    await screen.findByRole('table', { name: 'Transactions' });
    expect(calls.find((c) => c.name === 'agentTransactions')?.params).toMatchObject({ group: 'all', pageNo: 1 });
    await user.click(screen.getByRole('button', { name: /Type/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Income',
      'Transfers with the team',
      'Deposits',
      'Withdrawals',
      'Games',
    ]);
    await user.click(screen.getByRole('option', { name: 'Transfers with the team' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'agentTransactions').at(-1)?.params).toMatchObject({ group: 'transfer' }));
    expect(new URLSearchParams(router.state.location.search).get('atx.group')).toBe('transfer');
    const table = screen.getByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(within(table).queryByText('Commission')).not.toBeInTheDocument());
    expect(within(table).getByText('Transfer from a team member')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10_000 });
    const rows = Papa.parse<string[]>((await blobs[0].text()).replace(/^\uFEFF/, '').trim()).data;
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[4]])).toEqual([['upline_transfer_in', 'MAIN', 'player1', '25.00']]);
  });
});
