import { useLingui } from '@lingui/react/macro';
import type { BetRecord } from '@portal/api-contract';
import type { RecordsColumn } from '@portal/page-kit';
import { Money, useMoneyFormat } from '@portal/ui-kit';
import { useMemo } from 'react';
import { csvAmount } from '../../money/utils/csvAmount';
import { BET_OUTCOME_LABELS } from '../constants/BET_OUTCOME_LABELS';

export interface BetTotals {
  count: number;
  stake: number;
  validTurnover: number;
  payout: number;
  winLoss: number;
}

/**
 * The betting record's columns: time, game, vendor, bet id, stake, valid turnover, payout,
 * win/loss, status; the filter's totals in the footer; in the CSV the time as ISO 8601 and the
 * amounts as plain numbers with the brand's decimals.
 */
export function useBetColumns(): RecordsColumn<BetRecord, BetTotals>[] {
  const { t, i18n } = useLingui();
  const { decimals } = useMoneyFormat();
  return useMemo(
    (): RecordsColumn<BetRecord, BetTotals>[] => [
      {
        id: 'time',
        card: 'subtitle',
        header: t`Time`,
        cell: (b) => i18n.date(new Date(b.createTime), { dateStyle: 'short', timeStyle: 'short' }),
        csv: (b) => new Date(b.createTime).toISOString(),
        total: () => t`Total`,
      },
      { id: 'game', card: 'title', header: t`Game`, cell: (b) => b.gameName, csv: (b) => b.gameName },
      { id: 'vendor', card: 'detail', header: t`Vendor`, cell: (b) => b.vendor, csv: (b) => b.vendor },
      { id: 'betNo', card: 'detail', header: t`Bet id`, cell: (b) => b.betNo, csv: (b) => b.betNo },
      {
        id: 'stake',
        card: 'key',
        header: t`Stake`,
        kind: 'money',
        cell: (b) => <Money value={b.stake} />,
        csv: (b) => csvAmount(b.stake, decimals),
        total: (totals) => <Money value={totals.stake} />,
      },
      {
        id: 'validTurnover',
        card: 'detail',
        header: t`Valid turnover`,
        kind: 'money',
        cell: (b) => <Money value={b.validTurnover} />,
        csv: (b) => csvAmount(b.validTurnover, decimals),
        total: (totals) => <Money value={totals.validTurnover} />,
      },
      {
        id: 'payout',
        card: 'key',
        header: t`Payout`,
        kind: 'money',
        cell: (b) => (b.payout === null ? '—' : <Money value={b.payout} />),
        csv: (b) => csvAmount(b.payout, decimals),
        total: (totals) => <Money value={totals.payout} />,
      },
      {
        id: 'winLoss',
        card: 'key',
        header: t`Win/loss`,
        kind: 'money',
        cell: (b) => (b.winLoss === null ? '—' : <Money value={b.winLoss} signed />),
        csv: (b) => csvAmount(b.winLoss, decimals),
        total: (totals) => <Money value={totals.winLoss} signed />,
      },
      { id: 'status', card: 'key', header: t`Status`, cell: (b) => i18n._(BET_OUTCOME_LABELS[b.outcome]), csv: (b) => i18n._(BET_OUTCOME_LABELS[b.outcome]) },
    ],
    [t, i18n, decimals],
  );
}
