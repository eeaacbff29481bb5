import { DATE_PRESETS, presetRange, type DatePreset, type DateRange } from './datePresets';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The preset and range of a record page from its address values (default: the last 7 days). */
export function readRecordDateRange(values: { preset: string; from: string; to: string }): { preset: DatePreset; range: DateRange } {
  const preset = DATE_PRESETS.find((p) => p === values.preset) ?? 'last7';
  if (preset !== 'custom') return { preset, range: presetRange(preset) };
  if (ISO_DAY.test(values.from) && ISO_DAY.test(values.to)) return { preset, range: { start: values.from, end: values.to } };
  return { preset: 'last7', range: presetRange('last7') };
}
