import { Bar, BarChart as RBarChart } from 'recharts';
import { CartesianParts, SeriesChartFrame, type SeriesChartProps } from './ChartFrame';
import { seriesColor } from './palette';

export interface BarChartProps extends SeriesChartProps {
  /** Stack the series in one bar per category (see StackedBarChart). */
  stacked?: boolean;
}

/** Bars per category, a bar per series side by side (or stacked). */
export function BarChart({ stacked = false, height = 300, ...props }: BarChartProps) {
  return (
    <SeriesChartFrame chart={props} height={height} withTotal={stacked}>
      <RBarChart data={[...props.data]} responsive style={{ width: '100%', height }} accessibilityLayer={false}>
        <CartesianParts categoryKey={props.categoryKey} format={props.format} />
        {props.series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stackId={stacked ? 'stack' : undefined}
            fill={seriesColor(i)}
            style={{ fill: seriesColor(i) }}
            isAnimationActive={false}
          />
        ))}
      </RBarChart>
    </SeriesChartFrame>
  );
}
