import { useLingui } from '@lingui/react/macro';
import type { ProfitLossDay } from '@portal/api-contract';
import { Chart, useFormatMoney } from '@portal/ui-kit';

export interface ProfitLossChartProps {
  /** Every day of the period, oldest first. */
  days: readonly ProfitLossDay[];
}

/** The period at a glance: stakes, payouts and bonuses, and the net of each day (bars; a table of the same numbers for screen readers). */
export function ProfitLossChart({ days }: ProfitLossChartProps) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const data = days.map((day) => ({
    day: i18n.date(new Date(Date.parse(day.date)), { day: '2-digit', month: '2-digit', timeZone: 'UTC' }),
    stakes: day.stakes,
    returns: day.payouts + day.bonuses,
    net: day.net,
  }));
  return (
    <Chart
      label={t`Profit and loss of the period`}
      kind="bar"
      data={data}
      xKey="day"
      xLabel={t`Day`}
      height={220}
      formatValue={(value) => money(value)}
      series={[
        { key: 'stakes', label: t`Stakes` },
        { key: 'returns', label: t`Payouts and bonuses` },
        { key: 'net', label: t`Net` },
      ]}
    />
  );
}
