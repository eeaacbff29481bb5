import { fromDate, parseDate, startOfMonth, startOfWeek, toCalendarDate, type CalendarDate } from '@internationalized/date';
import { PLATFORM_TIME_ZONE } from '@portal/api-contract';

/** The period presets of the agent centre's filters (docs/product/agent-centre.md). */
export const PERIOD_PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface PeriodRange {
  /** ms since the epoch, inclusive. */
  from: number;
  /** ms since the epoch, exclusive. */
  to: number;
}

const startMs = (day: CalendarDate, timeZone: string) => day.toDate(timeZone).getTime();

/**
 * `[from, to)` of a preset in platform days (PLATFORM_TIME_ZONE, the days the team figures and
 * the salaries are counted in, docs/product/agent-centre.md): today, yesterday, this week (Monday
 * first) and this month end with today; custom takes ISO days `start`..`end` (both included).
 */
export function periodRange(preset: PeriodPreset, now: Date, custom?: { start: string; end: string } | null, timeZone = PLATFORM_TIME_ZONE): PeriodRange {
  const current = toCalendarDate(fromDate(now, timeZone));
  const tomorrow = startMs(current.add({ days: 1 }), timeZone);
  switch (preset) {
    case 'today':
      return { from: startMs(current, timeZone), to: tomorrow };
    case 'yesterday':
      return { from: startMs(current.subtract({ days: 1 }), timeZone), to: startMs(current, timeZone) };
    case 'thisWeek':
      return { from: startMs(startOfWeek(current, 'en-GB', 'mon'), timeZone), to: tomorrow };
    case 'thisMonth':
      return { from: startMs(startOfMonth(current), timeZone), to: tomorrow };
    case 'custom': {
      if (!custom) return { from: startMs(current, timeZone), to: tomorrow };
      return { from: startMs(parseDate(custom.start), timeZone), to: startMs(parseDate(custom.end).add({ days: 1 }), timeZone) };
    }
  }
}

/** A `YYYY-MM-DD` day as a local date (noon, so no time zone moves it to another day). */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}
