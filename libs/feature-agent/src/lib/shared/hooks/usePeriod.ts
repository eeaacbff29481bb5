import { useMemo, useState } from 'react';
import { periodRange, type PeriodPreset } from '../utils/periodRange';

/** A period filter's state: the preset, the custom days and the resulting `[from, to)`. */
export function usePeriod(initial: PeriodPreset = 'thisMonth') {
  const [preset, setPreset] = useState<PeriodPreset>(initial);
  const [custom, setCustom] = useState<{ start: string; end: string } | null>(null);
  const range = useMemo(() => periodRange(preset, new Date(), custom), [preset, custom]);
  return { preset, setPreset, custom, setCustom, range };
}
