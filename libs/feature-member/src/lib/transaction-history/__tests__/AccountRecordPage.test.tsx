import type { Transaction } from '@portal/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { AccountRecordPage } from '../components/AccountRecordPage';

const movement: Transaction = {
  id: 11,
  type: 'withdrawal',
  category: 'withdrawal',
  wallet: 'MAIN',
  amount: -100,
  balanceAfter: 400,
  reference: 'W123',
  remark: null,
  createTime: Date.UTC(2026, 8, 5, 12),
};

describe('AccountRecordPage', { timeout: 60_000 }, () => {
  it('queries the platform days and type of the address, shows the filter totals and the signed movements; a type change resets the page', async () => {
    const user = userEvent.setup();
    const { client } = renderMemberPage(<AccountRecordPage />, {
      url: '/?member=transactionHistory&ledger.preset=custom&ledger.from=2026-09-01&ledger.to=2026-09-07&ledger.type=withdrawal&ledger.page=2',
      responses: {
        transactionDetail: { list: [movement], pageNo: 2, pageSize: 20, total: 21, totalPages: 2, totals: { count: 21, credit: 0, debit: -2100, net: -2100 } },
      },
    });
    const table = await screen.findByRole('table', { name: 'Account record' });
    await within(table).findByText('W123', undefined, { timeout: 10_000 });
    expect(client.calls.find((c) => c.name === 'transactionDetail')?.params).toMatchObject({
      startTime: Date.UTC(2026, 8, 1, 3),
      endTime: Date.UTC(2026, 8, 8, 3) - 1,
      category: 'withdrawal',
      pageNo: 2,
      pageSize: 20,
    });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('W123');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('-$100.00');
    expect(screen.getByText('21 movements')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'All types' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('ledger.type=all'));
    expect(screen.getByTestId('location')).not.toHaveTextContent('ledger.page');
    await waitFor(() => expect(client.calls.filter((c) => c.name === 'transactionDetail').at(-1)?.params).toMatchObject({ category: undefined, pageNo: 1 }));
  });
});
