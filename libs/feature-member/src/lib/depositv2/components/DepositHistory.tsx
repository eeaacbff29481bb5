import { useLingui } from '@lingui/react/macro';
import { endpoints, type DepositOrder } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { Badge, Money, Pagination, Table, type TableColumn } from '@portal/ui-kit';
import { useState } from 'react';
import { DEPOSIT_HISTORY_PAGE_SIZE } from '../constants/DEPOSIT_HISTORY_PAGE_SIZE';
import { DEPOSIT_STATUS_LABELS } from '../constants/DEPOSIT_STATUS_LABELS';
import { DEPOSIT_STATUS_TONES } from '../constants/DEPOSIT_STATUS_TONES';

export interface DepositHistoryProps {
  /** Opens an order (its instructions while it can still be paid). */
  onOpen: (orderId: string) => void;
}

/** The member's deposit orders, newest first, with their status; a row opens the order. */
export function DepositHistory({ onOpen }: DepositHistoryProps) {
  const { t, i18n } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const orders = useEndpointQuery(endpoints.depositOrders, { pageNo, pageSize: DEPOSIT_HISTORY_PAGE_SIZE }, { placeholderData: (previous) => previous });
  const columns: TableColumn<DepositOrder>[] = [
    { id: 'time', card: 'subtitle', header: t`Time`, cell: (o) => i18n.date(new Date(o.createTime), { dateStyle: 'short', timeStyle: 'short' }) },
    { id: 'order', card: 'detail', header: t`Order`, cell: (o) => o.orderId },
    { id: 'channel', card: 'key', header: t`Channel`, cell: (o) => o.channelName },
    { id: 'amount', card: 'title', header: t`Amount`, kind: 'money', cell: (o) => <Money value={o.amount} /> },
    { id: 'credit', card: 'key', header: t`Credited`, kind: 'money', cell: (o) => (o.status === 'credited' ? <Money value={o.creditAmount} /> : '—') },
    {
      id: 'status',
      card: 'key',
      header: t`Status`,
      cell: (o) => <Badge tone={DEPOSIT_STATUS_TONES[o.status]}>{i18n._(DEPOSIT_STATUS_LABELS[o.status])}</Badge>,
    },
  ];
  return (
    <QueryState query={orders} errorTitle={t`Your deposit history could not be loaded`} emptyTitle={t`No deposits yet`}>
      {(data) => (
        <>
          <Table label={t`Deposit history`} columns={columns} rows={data.list} getRowId={(o) => o.orderId} onRowClick={(o) => onOpen(o.orderId)} />
          {data.totalPages > 1 && (
            <Pagination
              page={pageNo}
              totalPages={data.totalPages}
              onChange={setPageNo}
              labels={{ navigation: t`Deposit history pages`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
