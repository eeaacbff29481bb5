import { getLocalTimeZone, parseDate } from '@internationalized/date';
import type { DateRangeValue } from '@portal/ui-kit';

/** A date range as epoch milliseconds for an API: from the start day's 00:00 to the end day's 23:59:59.999, player's time zone. */
export function dateRangeToTimestamps(range: DateRangeValue, timeZone: string = getLocalTimeZone()): { startTime: number; endTime: number } {
  const startTime = parseDate(range.start).toDate(timeZone).getTime();
  const endTime = parseDate(range.end).add({ days: 1 }).toDate(timeZone).getTime() - 1;
  return { startTime, endTime };
}
