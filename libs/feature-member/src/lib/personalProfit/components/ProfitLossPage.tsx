import { useLingui } from '@lingui/react/macro';
import { MAX_RECORD_RANGE_DAYS, endpoints, type ProfitLossDay } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { DateRangePicker, Money, Table, type TableColumn } from '@portal/ui-kit';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { lastPlatformDays } from '../utils/defaultProfitRange';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
`;

const StyledFilters = styled.div`
  max-width: 360px;
`;

/**
 * Personal profit and loss (`personalProfit`): per platform day deposits, withdrawals, stakes,
 * payouts, bonuses and net (payouts + bonuses − stakes), the period's totals in the last row and a
 * chart of the net per day. The range lives in the address (`pnlFrom`, `pnlTo`), at most 90 days.
 */
export function ProfitLossPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const fallback = lastPlatformDays(7);
  const range = { start: params.get('pnlFrom') ?? fallback.start, end: params.get('pnlTo') ?? fallback.end };
  const report = useEndpointQuery(endpoints.profitLoss, { startDate: range.start, endDate: range.end }, { placeholderData: (previous) => previous });
  const day = (iso: string) => i18n.date(new Date(Date.parse(iso)), { dateStyle: 'medium', timeZone: 'UTC' });
  const money = (value: number, signed = false) => <Money value={value} signed={signed} />;
  return (
    <StyledPage>
      <StyledFilters>
        <DateRangePicker
          label={t`Period`}
          value={range}
          maxValue={fallback.end}
          locale={i18n.locale}
          maxDays={MAX_RECORD_RANGE_DAYS}
          maxDaysError={t`Choose at most ${MAX_RECORD_RANGE_DAYS} days`}
          openCalendarLabel={t`Open calendar`}
          previousMonthLabel={t`Previous month`}
          nextMonthLabel={t`Next month`}
          onChange={(value) =>
            value &&
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('pnlFrom', value.start);
                next.set('pnlTo', value.end);
                return next;
              },
              { replace: true },
            )
          }
        />
      </StyledFilters>
      <QueryState query={report} errorTitle={t`Your profit and loss could not be loaded`}>
        {(data) => {
          const columns: TableColumn<ProfitLossDay>[] = [
            { id: 'date', header: t`Day`, cell: (d) => day(d.date), footer: t`Total` },
            { id: 'deposits', header: t`Deposits`, kind: 'money', cell: (d) => money(d.deposits), footer: money(data.totals.deposits) },
            { id: 'withdrawals', header: t`Withdrawals`, kind: 'money', cell: (d) => money(d.withdrawals), footer: money(data.totals.withdrawals) },
            { id: 'stakes', header: t`Stakes`, kind: 'money', cell: (d) => money(d.stakes), footer: money(data.totals.stakes) },
            { id: 'payouts', header: t`Payouts`, kind: 'money', cell: (d) => money(d.payouts), footer: money(data.totals.payouts) },
            { id: 'bonuses', header: t`Bonuses`, kind: 'money', cell: (d) => money(d.bonuses), footer: money(data.totals.bonuses) },
            {
              id: 'net',
              header: t`Net`,
              kind: 'money',
              cell: (d) => money(d.net, true),
              footer: <span data-testid="pnl-total-net">{money(data.totals.net, true)}</span>,
            },
          ];
          return (
            <>
              <Table label={t`Profit and loss per day`} columns={columns} rows={[...data.days].reverse()} getRowId={(d) => d.date} footer />
            </>
          );
        }}
      </QueryState>
    </StyledPage>
  );
}
