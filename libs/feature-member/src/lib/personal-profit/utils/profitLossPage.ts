import type { ProfitLossDay } from '@portal/api-contract';
import type { RecordsPageResult } from '@portal/page-kit';

/** The period's totals and every day of it (oldest first), for the totals row and the chart. */
export interface ProfitLossPeriod {
  deposits: number;
  withdrawals: number;
  stakes: number;
  payouts: number;
  bonuses: number;
  net: number;
  days: ProfitLossDay[];
}

/**
 * One page of the P&L table from the platform's answer (every day of the range at once): newest
 * day first, `pageSize` days a page; the period (totals and all days) rides along for every page.
 */
export function profitLossPage(
  report: { days: ProfitLossDay[]; totals: Omit<ProfitLossPeriod, 'days'> },
  page: number,
  pageSize: number,
): RecordsPageResult<ProfitLossDay, ProfitLossPeriod> {
  const newestFirst = [...report.days].reverse();
  return {
    list: newestFirst.slice((page - 1) * pageSize, page * pageSize),
    total: newestFirst.length,
    totalPages: Math.max(1, Math.ceil(newestFirst.length / pageSize)),
    totals: { ...report.totals, days: report.days },
  };
}
