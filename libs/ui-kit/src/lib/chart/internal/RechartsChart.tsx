import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
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

/** The drawing itself (recharts), loaded on demand by `Chart` so recharts is its own chunk. */
export default function RechartsChart({ kind, data, xKey, series, height, formatValue }: RechartsChartProps) {
  const theme = useTheme();
  const palette = [theme.color.accent.base, theme.color.info.text, theme.color.success.text, theme.color.warning.text, theme.color.danger.text];
  const axis = { stroke: theme.color.border.strong, tick: { fill: theme.color.text.secondary, fontSize: 12 }, tickLine: false };
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
  // Every value tick at its own height (interval 0): Recharts would otherwise nudge the top one by
  // its label's size as measured in the page, which varied with what had been measured before.
  const yAxis = <YAxis {...axis} width={64} interval={0} tickFormatter={(value: number) => (formatValue ? formatValue(value) : String(value))} />;

  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'line' ? (
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
          {grid}
          <XAxis dataKey={xKey} {...axis} />
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
          <XAxis dataKey={xKey} {...axis} />
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
