import { parseDate } from '@internationalized/date';

/** Days a range covers, both ends included (`2026-01-01`…`2026-01-07` is 7). */
export function dateRangeDays(range: { start: string; end: string }): number {
  return parseDate(range.end).compare(parseDate(range.start)) + 1;
}
