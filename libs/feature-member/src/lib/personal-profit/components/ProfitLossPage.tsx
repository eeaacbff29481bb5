import { useLingui } from '@lingui/react/macro';
import { PLATFORM_TIME_ZONE, endpoints, type ProfitLossDay } from '@portal/api-contract';
import { usePlatformClient } from '@portal/data-access';
import { RecordsPage, type RecordsQuery } from '@portal/page-kit';
import { useCallback } from 'react';
import { PROFIT_RECORDS_ID } from '../constants/PROFIT_RECORDS_ID';
import { useProfitColumns } from '../hooks/useProfitColumns';
import { profitLossPage, type ProfitLossPeriod } from '../utils/profitLossPage';
import { ProfitLossChart } from './ProfitLossChart';

/**
 * Personal profit and loss (`personalProfit`) on the records scaffold: per platform day deposits,
 * withdrawals, stakes, payouts, bonuses and net (payouts + bonuses − stakes), the period's totals in
 * the last row, a chart of the period above, CSV of every day. The period lives in the address
 * under `pnl.`, at most 90 days (docs/product/member-centre.md).
 */
export function ProfitLossPage() {
  const { t } = useLingui();
  const client = usePlatformClient();
  const columns = useProfitColumns();
  const query = useCallback<RecordsQuery<ProfitLossDay, never, ProfitLossPeriod>>(
    async (filters, page, { pageSize }) =>
      profitLossPage(await client.call(endpoints.profitLoss, { startDate: filters.range.start, endDate: filters.range.end }), page, pageSize),
    [client],
  );
  return (
    <RecordsPage<ProfitLossDay, never, ProfitLossPeriod>
      id={PROFIT_RECORDS_ID}
      label={t`Profit and loss per day`}
      columns={columns}
      getRowId={(day) => day.date}
      query={query}
      timeZone={PLATFORM_TIME_ZONE}
      csvName="profit-loss"
      errorTitle={t`Your profit and loss could not be loaded`}
      emptyTitle={t`No activity in this period`}
      summary={({ totals }) => (totals ? <ProfitLossChart days={totals.days} /> : null)}
    />
  );
}
