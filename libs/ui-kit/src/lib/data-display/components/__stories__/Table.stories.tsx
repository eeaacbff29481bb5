import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { findRecords, getRecords, recordRows, showsCards } from '../../testing/findRecords';
import type { TableColumn } from '../../types/TableColumn';
import type { TableSorting } from '../../types/TableSorting';
import { Table, type TableProps } from '../Table';

interface Deposit {
  id: string;
  time: string;
  method: string;
  status: string;
  amount: number;
}

const deposits: Deposit[] = [
  { id: 'd1', time: '2026-11-20 14:02', method: 'PIX', status: 'Completed', amount: 150_00 },
  { id: 'd2', time: '2026-11-19 09:41', method: 'Bank transfer', status: 'Pending', amount: 2_500_00 },
  { id: 'd3', time: '2026-11-18 22:17', method: 'PIX', status: 'Completed', amount: 80_50 },
  { id: 'd4', time: '2026-11-17 18:05', method: 'USDT', status: 'Failed', amount: 1_000_00 },
  { id: 'd5', time: '2026-11-15 11:30', method: 'PIX', status: 'Completed', amount: 45_00 },
];

const money = (cents: number) => `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;

const columns: TableColumn<Deposit>[] = [
  { id: 'time', header: 'Time', cell: (row) => row.time, sortable: true, footer: 'Total', width: '200px' },
  { id: 'method', header: 'Method', cell: (row) => row.method },
  { id: 'status', header: 'Status', cell: (row) => row.status },
  {
    id: 'amount',
    header: 'Amount',
    cell: (row) => money(row.amount),
    kind: 'money',
    sortable: true,
    footer: money(deposits.reduce((sum, row) => sum + row.amount, 0)),
  },
];

function sortDeposits(rows: Deposit[], sorting: TableSorting | null) {
  if (!sorting) return rows;
  return [...rows].sort((a, b) => {
    const order = sorting.id === 'amount' ? a.amount - b.amount : a.time.localeCompare(b.time);
    return sorting.desc ? -order : order;
  });
}

function SortableDeposits(props: Partial<TableProps<Deposit>>) {
  const [sorting, setSorting] = useState<TableSorting | null>({ id: 'time', desc: true });
  return (
    <Table
      label="Deposit records"
      columns={columns}
      rows={sortDeposits(deposits, sorting)}
      getRowId={(row) => row.id}
      sorting={sorting}
      onSortingChange={setSorting}
      footer
      {...props}
    />
  );
}

const meta: Meta<typeof Table<Deposit>> = {
  title: 'UI/DataDisplay/Table',
  component: Table<Deposit>,
  args: {
    label: 'Deposit records',
    columns,
    rows: deposits,
    getRowId: (row) => row.id,
    loading: false,
    footer: true,
    stickyHeader: true,
    empty: 'No deposits in this period',
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
};

export default meta;
type Story = StoryObj<typeof Table<Deposit>>;

export const Playground: Story = {};

export const Sorting: Story = {
  render: () => <SortableDeposits />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (showsCards(await findRecords(canvas, 'Deposit records'))) {
      // A phone's cards sort with their sort picker.
      await userEvent.click(await canvas.findByRole('button', { name: /^Sort by/ }));
      await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Amount, lowest first' }));
    } else {
      const header = canvas.getByRole('columnheader', { name: 'Amount' });
      await userEvent.click(within(header).getByRole('button', { name: 'Amount' }));
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
    }
    await waitFor(() => expect(recordRows(getRecords(canvas, 'Deposit records'))[0]).toHaveTextContent('R$ 45,00'));
  },
};

export const RowClick: Story = {
  args: { onRowClick: fn() },
  play: async ({ canvasElement, args }) => {
    const records = await findRecords(within(canvasElement), 'Deposit records');
    const row = recordRows(records).find((candidate) => within(candidate).queryByText('USDT')) as HTMLElement;
    // A row is a key stop (Enter opens it); a phone's card opens with its "Details" button.
    if (showsCards(records)) {
      await userEvent.click(within(row).getByRole('button', { name: /^Details/ }));
    } else {
      row.focus();
      await userEvent.keyboard('{Enter}');
    }
    await expect(args.onRowClick).toHaveBeenCalledWith(deposits[3]);
  },
};

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(8)};
`;

const StyledCaption = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Catalog: Story = {
  render: () => (
    <StyledStack>
      <section>
        <StyledCaption>Sortable with totals</StyledCaption>
        <SortableDeposits />
      </section>
      <section>
        <StyledCaption>Loading</StyledCaption>
        <Table label="Deposit records, loading" columns={columns} rows={[]} getRowId={(row) => row.id} loading loadingRows={3} />
      </section>
      <section>
        <StyledCaption>Empty</StyledCaption>
        <Table label="Deposit records, empty" columns={columns} rows={[]} getRowId={(row) => row.id} empty="No deposits in this period" />
      </section>
      <section>
        <StyledCaption>Scrolling inside a 180px box</StyledCaption>
        <Table label="Deposit records, boxed" columns={columns} rows={deposits} getRowId={(row) => row.id} maxHeight="180px" />
      </section>
    </StyledStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getRecords(canvas, 'Deposit records, loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('No deposits in this period')).toBeInTheDocument();
  },
};
