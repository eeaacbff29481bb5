import { useLingui } from '@lingui/react/macro';
import { endpoints, PROFIT_LOSS_SORTS, type ProfitLossRow } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { Button, EmptyState, Money, Table, VisuallyHidden, type TableColumn, type TableSorting } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import { AgentSection } from '../../shared/components/AgentSection';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { Pager } from '../../shared/components/Pager';
import { PeriodFilter } from '../../shared/components/PeriodFilter';
import { usePeriod } from '../../shared/hooks/usePeriod';

type Sort = (typeof PROFIT_LOSS_SORTS)[number];
const isSort = (id: string): id is Sort => (PROFIT_LOSS_SORTS as readonly string[]).includes(id);

/** Profit and loss per downline member for the period, sortable; an agent's row opens its team. */
export function UserProfitLossPage() {
  const { t } = useLingui();
  const period = usePeriod('thisMonth');
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [sorting, setSorting] = useState<TableSorting | null>({ id: 'net', desc: false });
  const [pageNo, setPageNo] = useState(1);
  const sort: Sort = sorting && isSort(sorting.id) ? sorting.id : 'net';
  const query = useEndpointQuery(endpoints.teamProfitLoss, { ...period.range, parentId, sort, order: sorting?.desc ? 'desc' : 'asc', pageNo, pageSize: 20 });
  const totals = query.data?.totals;
  const columns = useMemo<TableColumn<ProfitLossRow>[]>(() => {
    const money = (id: Exclude<Sort, 'username'>, header: string) => ({
      id,
      header,
      kind: 'money' as const,
      sortable: true,
      card: id === 'deposits' || id === 'withdrawals' || id === 'rebates' ? ('detail' as const) : ('key' as const),
      cell: (r: ProfitLossRow) => <Money value={r[id]} signed={id === 'net'} />,
      footer: <Money value={totals?.[id] ?? 0} signed={id === 'net'} />,
    });
    return [
      { id: 'username', card: 'title', header: t`Member`, sortable: true, cell: (r) => r.username, footer: t`Total` },
      money('deposits', t`Deposits`),
      money('withdrawals', t`Withdrawals`),
      money('stakes', t`Stakes`),
      money('payouts', t`Payouts`),
      money('bonuses', t`Bonuses`),
      money('rebates', t`Rebates`),
      money('net', t`Net`),
      {
        id: 'open',
        card: 'action',
        header: t`Team`,
        cell: (r) =>
          r.memberType === 'agent' && r.downlineCount > 0 ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setParentId(r.id);
                setPageNo(1);
              }}
            >
              {t`Open team`}
              {/* The name is read after the visible text (axe label-content-name-mismatch: the visible words start the name). */}
              <VisuallyHidden> {r.username}</VisuallyHidden>
            </Button>
          ) : null,
      },
    ];
  }, [t, totals]);
  return (
    <AgentSection title={t`User profit and loss`} titlesPage toolbar={<PeriodFilter period={period} />}>
      <QueryState query={query} errorTitle={t`This could not be loaded`}>
        {(page) => (
          <>
            <Breadcrumbs
              items={page.breadcrumbs}
              onSelect={(id) => {
                setParentId(id === page.breadcrumbs[0]?.id ? undefined : id);
                setPageNo(1);
              }}
            />
            <Table
              label={t`Profit and loss by member`}
              columns={columns}
              rows={page.list}
              getRowId={(r) => String(r.id)}
              sorting={sorting}
              onSortingChange={(next) => {
                setSorting(next);
                setPageNo(1);
              }}
              footer
              empty={<EmptyState title={t`No members in this team`} />}
            />
            <Pager page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryState>
    </AgentSection>
  );
}
