import { Money } from '@portal/ui-kit';
import { RecordsPage, type RecordsColumn } from '../components/RecordsPage';
import type { RecordsSelectFilter } from '../hooks/useRecordsUrlState';
import type { RecordsQuery } from '../components/RecordsPage';
import type { DepositRow, DepositTotals } from './recordsFixture';

const columns: RecordsColumn<DepositRow, DepositTotals>[] = [
  { id: 'id', header: 'Order', cell: (row) => row.id, csv: (row) => row.id },
  { id: 'day', header: 'Date', cell: (row) => row.day, csv: (row) => row.day },
  { id: 'method', header: 'Method', cell: (row) => row.method.toUpperCase(), csv: (row) => row.method },
  {
    id: 'amount',
    header: 'Amount',
    kind: 'money',
    cell: (row) => <Money value={row.amount} />,
    csv: (row) => row.amount,
    total: (totals) => <Money value={totals.amount} />,
  },
  { id: 'remark', header: 'Remark', cell: (row) => row.remark, csv: (row) => row.remark },
];

const selects: RecordsSelectFilter<'method'>[] = [
  {
    id: 'method',
    label: 'Method',
    defaultValue: 'all',
    options: [
      { value: 'all', label: 'All methods' },
      { value: 'bank', label: 'Bank' },
      { value: 'pix', label: 'PIX' },
    ],
  },
];

/** A deposits records page as a member-centre page declares it (used by the test and the story). */
export function DepositRecords({ query }: { query: RecordsQuery<DepositRow, 'method', DepositTotals> }) {
  return (
    <RecordsPage<DepositRow, 'method', DepositTotals>
      id="dep"
      label="Deposit records"
      columns={columns}
      getRowId={(row) => row.id}
      query={query}
      selects={selects}
      csvName="deposits"
      emptyTitle="No deposits in this period"
    />
  );
}
