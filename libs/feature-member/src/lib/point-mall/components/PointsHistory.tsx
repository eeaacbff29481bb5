import { useLingui } from '@lingui/react/macro';
import { endpoints, type PointsEntry } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { Pagination, Table, type TableColumn } from '@portal/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { POINT_MALL_PAGE_SIZE } from '../constants/POINT_MALL_PAGE_SIZE';
import { POINTS_ENTRY_KIND_LABELS } from '../constants/POINTS_ENTRY_KIND_LABELS';

const StyledAmount = styled.span<{ $positive: boolean }>`
  color: ${({ theme, $positive }) => ($positive ? theme.color.success.text : theme.color.text.primary)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The points ledger: what was earned (settled bets) and spent (redeem, convert), with the points after each entry. */
export function PointsHistory() {
  const { t, i18n } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const history = useEndpointQuery(endpoints.pointsHistory, { pageNo, pageSize: POINT_MALL_PAGE_SIZE }, { placeholderData: (previous) => previous });
  const signed = (n: number) => (n > 0 ? `+${i18n.number(n)}` : i18n.number(n));
  const columns: TableColumn<PointsEntry>[] = [
    { id: 'time', card: 'subtitle', header: t`Time`, cell: (e) => i18n.date(new Date(e.createTime), { dateStyle: 'short', timeStyle: 'short' }) },
    { id: 'kind', card: 'title', header: t`Type`, cell: (e) => i18n._(POINTS_ENTRY_KIND_LABELS[e.kind]) },
    { id: 'amount', card: 'key', header: t`Points`, kind: 'number', cell: (e) => <StyledAmount $positive={e.amount > 0}>{signed(e.amount)}</StyledAmount> },
    { id: 'balance', card: 'key', header: t`Points after`, kind: 'number', cell: (e) => i18n.number(e.balance) },
  ];
  return (
    <QueryState
      query={history}
      errorTitle={t`Your points history could not be loaded`}
      emptyTitle={t`No points yet: they come with your settled bets`}
      isEmpty={(data) => data.total === 0}
    >
      {(data) => (
        <>
          <Table label={t`Points history`} columns={columns} rows={data.list} getRowId={(e) => String(e.id)} />
          <Pagination
            page={pageNo}
            totalPages={data.totalPages}
            onChange={setPageNo}
            hideWhenSinglePage
            labels={{ navigation: t`Points history pages`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
          />
        </>
      )}
    </QueryState>
  );
}
