export type ChartKind = 'line' | 'bar';

export interface ChartSeries<K extends string = string> {
  /** Key of the numeric value in each data row. */
  key: K;
  /** Legend and table header of the series. */
  label: string;
}

export type ChartDatum = Record<string, string | number | null | undefined>;
