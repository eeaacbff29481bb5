import { useLingui } from '@lingui/react/macro';
import type { BetRecord } from '@portal/api-contract';
import { Money, type TableColumn } from '@portal/ui-kit';
import { useMemo } from 'react';
import { BET_OUTCOME_LABELS } from '../constants/BET_OUTCOME_LABELS';

export interface BetTotals {
  count: number;
  stake: number;
  validTurnover: number;
  payout: number;
  winLoss: number;
}

/** The betting record's columns: time, game, vendor, bet id, stake, valid turnover, payout, win/loss, status; totals in the footer. */
export function useBetColumns(totals: BetTotals | undefined): TableColumn<BetRecord>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      { id: 'time', header: t`Time`, cell: (b) => i18n.date(new Date(b.createTime), { dateStyle: 'short', timeStyle: 'short' }), footer: t`Total` },
      { id: 'game', header: t`Game`, cell: (b) => b.gameName },
      { id: 'vendor', header: t`Vendor`, cell: (b) => b.vendor },
      { id: 'betNo', header: t`Bet id`, cell: (b) => b.betNo },
      { id: 'stake', header: t`Stake`, kind: 'money', cell: (b) => <Money value={b.stake} />, footer: totals && <Money value={totals.stake} /> },
      {
        id: 'validTurnover',
        header: t`Valid turnover`,
        kind: 'money',
        cell: (b) => <Money value={b.validTurnover} />,
        footer: totals && <Money value={totals.validTurnover} />,
      },
      {
        id: 'payout',
        header: t`Payout`,
        kind: 'money',
        cell: (b) => (b.payout === null ? '—' : <Money value={b.payout} />),
        footer: totals && <Money value={totals.payout} />,
      },
      {
        id: 'winLoss',
        header: t`Win/loss`,
        kind: 'money',
        cell: (b) => (b.winLoss === null ? '—' : <Money value={b.winLoss} signed />),
        footer: totals && <Money value={totals.winLoss} signed />,
      },
      { id: 'status', header: t`Status`, cell: (b) => i18n._(BET_OUTCOME_LABELS[b.outcome]) },
    ],
    [t, i18n, totals],
  );
}
