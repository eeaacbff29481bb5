import { PLATFORM_TIME_ZONE } from '@portal/api-contract';
import { dateRangeToTimestamps, type RecordsFilters } from '@portal/page-kit';
import type { PeriodRange } from './periodRange';

/** A records page's platform days as the agent endpoints take them: `[from, to)` in ms. */
export function recordsPeriod(filters: Pick<RecordsFilters, 'range'>): PeriodRange {
  const { startTime, endTime } = dateRangeToTimestamps(filters.range, PLATFORM_TIME_ZONE);
  return { from: startTime, to: endTime + 1 };
}
