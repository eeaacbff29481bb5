/** The date presets of a records page's filter bar, in display order; `custom` is a range picked by hand. */
export const DATE_PRESETS = ['today', 'yesterday', 'last7Days', 'last30Days', 'custom'] as const;

export type DatePreset = (typeof DATE_PRESETS)[number];
