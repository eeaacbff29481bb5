import { getLocalTimeZone, today } from '@internationalized/date';
import type { DateRangeValue } from '@portal/ui-kit';
import type { DatePreset } from '../constants/DATE_PRESETS';

/**
 * The ISO dates (`YYYY-MM-DD`, player's time zone) a preset covers, both ends included: today,
 * yesterday, the last 7 or 30 days ending today. `custom` has no range of its own (null).
 */
export function presetRange(preset: DatePreset, timeZone: string = getLocalTimeZone()): DateRangeValue | null {
  const now = today(timeZone);
  switch (preset) {
    case 'today':
      return { start: now.toString(), end: now.toString() };
    case 'yesterday': {
      const day = now.subtract({ days: 1 }).toString();
      return { start: day, end: day };
    }
    case 'last7Days':
      return { start: now.subtract({ days: 6 }).toString(), end: now.toString() };
    case 'last30Days':
      return { start: now.subtract({ days: 29 }).toString(), end: now.toString() };
    default:
      return null;
  }
}
