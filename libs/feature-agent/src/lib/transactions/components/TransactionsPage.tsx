import { useLingui } from '@lingui/react/macro';
import { PLATFORM_TIME_ZONE, TRANSACTION_GROUPS, endpoints, type AgentTransaction } from '@portal/api-contract';
import { usePlatformClient } from '@portal/data-access';
import { RECORDS_ALL, RecordsPage, selectedValue, type RecordsColumn, type RecordsQuery, type RecordsSelectFilter } from '@portal/page-kit';
import { Money, StatCard, useMoneyFormat } from '@portal/ui-kit';
import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { AgentSection } from '../../shared/components/AgentSection';
import { useFormatters } from '../../shared/hooks/useFormatters';
import { recordsPeriod } from '../../shared/utils/recordsPeriod';

type Group = (typeof TRANSACTION_GROUPS)[number];
interface TransactionTotals {
  credits: number;
  debits: number;
}

const StyledStatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
`;

/**
 * The agent's own ledger and its transfers with the team on the records scaffold: group and
 * platform days in the address under `atx.`, money in and out of the filter, CSV of every entry.
 */
export function TransactionsPage() {
  const { t } = useLingui();
  const client = usePlatformClient();
  const { dateTime } = useFormatters();
  const { decimals } = useMoneyFormat();
  const groupLabel = useMemo<Record<Group, string>>(
    () => ({ all: t`All`, income: t`Income`, transfer: t`Transfers with the team`, deposit: t`Deposits`, withdrawal: t`Withdrawals`, game: t`Games` }),
    [t],
  );
  // The platform's ledger kinds the agent's own ledger holds (gateway TRANSACTION_KINDS); another kind reads "Other".
  // Not "Deposit"/"Withdrawal": every library's catalog shares one runtime, and those words are the header's buttons (verbs).
  const kindLabel = useMemo<Record<string, string>>(
    () => ({
      agent_commission: t`Commission`,
      agent_dividend: t`Dividend`,
      agent_salary_daily: t`Daily salary`,
      agent_salary_hourly: t`Hourly salary`,
      agent_salary_realtime: t`Real-time salary`,
      upline_transfer_in: t`Transfer from a team member`,
      upline_transfer_out: t`Transfer sent to upline`,
      deposit: t`Wallet deposit`,
      withdrawal: t`Wallet withdrawal`,
      withdrawal_return: t`Withdrawal returned`,
      bet: t`Bet`,
      payout: t`Payout`,
      refund: t`Refund`,
    }),
    [t],
  );
  const selects = useMemo(
    (): RecordsSelectFilter<'group'>[] => [
      { id: 'group', label: t`Type`, defaultValue: RECORDS_ALL, options: TRANSACTION_GROUPS.map((value) => ({ value, label: groupLabel[value] })) },
    ],
    [t, groupLabel],
  );
  const columns = useMemo(
    (): RecordsColumn<AgentTransaction, TransactionTotals>[] => [
      { id: 'time', card: 'subtitle', header: t`Time`, cell: (r) => dateTime(r.createdAt), csv: (r) => new Date(r.createdAt).toISOString() },
      { id: 'kind', card: 'title', header: t`Type`, cell: (r) => kindLabel[r.kind] ?? t`Other`, csv: (r) => r.kind },
      { id: 'wallet', card: 'detail', header: t`Wallet`, cell: (r) => (r.wallet === 'MAIN' ? t`Main wallet` : r.wallet), csv: (r) => r.wallet },
      { id: 'counterparty', card: 'key', header: t`Member`, cell: (r) => r.counterparty ?? '—', csv: (r) => r.counterparty ?? '' },
      { id: 'amount', card: 'key', header: t`Amount`, kind: 'money', cell: (r) => <Money value={r.amount} signed />, csv: (r) => r.amount.toFixed(decimals) },
    ],
    [t, dateTime, decimals, kindLabel],
  );
  const query = useCallback<RecordsQuery<AgentTransaction, 'group', TransactionTotals>>(
    (filters, page, { pageSize }) =>
      client.call(endpoints.agentTransactions, {
        ...recordsPeriod(filters),
        group: selectedValue(filters.select.group, TRANSACTION_GROUPS) ?? 'all',
        pageNo: page,
        pageSize,
      }),
    [client],
  );
  return (
    <AgentSection title={t`Transaction details`} titlesPage>
      <RecordsPage<AgentTransaction, 'group', TransactionTotals>
        id="atx"
        label={t`Transactions`}
        columns={columns}
        getRowId={(r) => String(r.id)}
        query={query}
        selects={selects}
        defaultPreset="last30Days"
        timeZone={PLATFORM_TIME_ZONE}
        exportPageSize={100}
        csvName="agent-transactions"
        errorTitle={t`This could not be loaded`}
        emptyTitle={t`No transactions in this period`}
        summary={({ totals }) =>
          totals ? (
            <StyledStatGrid>
              <StatCard label={t`Money in`} value={<Money value={totals.credits} />} />
              <StatCard label={t`Money out`} value={<Money value={totals.debits} />} />
            </StyledStatGrid>
          ) : null
        }
      />
    </AgentSection>
  );
}
