import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockViewport, renderWithTheme } from '../../../../testing';
import { Table } from '../../components/Table';
import type { TableColumn } from '../../types/TableColumn';
import { findRecords, getRecords, recordRows, showsCards } from '../findRecords';

interface Deposit {
  id: string;
  method: string;
  amount: string;
}

const deposits: Deposit[] = [
  { id: 'd1', method: 'PIX', amount: '$10.00' },
  { id: 'd2', method: 'USDT', amount: '$25.00' },
  { id: 'd3', method: 'Bank transfer', amount: '$40.00' },
];
const columns: TableColumn<Deposit>[] = [
  { id: 'method', header: 'Method', cell: (row) => row.method, footer: 'Total' },
  { id: 'amount', header: 'Amount', kind: 'money', cell: (row) => row.amount, footer: '$75.00' },
];

const renderDeposits = (rows = deposits) =>
  renderWithTheme(
    <>
      <Table label="Deposits" columns={columns} rows={rows} getRowId={(row) => row.id} footer empty="No deposits" />
      {/* A region named like the table (a scrolling box) is not the records. */}
      <section aria-label="Deposits, boxed">
        <Table label="Deposits, boxed" columns={columns} rows={rows} getRowId={(row) => row.id} maxHeight="180px" />
      </section>
    </>,
  );

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('findRecords', () => {
  it('finds the columns from a tablet up: the body rows, not the header nor the totals', async () => {
    restore = mockViewport('desktop');
    renderDeposits();
    const records = await findRecords(screen, 'Deposits');
    expect(records.tagName).toBe('TABLE');
    expect(showsCards(records)).toBe(false);
    expect(recordRows(records).map((row) => row.textContent)).toEqual(['PIX$10.00', 'USDT$25.00', 'Bank transfer$40.00']);
    expect(getRecords(screen, 'Deposits, boxed').tagName).toBe('TABLE');
  });

  it('finds the cards on a phone: a card per row, not the totals card', async () => {
    restore = mockViewport('phone');
    renderDeposits();
    const records = await findRecords(screen, 'Deposits');
    expect(showsCards(records)).toBe(true);
    expect(recordRows(records)).toHaveLength(3);
    expect(recordRows(records)[1]).toHaveTextContent('USDT');
    expect(screen.getByRole('region', { name: 'Totals' })).not.toContainElement(recordRows(records)[0]);
  });

  it('fails when no records have that name, and counts an empty table as the one row saying so', () => {
    restore = mockViewport('desktop');
    renderDeposits([]);
    expect(() => getRecords(screen, 'Withdrawals')).toThrow(/Withdrawals/);
    expect(recordRows(getRecords(screen, 'Deposits'))).toHaveLength(1);
    expect(recordRows(getRecords(screen, 'Deposits'))[0]).toHaveTextContent('No deposits');
  });
});
