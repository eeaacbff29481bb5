import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { endpoints, INCOME_KINDS, type IncomeKind, type IncomeRow } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { EmptyState, Money, Select, StatCard, Table, type TableColumn } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { AgentSection } from '../../shared/components/AgentSection';
import { Pager } from '../../shared/components/Pager';
import { PeriodFilter } from '../../shared/components/PeriodFilter';
import { useFormatters } from '../../shared/hooks/useFormatters';
import { usePeriod } from '../../shared/hooks/usePeriod';

const StyledStatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** Commission, dividends and salaries: paid per period (with totals by kind) and pending estimates. */
export function MyIncomePage() {
  const { t } = useLingui();
  const { dateTime } = useFormatters();
  const period = usePeriod('thisMonth');
  const [kind, setKind] = useState<IncomeKind | 'all'>('all');
  const [pageNo, setPageNo] = useState(1);
  const query = useEndpointQuery(endpoints.myIncome, { ...period.range, kind: kind === 'all' ? undefined : kind, pageNo, pageSize: 20 });
  const kindLabel = useMemo<Record<IncomeKind, string>>(
    () => ({
      commission: t`Commission`,
      dividend: t`Dividend`,
      daily: t`Daily salary`,
      hourly: t`Hourly salary`,
      realtime: t`Real-time salary`,
    }),
    [t],
  );
  const columns = useMemo<TableColumn<IncomeRow>[]>(
    () => [
      { id: 'kind', card: 'title', header: t`Income`, cell: (r) => kindLabel[r.kind] },
      { id: 'period', card: 'subtitle', header: t`Period`, cell: (r) => `${dateTime(r.from)} – ${dateTime(r.to)}` },
      { id: 'turnover', card: 'key', header: t`Team turnover`, kind: 'money', cell: (r) => <Money value={r.teamTurnover} /> },
      { id: 'amount', card: 'key', header: t`Amount`, kind: 'money', cell: (r) => <Money value={r.amount} /> },
      { id: 'paidAt', card: 'detail', header: t`Paid`, cell: (r) => dateTime(r.paidAt) },
    ],
    [t, dateTime, kindLabel],
  );
  return (
    <AgentSection
      title={t`My income`}
      titlesPage
      toolbar={
        <>
          <PeriodFilter period={period} />
          <Select<IncomeKind | 'all'>
            label={t`Income`}
            value={kind}
            onChange={(value) => {
              setKind(value);
              setPageNo(1);
            }}
            options={[{ value: 'all', label: t`All` }, ...INCOME_KINDS.map((value) => ({ value, label: kindLabel[value] }))]}
          />
        </>
      }
    >
      <QueryState query={query} errorTitle={t`This could not be loaded`}>
        {(page) => (
          <>
            <StyledStatGrid>
              <StatCard label={t`Paid in the period`} value={<Money value={page.totals.reduce((sum, k) => sum + k.paid, 0)} />} />
              {page.totals.map((k) => (
                <StatCard
                  key={k.kind}
                  label={kindLabel[k.kind]}
                  value={<Money value={k.paid} />}
                  hint={plural(k.count, { one: '# payout', other: '# payouts' })}
                />
              ))}
              {page.pending.map((p) => (
                <StatCard
                  key={`pending-${p.kind}`}
                  label={t`Pending: ${kindLabel[p.kind]}`}
                  value={<Money value={p.estimate} />}
                  tone="accent"
                  hint={t`Until ${dateTime(p.to)}`}
                />
              ))}
            </StyledStatGrid>
            <Table
              label={t`Income paid`}
              columns={columns}
              rows={page.list}
              getRowId={(r) => r.id}
              empty={<EmptyState title={t`Nothing paid in this period`} />}
            />
            <Pager page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryState>
    </AgentSection>
  );
}
