import { useLingui } from '@lingui/react/macro';
import { endpoints, type ContractKind, type ContractPayout, type ContractTier } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { EmptyState, Money, StatCard, Table, type TableColumn } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { AgentSection } from '../../shared/components/AgentSection';
import { Pager } from '../../shared/components/Pager';
import { useFormatters } from '../../shared/hooks/useFormatters';
import { ContractRequests } from './ContractRequests';

/** A rate as a percentage in the page's language (0.0015 → 0.15%). */
const percentOf = (i18n: { number: (n: number, o: Intl.NumberFormatOptions) => string }, rate: number) =>
  i18n.number(rate, { style: 'percent', maximumFractionDigits: 3 });

export interface ContractPageProps {
  kind: ContractKind;
}

const StyledStatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** A dividend or salary contract: tiers, the open slice's estimate and next run, past slices, contract requests. */
export function ContractPage({ kind }: ContractPageProps) {
  const { t, i18n } = useLingui();
  const { dateTime } = useFormatters();
  const [pageNo, setPageNo] = useState(1);
  const detail = useEndpointQuery(endpoints.contractDetail, { kind }, { refetchInterval: kind === 'realtime' ? 60_000 : false });
  const payouts = useEndpointQuery(endpoints.contractPayouts, { kind, pageNo, pageSize: 10 });
  const titles: Record<ContractKind, string> = {
    dividend: t`Bonus (contract dividends)`,
    daily: t`Daily salary`,
    hourly: t`Hourly salary`,
    realtime: t`Real-time salary`,
  };
  const tierColumns = useMemo<TableColumn<ContractTier & { index: number }>[]>(
    () => [
      { id: 'tier', header: t`Tier`, kind: 'number', cell: (r) => r.index + 1 },
      { id: 'turnover', header: t`Team turnover at least`, kind: 'money', cell: (r) => <Money value={r.minTurnover} /> },
      { id: 'active', header: t`Active members at least`, kind: 'number', cell: (r) => i18n.number(r.minActiveMembers) },
      {
        id: 'pays',
        header: kind === 'dividend' ? t`Share of the team loss` : t`Pays`,
        cell: (r) =>
          r.rate !== null ? kind === 'dividend' ? percentOf(i18n, r.rate) : t`${percentOf(i18n, r.rate)} of turnover` : <Money value={r.fixedAmount} />,
      },
    ],
    [t, i18n, kind],
  );
  const payoutColumns = useMemo<TableColumn<ContractPayout>[]>(
    () => [
      { id: 'period', card: 'title', header: t`Period`, cell: (p) => `${dateTime(p.from)} – ${dateTime(p.to)}` },
      { id: 'turnover', header: t`Team turnover`, kind: 'money', cell: (p) => <Money value={p.teamTurnover} /> },
      ...(kind === 'dividend'
        ? [{ id: 'profit', header: t`Team profit`, kind: 'money' as const, cell: (p: ContractPayout) => <Money value={p.teamProfit} signed /> }]
        : []),
      { id: 'active', header: t`Active members`, kind: 'number', cell: (p) => p.activeMembers },
      { id: 'rate', header: t`Rate`, cell: (p) => (p.rate === null ? '—' : percentOf(i18n, p.rate)) },
      { id: 'amount', card: 'key', header: t`Amount`, kind: 'money', cell: (p) => <Money value={p.amount} /> },
      // What the sub-agents' own contracts took of this agent's due (differential multi-level contracts).
      { id: 'downline', header: t`Paid to sub-agents`, kind: 'money', cell: (p) => <Money value={p.downlineAmount ?? 0} /> },
      { id: 'status', card: 'key', header: t`Status`, cell: (p) => (p.status === 'paid' ? t`Paid` : t`Nothing due`) },
    ],
    [t, i18n, dateTime, kind],
  );
  return (
    <>
      <AgentSection title={titles[kind]} titlesPage>
        <QueryState query={detail} errorTitle={t`This could not be loaded`}>
          {(d) =>
            d.status === 'none' ? (
              <EmptyState title={t`You have no contract of this kind yet.`} description={t`Your upline can offer you one; it appears below.`} />
            ) : (
              <>
                <StyledStatGrid>
                  <StatCard
                    label={t`Current period estimate`}
                    value={<Money value={d.current?.amount ?? 0} />}
                    hint={d.current ? `${dateTime(d.current.from)} – ${dateTime(d.current.to)}` : undefined}
                  />
                  <StatCard label={t`Team turnover so far`} value={<Money value={d.current?.teamTurnover ?? 0} />} />
                  {kind === 'dividend' && <StatCard label={t`Team profit so far`} value={<Money value={d.current?.teamProfit ?? 0} signed />} />}
                  <StatCard label={t`Active members`} value={i18n.number(d.current?.activeMembers ?? 0)} />
                  <StatCard label={t`Next calculation`} value={dateTime(d.nextRunAt)} hint={kind === 'realtime' ? t`Every 5 minutes` : undefined} />
                </StyledStatGrid>
                <Table
                  label={t`Contract tiers`}
                  columns={tierColumns}
                  rows={d.tiers.map((tier, index) => ({ ...tier, index }))}
                  getRowId={(r) => String(r.index)}
                />
              </>
            )
          }
        </QueryState>
      </AgentSection>
      <AgentSection title={t`Payouts`}>
        <QueryState query={payouts} errorTitle={t`This could not be loaded`}>
          {(page) => (
            <>
              <Table
                label={t`Payouts`}
                columns={payoutColumns}
                rows={page.list}
                getRowId={(p) => p.sliceKey}
                empty={<EmptyState title={t`No periods calculated yet`} />}
              />
              <Pager page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />
            </>
          )}
        </QueryState>
      </AgentSection>
      <ContractRequests kind={kind} />
    </>
  );
}

/** The agent centre's bonus page: the dividend contract. */
export const DividendContractPage = () => <ContractPage kind="dividend" />;
/** The agent centre's daily salary page. */
export const DailySalaryPage = () => <ContractPage kind="daily" />;
/** The agent centre's hourly salary page. */
export const HourlySalaryPage = () => <ContractPage kind="hourly" />;
/** The agent centre's real-time salary page. */
export const RealTimeSalaryPage = () => <ContractPage kind="realtime" />;
