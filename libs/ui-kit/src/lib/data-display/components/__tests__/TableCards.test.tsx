import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewport, renderWithTheme } from '../../../../testing';
import { TableCardLabelsProvider, DEFAULT_TABLE_CARD_LABELS } from '../../contexts/TableCardLabelsContext';
import type { TableColumn } from '../../types/TableColumn';
import { Table } from '../Table';

interface Bet {
  id: string;
  game: string;
  time: string;
  vendor: string;
  stake: number;
  status: string;
}

const bets: Bet[] = [
  { id: 'b1', game: 'Roulette', time: '27/11 07:32', vendor: 'Evolution', stake: 300, status: 'Won' },
  { id: 'b2', game: 'Baccarat', time: '27/11 07:26', vendor: 'PG Soft', stake: 1200, status: 'Pending' },
];

const onCancel = vi.fn();
const columns: TableColumn<Bet>[] = [
  { id: 'time', header: 'Time', card: 'subtitle', cell: (b) => b.time, footer: 'Total' },
  { id: 'game', header: 'Game', card: 'title', cell: (b) => b.game },
  { id: 'vendor', header: 'Vendor', card: 'detail', cell: (b) => b.vendor },
  { id: 'stake', header: 'Stake', card: 'key', kind: 'money', sortable: true, cell: (b) => `$${b.stake}`, footer: '$1500' },
  { id: 'status', header: 'Status', card: 'key', cell: (b) => b.status },
  {
    id: 'cancel',
    header: 'Action',
    card: 'action',
    cell: (b) =>
      b.status === 'Pending' ? (
        <button type="button" onClick={() => onCancel(b.id)}>
          Cancel {b.game}
        </button>
      ) : null,
  },
];

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('Table on a phone (cards)', () => {
  it('shows a card per row: title, subtitle and key figures; the detail sheet shows every column', async () => {
    restore = mockViewport('phone');
    const user = userEvent.setup();
    renderWithTheme(<Table label="Bets" columns={columns} rows={bets} getRowId={(b) => b.id} footer />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Bets' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Roulette')).toBeInTheDocument();
    expect(first.getByText('27/11 07:32')).toBeInTheDocument();
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['Stake', 'Status']);
    expect(first.getByText('$300')).toBeInTheDocument();
    // The detail column is not on the card…
    expect(first.queryByText('Evolution')).not.toBeInTheDocument();
    // …but in the row's detail.
    await user.click(first.getByRole('button', { name: 'Details' }));
    const sheet = await screen.findByRole('dialog', { name: 'Roulette' });
    expect(within(sheet).getByText('Evolution')).toBeInTheDocument();
    expect(within(sheet).getByText('Vendor')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the totals in view first (sums only) and the row actions on the card', async () => {
    restore = mockViewport('phone');
    const user = userEvent.setup();
    renderWithTheme(<Table label="Bets" columns={columns} rows={bets} getRowId={(b) => b.id} footer />);
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('$1500')).toBeInTheDocument();
    expect(within(totals).queryByText('Total')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Baccarat' }));
    expect(onCancel).toHaveBeenCalledWith('b2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the page's own detail when the table has one, and sorts with a picker", async () => {
    restore = mockViewport('phone');
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    const onSortingChange = vi.fn();
    renderWithTheme(
      <TableCardLabelsProvider labels={{ ...DEFAULT_TABLE_CARD_LABELS, details: 'Detalhes', sortBy: 'Ordenar por' }}>
        <Table label="Bets" columns={columns} rows={bets} getRowId={(b) => b.id} onRowClick={onRowClick} sorting={null} onSortingChange={onSortingChange} />
      </TableCardLabelsProvider>,
    );
    await user.click(screen.getAllByRole('button', { name: 'Detalhes' })[1]!);
    expect(onRowClick).toHaveBeenCalledWith(bets[1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The picker's code loads with the first sortable cards.
    await user.click(await screen.findByRole('button', { name: /Ordenar por/ }));
    await user.click(await screen.findByRole('option', { name: 'Stake, highest first' }));
    expect(onSortingChange).toHaveBeenCalledWith({ id: 'stake', desc: true });
  });

  it('stays a table from a tablet up, and as cards when asked for anywhere', () => {
    restore = mockViewport('tablet');
    const { unmount } = renderWithTheme(<Table label="Bets" columns={columns} rows={bets} getRowId={(b) => b.id} />);
    expect(screen.getByRole('table', { name: 'Bets' })).toBeInTheDocument();
    unmount();
    renderWithTheme(<Table label="Bets" columns={columns} rows={bets} getRowId={(b) => b.id} layout="cards" />);
    expect(screen.getByRole('list', { name: 'Bets' })).toBeInTheDocument();
  });
});
