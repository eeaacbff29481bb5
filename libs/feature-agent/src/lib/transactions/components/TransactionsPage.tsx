import { useLingui } from '@lingui/react/macro';
import { endpoints, TRANSACTION_GROUPS, type AgentTransaction } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { Money, Select, StatCard, Table, type TableColumn } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { AgentSection } from '../../shared/components/AgentSection';
import { Pager } from '../../shared/components/Pager';
import { PeriodFilter } from '../../shared/components/PeriodFilter';
import { useFormatters } from '../../shared/hooks/useFormatters';
import { usePeriod } from '../../shared/hooks/usePeriod';

type Group = (typeof TRANSACTION_GROUPS)[number];

const StyledStatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** The agent's own ledger and its transfers with the team, by group. */
export function TransactionsPage() {
  const { t } = useLingui();
  const { dateTime } = useFormatters();
  const period = usePeriod('thisMonth');
  const [group, setGroup] = useState<Group>('all');
  const [pageNo, setPageNo] = useState(1);
  const query = useEndpointQuery(endpoints.agentTransactions, { ...period.range, group, pageNo, pageSize: 20 });
  const groupLabel = useMemo<Record<Group, string>>(
    () => ({ all: t`All`, income: t`Income`, transfer: t`Transfers with the team`, deposit: t`Deposits`, withdrawal: t`Withdrawals`, game: t`Games` }),
    [t],
  );
  const columns = useMemo<TableColumn<AgentTransaction>[]>(
    () => [
      { id: 'time', header: t`Time`, cell: (r) => dateTime(r.createdAt) },
      { id: 'kind', header: t`Type`, cell: (r) => r.kind },
      { id: 'wallet', header: t`Wallet`, cell: (r) => r.wallet },
      { id: 'counterparty', header: t`Member`, cell: (r) => r.counterparty ?? '—' },
      { id: 'amount', header: t`Amount`, kind: 'money', cell: (r) => <Money value={r.amount} signed /> },
    ],
    [t, dateTime],
  );
  return (
    <AgentSection
      title={t`Transaction details`}
      toolbar={
        <>
          <PeriodFilter period={period} />
          <Select<Group>
            label={t`Type`}
            value={group}
            onChange={(value) => {
              setGroup(value);
              setPageNo(1);
            }}
            options={TRANSACTION_GROUPS.map((value) => ({ value, label: groupLabel[value] }))}
          />
        </>
      }
    >
      <QueryState query={query} errorTitle={t`This could not be loaded`}>
        {(page) => (
          <>
            <StyledStatGrid>
              <StatCard label={t`Money in`} value={<Money value={page.totals.credits} />} />
              <StatCard label={t`Money out`} value={<Money value={page.totals.debits} />} />
            </StyledStatGrid>
            <Table label={t`Transactions`} columns={columns} rows={page.list} getRowId={(r) => String(r.id)} />
            <Pager page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryState>
    </AgentSection>
  );
}
