import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BetRecord } from '@portal/api-contract';
import { toCsv } from '../../records/utils/downloadCsv';
import { BET_OUTCOME_LABELS } from '../constants/BET_OUTCOME_LABELS';

const HEADER = [msg`Time`, msg`Game`, msg`Vendor`, msg`Bet id`, msg`Stake`, msg`Valid turnover`, msg`Payout`, msg`Win/loss`, msg`Status`];

/** The CSV of bets: the table's columns, amounts as plain numbers with 2 decimals, time as ISO 8601. */
export function betsCsv(rows: readonly BetRecord[], i18n: I18n): string {
  return toCsv(
    HEADER.map((descriptor) => i18n._(descriptor)),
    rows.map((b) => [
      new Date(b.createTime).toISOString(),
      b.gameName,
      b.vendor,
      b.betNo,
      b.stake.toFixed(2),
      b.validTurnover.toFixed(2),
      b.payout === null ? '' : b.payout.toFixed(2),
      b.winLoss === null ? '' : b.winLoss.toFixed(2),
      i18n._(BET_OUTCOME_LABELS[b.outcome]),
    ]),
  );
}
