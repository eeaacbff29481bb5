import type { WithdrawalQuote } from '@portal/api-contract';

/**
 * The largest amount the member can ask for now: the channel maximum, the withdrawable balance
 * and what is left of today's amount limit, whichever is lowest (never below 0).
 */
export function maxWithdrawal(quote: Pick<WithdrawalQuote, 'max' | 'withdrawable' | 'dailyAmountLimit' | 'dailyAmountUsed'>): number {
  const leftToday = Math.round((quote.dailyAmountLimit - quote.dailyAmountUsed) * 100) / 100;
  return Math.max(0, Math.min(quote.max, quote.withdrawable, leftToday));
}
