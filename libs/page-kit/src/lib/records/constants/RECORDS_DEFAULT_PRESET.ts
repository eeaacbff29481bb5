import type { DatePreset } from './DATE_PRESETS';

/** A records page opens on the last 7 days unless the page or the URL says otherwise. */
export const RECORDS_DEFAULT_PRESET: DatePreset = 'last7Days';
