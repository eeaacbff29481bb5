import { useLingui } from '@lingui/react/macro';
import type { Transaction } from '@portal/api-contract';
import type { RecordsColumn } from '@portal/page-kit';
import { Money, useMoneyFormat } from '@portal/ui-kit';
import { useMemo } from 'react';
import { csvAmount } from '../../money/utils/csvAmount';
import { LEDGER_CATEGORY_LABELS } from '../constants/LEDGER_CATEGORY_LABELS';

export interface TransactionTotals {
  count: number;
  credit: number;
  debit: number;
  net: number;
}

/**
 * The account record's columns: time, type, wallet, signed coloured amount, balance after,
 * reference; the net in the footer; in the CSV ISO times and plain amounts with the brand's decimals.
 */
export function useTransactionColumns(): RecordsColumn<Transaction, TransactionTotals>[] {
  const { t, i18n } = useLingui();
  const { decimals } = useMoneyFormat();
  return useMemo(
    (): RecordsColumn<Transaction, TransactionTotals>[] => [
      {
        id: 'time',
        card: 'subtitle',
        header: t`Time`,
        cell: (x) => i18n.date(new Date(x.createTime), { dateStyle: 'short', timeStyle: 'short' }),
        csv: (x) => new Date(x.createTime).toISOString(),
        total: () => t`Total`,
      },
      {
        id: 'type',
        card: 'title',
        header: t`Type`,
        cell: (x) => i18n._(LEDGER_CATEGORY_LABELS[x.category]),
        csv: (x) => i18n._(LEDGER_CATEGORY_LABELS[x.category]),
      },
      { id: 'wallet', card: 'detail', header: t`Wallet`, cell: (x) => (x.wallet === 'MAIN' ? t`Main wallet` : x.wallet), csv: (x) => x.wallet },
      {
        id: 'amount',
        card: 'key',
        header: t`Amount`,
        kind: 'money',
        cell: (x) => <Money value={x.amount} signed />,
        csv: (x) => csvAmount(x.amount, decimals),
        total: (totals) => <Money value={totals.net} signed />,
      },
      {
        id: 'balanceAfter',
        card: 'key',
        header: t`Balance after`,
        kind: 'money',
        cell: (x) => <Money value={x.balanceAfter} />,
        csv: (x) => csvAmount(x.balanceAfter, decimals),
      },
      { id: 'reference', card: 'detail', header: t`Reference`, cell: (x) => x.reference ?? x.remark ?? '—', csv: (x) => x.reference ?? x.remark ?? '' },
    ],
    [t, i18n, decimals],
  );
}
