import { Suspense, useId } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../accessibility/components/VisuallyHidden';
import { Skeleton } from '../../feedback/components/Skeleton';
import type { ChartDatum, ChartKind, ChartSeries } from './ChartTypes';
import { lazyComponent } from '../../lazy/utils/lazyComponent';

/** recharts (~100 kB gzip) loads only when a chart renders: its own chunk. */
const RechartsChart = lazyComponent(() => import('../internal/RechartsChart'), 'default');

export interface ChartProps {
  /** Accessible name of the chart and caption of its data table. */
  label: string;
  kind: ChartKind;
  data: ChartDatum[];
  /** Key of the category (x axis) in each row, e.g. `'date'`. */
  xKey: string;
  series: ChartSeries[];
  /** Height in px (default 280). */
  height?: number;
  /** Formats values on the axis, in the tooltip and in the data table (e.g. the brand's money format). */
  formatValue?: (value: number) => string;
  /** Header of the category column of the data table (defaults to `xKey`). */
  xLabel?: string;
  className?: string;
}

const StyledChartFigure = styled.figure`
  position: relative;
  margin: 0;
`;

/**
 * A line or bar chart (recharts, loaded lazily). The drawing is hidden from assistive
 * technology; a visually hidden table with the same numbers is what screen readers read.
 */
export function Chart({ label, kind, data, xKey, series, height = 280, formatValue, xLabel, className }: ChartProps) {
  const captionId = useId();
  const format = (value: ChartDatum[string]) => (typeof value === 'number' ? (formatValue ? formatValue(value) : String(value)) : (value ?? ''));
  return (
    <StyledChartFigure className={className} aria-labelledby={captionId}>
      <div aria-hidden="true" style={{ height }}>
        <Suspense fallback={<Skeleton height={height} shape="rounded" />}>
          <RechartsChart kind={kind} data={data} xKey={xKey} series={series} height={height} formatValue={formatValue} />
        </Suspense>
      </div>
      <VisuallyHidden as="div">
        <table>
          <caption id={captionId}>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel ?? xKey}</th>
              {series.map((item) => (
                <th key={item.key} scope="col">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row, index) => (
              <tr key={`${String(row[xKey])}-${index}`}>
                <th scope="row">{format(row[xKey])}</th>
                {series.map((item) => (
                  <td key={item.key}>{format(row[item.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </StyledChartFigure>
  );
}
