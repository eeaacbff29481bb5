import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LedgerCategory } from '@portal/api-contract';

/** The account record's type filter and type column (plural nouns: a filter picks a kind of movement). */
export const LEDGER_CATEGORY_LABELS: Readonly<Record<LedgerCategory, MessageDescriptor>> = {
  deposit: msg`Deposits`,
  withdrawal: msg`Withdrawals`,
  transfer: msg`Wallet transfers`,
  bet: msg`Bets`,
  payout: msg`Payouts`,
  bonus: msg`Bonuses`,
  points_conversion: msg`Points conversions`,
  upline_transfer: msg`Upline transfers`,
  adjustment: msg`Adjustments`,
};
