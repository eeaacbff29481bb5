import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PLATFORM_UTC_OFFSET_MINUTES, endpoints, type TeamOverviewDay, type TeamScope } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { Chart, Money, StatCard, Table, Tabs, useFormatMoney, type TableColumn } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { AgentSection } from '../../shared/components/AgentSection';
import { PeriodFilter } from '../../shared/components/PeriodFilter';
import { usePeriod } from '../../shared/hooks/usePeriod';
import { dayToDate } from '../../shared/utils/periodRange';

const StyledStatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** Team figures for a period, whole team or direct downline, with one row per day. */
export function TeamOverviewPage() {
  const { t, i18n } = useLingui();
  const period = usePeriod('thisMonth');
  const [scope, setScope] = useState<TeamScope>('team');
  const query = useEndpointQuery(endpoints.teamOverview, { ...period.range, scope, tzOffset: PLATFORM_UTC_OFFSET_MINUTES });
  const count = (n: number) => i18n.number(n);
  const money = useFormatMoney();
  const columns = useMemo<TableColumn<TeamOverviewDay>[]>(
    () => [
      { id: 'day', card: 'title', header: t`Day`, cell: (d) => i18n.date(dayToDate(d.day), { dateStyle: 'short' }) },
      { id: 'newMembers', card: 'detail', header: t`New members`, kind: 'number', cell: (d) => i18n.number(d.newMembers) },
      { id: 'activeMembers', card: 'key', header: t`Active members`, kind: 'number', cell: (d) => i18n.number(d.activeMembers) },
      { id: 'deposits', card: 'detail', header: t`Deposits`, kind: 'money', cell: (d) => <Money value={d.deposits} /> },
      { id: 'withdrawals', card: 'detail', header: t`Withdrawals`, kind: 'money', cell: (d) => <Money value={d.withdrawals} /> },
      { id: 'turnover', card: 'key', header: t`Turnover`, kind: 'money', cell: (d) => <Money value={d.turnover} /> },
      { id: 'winLoss', card: 'key', header: t`Team win/loss`, kind: 'money', cell: (d) => <Money value={d.winLoss} signed /> },
    ],
    [t, i18n],
  );
  return (
    <>
      <AgentSection
        title={t`Team overview`}
        titlesPage
        toolbar={
          <>
            <PeriodFilter period={period} />
            <Tabs<TeamScope>
              ariaLabel={t`Whose figures`}
              value={scope}
              onChange={setScope}
              items={[
                { value: 'team', label: t`Whole team` },
                { value: 'direct', label: t`Direct downline` },
              ]}
            />
          </>
        }
      >
        <QueryState query={query} errorTitle={t`This could not be loaded`}>
          {(o) => (
            <>
              <StyledStatGrid>
                <StatCard label={t`Team size`} value={count(o.teamSize)} />
                <StatCard label={t`New members`} value={count(o.newMembers)} />
                <StatCard label={t`Active members`} value={count(o.activeMembers)} />
                <StatCard label={t`First deposits`} value={count(o.firstDeposits)} hint={<Money value={o.firstDepositAmount} />} />
                <StatCard label={t`Deposits`} value={<Money value={o.deposits} />} hint={plural(o.depositCount, { one: '# deposit', other: '# deposits' })} />
                <StatCard
                  label={t`Withdrawals`}
                  value={<Money value={o.withdrawals} />}
                  hint={plural(o.withdrawalCount, { one: '# withdrawal', other: '# withdrawals' })}
                />
                <StatCard label={t`Turnover`} value={<Money value={o.turnover} />} />
                <StatCard label={t`Payouts`} value={<Money value={o.payouts} />} />
                <StatCard
                  label={t`Team win/loss`}
                  value={<Money value={o.teamWinLoss} signed />}
                  tone={o.teamWinLoss < 0 ? 'danger' : o.teamWinLoss > 0 ? 'success' : 'neutral'}
                  hint={o.teamWinLoss < 0 ? t`The team lost` : o.teamWinLoss > 0 ? t`The team won` : undefined}
                />
                <StatCard label={t`Team balance`} value={<Money value={o.teamBalance} />} />
              </StyledStatGrid>
              <Chart
                label={t`Team turnover, payouts and win/loss by day`}
                kind="bar"
                height={220}
                xKey="day"
                xLabel={t`Day`}
                formatValue={(value) => money(value)}
                data={o.series.map((d) => ({
                  day: i18n.date(dayToDate(d.day), { day: '2-digit', month: '2-digit' }),
                  turnover: d.turnover,
                  payouts: d.payouts,
                  winLoss: d.winLoss,
                }))}
                series={[
                  { key: 'turnover', label: t`Turnover` },
                  { key: 'payouts', label: t`Payouts` },
                  { key: 'winLoss', label: t`Team win/loss` },
                ]}
              />
              <Table label={t`Team figures by day`} columns={columns} rows={o.series} getRowId={(d) => d.day} maxHeight="320px" />
            </>
          )}
        </QueryState>
      </AgentSection>
    </>
  );
}
