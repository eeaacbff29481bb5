/** The period presets of the agent centre's filters (docs/product/agent-centre.md). */
export const PERIOD_PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface PeriodRange {
  /** ms since the epoch, inclusive. */
  from: number;
  /** ms since the epoch, exclusive. */
  to: number;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/**
 * `[from, to)` of a preset in the browser's time zone: today, yesterday, this week (Monday first)
 * and this month end now (the next midnight); custom takes ISO days `start`..`end` (both included).
 */
export function periodRange(preset: PeriodPreset, now: Date, custom?: { start: string; end: string } | null): PeriodRange {
  const today = startOfDay(now);
  const tomorrow = addDays(today, 1).getTime();
  switch (preset) {
    case 'today':
      return { from: today.getTime(), to: tomorrow };
    case 'yesterday':
      return { from: addDays(today, -1).getTime(), to: today.getTime() };
    case 'thisWeek':
      return { from: addDays(today, -((today.getDay() + 6) % 7)).getTime(), to: tomorrow };
    case 'thisMonth':
      return { from: new Date(today.getFullYear(), today.getMonth(), 1).getTime(), to: tomorrow };
    case 'custom': {
      if (!custom) return { from: today.getTime(), to: tomorrow };
      const [sy, sm, sd] = custom.start.split('-').map(Number);
      const [ey, em, ed] = custom.end.split('-').map(Number);
      return { from: new Date(sy, sm - 1, sd).getTime(), to: new Date(ey, em - 1, ed + 1).getTime() };
    }
  }
}

/** The browser's offset from UTC in minutes (UTC−3: -180), as the team overview's day buckets need it. */
export const tzOffsetMinutes = (at: Date) => -at.getTimezoneOffset();

/** A `YYYY-MM-DD` day as a local date (noon, so no time zone moves it to another day). */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}
