import { useLingui } from '@lingui/react/macro';
import type { Transaction } from '@portal/api-contract';
import { Money, type TableColumn } from '@portal/ui-kit';
import { useMemo } from 'react';
import { LEDGER_CATEGORY_LABELS } from '../constants/LEDGER_CATEGORY_LABELS';

export interface TransactionTotals {
  count: number;
  credit: number;
  debit: number;
  net: number;
}

/** The account record's columns: time, type, wallet, signed coloured amount, balance after, reference; the net in the footer. */
export function useTransactionColumns(totals: TransactionTotals | undefined): TableColumn<Transaction>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      { id: 'time', header: t`Time`, cell: (x) => i18n.date(new Date(x.createTime), { dateStyle: 'short', timeStyle: 'short' }), footer: t`Total` },
      { id: 'type', header: t`Type`, cell: (x) => i18n._(LEDGER_CATEGORY_LABELS[x.category]) },
      { id: 'wallet', header: t`Wallet`, cell: (x) => (x.wallet === 'MAIN' ? t`Main wallet` : x.wallet) },
      { id: 'amount', header: t`Amount`, kind: 'money', cell: (x) => <Money value={x.amount} signed />, footer: totals && <Money value={totals.net} signed /> },
      { id: 'balanceAfter', header: t`Balance after`, kind: 'money', cell: (x) => <Money value={x.balanceAfter} /> },
      { id: 'reference', header: t`Reference`, cell: (x) => x.reference ?? x.remark ?? '—' },
    ],
    [t, i18n, totals],
  );
}
