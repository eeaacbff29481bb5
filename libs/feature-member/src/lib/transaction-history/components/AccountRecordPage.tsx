import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LEDGER_CATEGORIES, PLATFORM_TIME_ZONE, transactionDetailEndpoint, type Transaction } from '@portal/api-contract';
import { usePlatformClient } from '@portal/data-access';
import { RECORDS_ALL, RecordsPage, dateRangeToTimestamps, selectedValue, type RecordsQuery, type RecordsSelectFilter } from '@portal/page-kit';
import { Money, Skeleton, StatCard, StatGrid } from '@portal/ui-kit';
import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { ACCOUNT_RECORDS_ID } from '../constants/ACCOUNT_RECORDS_ID';
import { LEDGER_CATEGORY_LABELS } from '../constants/LEDGER_CATEGORY_LABELS';
import { useTransactionColumns, type TransactionTotals } from '../hooks/useTransactionColumns';

const StyledTotals = styled(StatGrid).attrs({ $columns: 3 })``;

/** A value's skeleton one line of the value high (`1lh`): the card keeps the size it has with the amount. */
const ValueSkeleton = () => <Skeleton width="6em" height="1lh" shape="text" />;

/**
 * Account record (`transactionHistory`) on the records scaffold: every ledger movement with a type
 * filter and a date range, signed coloured amounts and the balance after; credits, debits and net
 * of the filter; CSV of every filtered row. Filters live in the address under `ledger.`
 * (docs/product/member-centre.md).
 */
export function AccountRecordPage() {
  const { t, i18n } = useLingui();
  const client = usePlatformClient();
  const columns = useTransactionColumns();
  const selects = useMemo(
    (): RecordsSelectFilter<'type'>[] => [
      {
        id: 'type',
        label: t`Type`,
        defaultValue: RECORDS_ALL,
        options: [{ value: RECORDS_ALL, label: t`All types` }, ...LEDGER_CATEGORIES.map((value) => ({ value, label: i18n._(LEDGER_CATEGORY_LABELS[value]) }))],
      },
    ],
    [t, i18n],
  );
  const query = useCallback<RecordsQuery<Transaction, 'type', TransactionTotals>>(
    (filters, page, { pageSize }) =>
      client.call(transactionDetailEndpoint, {
        ...dateRangeToTimestamps(filters.range, PLATFORM_TIME_ZONE),
        category: selectedValue(filters.select.type, LEDGER_CATEGORIES),
        pageNo: page,
        pageSize,
      }),
    [client],
  );
  return (
    <RecordsPage<Transaction, 'type', TransactionTotals>
      id={ACCOUNT_RECORDS_ID}
      label={t`Account record`}
      columns={columns}
      getRowId={(x) => String(x.id)}
      query={query}
      selects={selects}
      timeZone={PLATFORM_TIME_ZONE}
      csvName="account"
      errorTitle={t`Your account record could not be loaded`}
      emptyTitle={t`No movements in this period`}
      summaryLoading={
        <StyledTotals aria-hidden>
          <StatCard label={t`Money in`} value={<ValueSkeleton />} />
          <StatCard label={t`Money out`} value={<ValueSkeleton />} />
          <StatCard label={t`Net`} value={<ValueSkeleton />} hint={'\u00a0'} />
        </StyledTotals>
      }
      summary={({ totals }) =>
        totals ? (
          <StyledTotals>
            <StatCard label={t`Money in`} value={<Money value={totals.credit} signed />} />
            <StatCard label={t`Money out`} value={<Money value={totals.debit} signed />} />
            <StatCard
              label={t`Net`}
              value={<Money value={totals.net} signed />}
              hint={t({ message: plural(totals.count, { one: '# movement', other: '# movements' }) })}
            />
          </StyledTotals>
        ) : null
      }
    />
  );
}
