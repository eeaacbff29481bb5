import { DAY_MS, platformDate, platformDayStart } from '@portal/api-contract';

export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRange {
  /** First platform day, 'YYYY-MM-DD'. */
  start: string;
  /** Last platform day (included). */
  end: string;
}

/** The platform days a preset covers on `now` (custom has none of its own). */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, now = Date.now()): DateRange {
  const today = platformDate(now);
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = platformDate(now - DAY_MS);
      return { start: yesterday, end: yesterday };
    }
    case 'last7':
      return { start: platformDate(now - 6 * DAY_MS), end: today };
    case 'last30':
      return { start: platformDate(now - 29 * DAY_MS), end: today };
  }
}

/** The query's `startTime`/`endTime` (ms) of a range of platform days: from 00:00 of the first to the end of the last. */
export function rangeToTimes(range: DateRange): { startTime: number; endTime: number } {
  return { startTime: platformDayStart(range.start), endTime: platformDayStart(range.end) + DAY_MS - 1 };
}
