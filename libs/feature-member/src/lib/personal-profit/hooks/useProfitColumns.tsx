import { useLingui } from '@lingui/react/macro';
import type { ProfitLossDay } from '@portal/api-contract';
import type { RecordsColumn } from '@portal/page-kit';
import { Money, useMoneyFormat } from '@portal/ui-kit';
import { useMemo } from 'react';
import { csvAmount } from '../../money/utils/csvAmount';
import type { ProfitLossPeriod } from '../utils/profitLossPage';

type Figure = 'deposits' | 'withdrawals' | 'stakes' | 'payouts' | 'bonuses' | 'net';

/** The P&L table's columns: the platform day, then each figure with its period total in the footer (the net signed). */
export function useProfitColumns(): RecordsColumn<ProfitLossDay, ProfitLossPeriod>[] {
  const { t, i18n } = useLingui();
  const { decimals } = useMoneyFormat();
  return useMemo(() => {
    const figure = (id: Figure, header: string, signed = false): RecordsColumn<ProfitLossDay, ProfitLossPeriod> => ({
      id,
      header,
      kind: 'money',
      cell: (day) => <Money value={day[id]} signed={signed} />,
      csv: (day) => csvAmount(day[id], decimals),
      total: (period) => <Money value={period[id]} signed={signed} />,
    });
    return [
      {
        id: 'date',
        card: 'title',
        header: t`Day`,
        // A platform day is a date, not a moment: shown as written.
        cell: (day) => i18n.date(new Date(Date.parse(day.date)), { dateStyle: 'medium', timeZone: 'UTC' }),
        csv: (day) => day.date,
        total: () => t`Total`,
      },
      { ...figure('deposits', t`Deposits`), card: 'detail' },
      { ...figure('withdrawals', t`Withdrawals`), card: 'detail' },
      { ...figure('stakes', t`Stakes`), card: 'key' },
      { ...figure('payouts', t`Payouts`), card: 'key' },
      { ...figure('bonuses', t`Bonuses`), card: 'key' },
      { ...figure('net', t`Net`, true), card: 'key', total: (period) => <span data-testid="pnl-total-net">{<Money value={period.net} signed />}</span> },
    ];
  }, [t, i18n, decimals]);
}
