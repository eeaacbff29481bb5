import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Transaction } from '@portal/api-contract';
import { toCsv } from '../../records/utils/downloadCsv';
import { LEDGER_CATEGORY_LABELS } from '../constants/LEDGER_CATEGORY_LABELS';

const HEADER = [msg`Time`, msg`Type`, msg`Wallet`, msg`Amount`, msg`Balance after`, msg`Reference`];

/** The CSV of ledger movements: signed amounts and balances as plain numbers with 2 decimals, time as ISO 8601. */
export function transactionsCsv(rows: readonly Transaction[], i18n: I18n): string {
  return toCsv(
    HEADER.map((descriptor) => i18n._(descriptor)),
    rows.map((x) => [
      new Date(x.createTime).toISOString(),
      i18n._(LEDGER_CATEGORY_LABELS[x.category]),
      x.wallet,
      x.amount.toFixed(2),
      x.balanceAfter.toFixed(2),
      x.reference ?? x.remark ?? '',
    ]),
  );
}
