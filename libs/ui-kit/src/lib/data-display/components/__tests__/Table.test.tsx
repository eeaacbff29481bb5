import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import type { TableColumn } from '../../types/TableColumn';
import type { TableSorting } from '../../types/TableSorting';
import { Table } from '../Table';

interface Bet {
  id: string;
  game: string;
  stake: number;
}

const bets: Bet[] = [
  { id: 'b1', game: 'Roulette', stake: 300 },
  { id: 'b2', game: 'Baccarat', stake: 1200 },
  { id: 'b3', game: 'Slots', stake: 50 },
];

const columns: TableColumn<Bet>[] = [
  { id: 'game', header: 'Game', cell: (row) => row.game, sortable: true, footer: 'Total' },
  { id: 'stake', header: 'Stake', cell: (row) => row.stake.toFixed(2), kind: 'money', sortable: true, footer: '15.50' },
];

function SortedTable({ onRowClick }: { onRowClick?: (bet: Bet) => void }) {
  const [sorting, setSorting] = useState<TableSorting | null>(null);
  const sorted = sorting
    ? [...bets].sort((a, b) => {
        const order = sorting.id === 'stake' ? a.stake - b.stake : a.game.localeCompare(b.game);
        return sorting.desc ? -order : order;
      })
    : bets;
  return (
    <Table
      label="Bets"
      columns={columns}
      rows={sorted}
      getRowId={(row) => row.id}
      sorting={sorting}
      onSortingChange={setSorting}
      onRowClick={onRowClick}
      footer
    />
  );
}

const bodyTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('Table', () => {
  it('is named by its label and renders headers, cells and the totals row', () => {
    renderWithTheme(<SortedTable />);
    const table = screen.getByRole('table', { name: 'Bets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Game', 'Stake']);
    expect(within(table).getByRole('cell', { name: '1200.00' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[rows.length - 1])
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Total', '15.50']);
  });

  it('cycles sorting ascending → descending → none with aria-sort on the header', async () => {
    renderWithTheme(<SortedTable />);
    const header = screen.getByRole('columnheader', { name: 'Stake' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button', { name: 'Stake' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyTexts()).toEqual(['Slots', 'Roulette', 'Baccarat']);
    await userEvent.click(within(header).getByRole('button', { name: 'Stake' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyTexts()).toEqual(['Baccarat', 'Roulette', 'Slots']);
    await userEvent.click(within(header).getByRole('button', { name: 'Stake' }));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(bodyTexts()).toEqual(['Roulette', 'Baccarat', 'Slots']);
  });

  it('opens a row with a click and with Enter from the keyboard', async () => {
    const onRowClick = vi.fn();
    renderWithTheme(<SortedTable onRowClick={onRowClick} />);
    await userEvent.tab(); // Game sort button
    await userEvent.tab(); // Stake sort button
    await userEvent.tab(); // first row
    expect(screen.getByRole('cell', { name: 'Roulette' }).parentElement).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(bets[0]);
    await userEvent.click(screen.getByRole('cell', { name: 'Slots' }));
    expect(onRowClick).toHaveBeenLastCalledWith(bets[2]);
  });

  it('shows skeleton rows and aria-busy while loading, then the empty slot when there are no rows', () => {
    const { rerender } = renderWithTheme(
      <Table label="Bets" columns={columns} rows={[]} getRowId={(row) => row.id} loading loadingRows={3} empty="No bets yet" />,
    );
    const table = screen.getByRole('table', { name: 'Bets' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText('No bets yet')).not.toBeInTheDocument();
    rerender(<Table label="Bets" columns={columns} rows={[]} getRowId={(row) => row.id} empty="No bets yet" />);
    expect(table).not.toHaveAttribute('aria-busy');
    expect(within(table).getByRole('cell', { name: 'No bets yet' })).toBeInTheDocument();
  });
});
