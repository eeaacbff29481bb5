import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { endpoints, type Redemption } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { Pagination, Table, type TableColumn } from '@portal/ui-kit';
import { useState } from 'react';
import { POINT_MALL_PAGE_SIZE } from '../constants/POINT_MALL_PAGE_SIZE';

/** The member's redemptions, newest first. */
export function RedemptionHistory() {
  const { t, i18n } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const list = useEndpointQuery(endpoints.pointsRedeemList, { pageNo, pageSize: POINT_MALL_PAGE_SIZE }, { placeholderData: (previous) => previous });
  const columns: TableColumn<Redemption>[] = [
    { id: 'time', card: 'subtitle', header: t`Time`, cell: (r) => i18n.date(new Date(r.createTime), { dateStyle: 'short', timeStyle: 'short' }) },
    { id: 'reward', card: 'title', header: t`Reward`, cell: (r) => r.rewardName },
    { id: 'quantity', card: 'key', header: t`Quantity`, kind: 'number', cell: (r) => i18n.number(r.quantity) },
    { id: 'points', card: 'key', header: t`Points spent`, kind: 'number', cell: (r) => plural(r.points, { one: '# point', other: '# points' }) },
  ];
  return (
    <QueryState query={list} errorTitle={t`Your redemptions could not be loaded`} emptyTitle={t`No redemptions yet`} isEmpty={(data) => data.total === 0}>
      {(data) => (
        <>
          <Table label={t`Redemption history`} columns={columns} rows={data.list} getRowId={(r) => String(r.id)} />
          <Pagination
            page={pageNo}
            totalPages={data.totalPages}
            onChange={setPageNo}
            hideWhenSinglePage
            labels={{ navigation: t`Redemption pages`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
          />
        </>
      )}
    </QueryState>
  );
}
