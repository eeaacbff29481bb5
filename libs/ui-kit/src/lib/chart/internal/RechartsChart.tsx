import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type XAxisTickContentProps } from 'recharts';
import { useTheme } from 'styled-components';
import type { ChartDatum, ChartKind, ChartSeries } from '../components/ChartTypes';

export interface RechartsChartProps {
  kind: ChartKind;
  data: ChartDatum[];
  xKey: string;
  series: ChartSeries[];
  height: number;
  formatValue?: (value: number) => string;
}

/** The most labels along the category axis: seven fit a phone's width (a week's days, every fifth of a month's). */
const MAX_CATEGORY_LABELS = 7;

/** How far below, beside or above its point a label's baseline sits, by its vertical anchor (as Recharts' own text). */
const ANCHOR_DY = { start: '0.71em', middle: '0.355em', end: '0' } as const;

/** What Recharts hands an axis's label (the same for both axes, less their own fields). */
type AxisTickProps = Omit<XAxisTickContentProps, 'orientation' | 'padding'>;

/**
 * An axis label as plain SVG text at its point. Recharts' own label measures its words in the page
 * to wrap them, with a measuring element that keeps the styles of earlier measures: the same chart
 * wrapped "R$ 2.200" in one run and not in the next.
 */
function AxisTick({ x, y, payload, index, tickFormatter, textAnchor, verticalAnchor, fill }: AxisTickProps) {
  return (
    <text x={x} y={y} dy={ANCHOR_DY[verticalAnchor]} textAnchor={textAnchor} fill={fill} fontSize={12}>
      {tickFormatter ? tickFormatter(payload.value, index) : String(payload.value)}
    </text>
  );
}

/** The drawing itself (recharts), loaded on demand by `Chart` so recharts is its own chunk. */
export default function RechartsChart({ kind, data, xKey, series, height, formatValue }: RechartsChartProps) {
  const theme = useTheme();
  const palette = [theme.color.accent.base, theme.color.info.text, theme.color.success.text, theme.color.warning.text, theme.color.danger.text];
  const axis = {
    stroke: theme.color.border.strong,
    tick: (props: AxisTickProps) => <AxisTick {...props} fill={theme.color.text.secondary} />,
    tickLine: false,
  };
  const tooltip = (
    <Tooltip
      formatter={(value) => (typeof value === 'number' && formatValue ? formatValue(value) : String(value))}
      contentStyle={{
        background: theme.color.surface.overlay,
        border: `1px solid ${theme.color.border.default}`,
        borderRadius: theme.radius.md,
        color: theme.color.text.primary,
      }}
      labelStyle={{ color: theme.color.text.secondary }}
      cursor={{ fill: theme.color.surface.hover, stroke: theme.color.border.strong }}
    />
  );
  const grid = <CartesianGrid stroke={theme.color.border.subtle} vertical={false} />;
  const legend = <Legend wrapperStyle={{ color: theme.color.text.secondary, fontSize: 12 }} />;
  // Ticks by count, never by their labels' sizes as measured in the page (Recharts' default moves
  // the last label and drops crowded ones by that measure): every value tick at its own height,
  // and at most MAX_CATEGORY_LABELS along the bottom.
  const yAxis = <YAxis {...axis} width={64} interval={0} tickFormatter={(value: number) => (formatValue ? formatValue(value) : String(value))} />;
  const xAxis = <XAxis dataKey={xKey} {...axis} interval={Math.max(0, Math.ceil(data.length / MAX_CATEGORY_LABELS) - 1)} />;

  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'line' ? (
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
          {grid}
          {xAxis}
          {yAxis}
          {tooltip}
          {legend}
          {series.map((item, index) => (
            <Line
              key={item.key}
              type="monotone"
              dataKey={item.key}
              name={item.label}
              stroke={palette[index % palette.length]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
          {grid}
          {xAxis}
          {yAxis}
          {tooltip}
          {legend}
          {series.map((item, index) => (
            <Bar key={item.key} dataKey={item.key} name={item.label} fill={palette[index % palette.length]} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
