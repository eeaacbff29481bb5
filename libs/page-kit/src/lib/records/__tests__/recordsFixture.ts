import { presetRange } from '../utils/presetRange';
import type { RecordsFilters } from '../hooks/useRecordsUrlState';
import type { RecordsPageResult } from '../utils/fetchAllPages';

/** A deposit record as a member-centre page would list it. */
export interface DepositRow {
  id: string;
  day: string;
  method: 'bank' | 'pix';
  amount: number;
  remark: string;
}

export interface DepositTotals {
  amount: number;
}

const today = presetRange('today')?.start ?? '';
const yesterday = presetRange('yesterday')?.start ?? '';
const threeDaysAgo = presetRange('last7Days')?.start ?? '';

/** 27 deposits: 15 today, 8 yesterday, 4 at the start of the last 7 days; remarks in Thai and Chinese, one formula-like. */
export const DEPOSITS: DepositRow[] = Array.from({ length: 27 }, (_, index) => ({
  id: `D${String(index + 1).padStart(3, '0')}`,
  day: index < 15 ? today : index < 23 ? yesterday : threeDaysAgo,
  method: index % 3 === 0 ? 'pix' : 'bank',
  amount: (index + 1) * 10,
  remark: index === 0 ? '=SUM(A1:A9)' : index % 2 === 0 ? 'ฝากเงิน' : '存款',
}));

export const DEPOSIT_PAGE_SIZE = 10;

/** The rows a filter selects, like the gateway would (range both ends included, method when not `all`). */
export function filterDeposits(filters: RecordsFilters<'method'>): DepositRow[] {
  return DEPOSITS.filter(
    (row) => row.day >= filters.range.start && row.day <= filters.range.end && (filters.select.method === 'all' || row.method === filters.select.method),
  );
}

/** A paged query over the fixture, recording each call. */
export function depositQuery(calls: { filters: RecordsFilters<'method'>; page: number }[]) {
  return async (filters: RecordsFilters<'method'>, page: number): Promise<RecordsPageResult<DepositRow, DepositTotals>> => {
    calls.push({ filters, page });
    const rows = filterDeposits(filters);
    return {
      list: rows.slice((page - 1) * DEPOSIT_PAGE_SIZE, page * DEPOSIT_PAGE_SIZE),
      total: rows.length,
      totalPages: Math.max(1, Math.ceil(rows.length / DEPOSIT_PAGE_SIZE)),
      totals: { amount: rows.reduce((sum, row) => sum + row.amount, 0) },
    };
  };
}
