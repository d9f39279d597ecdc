import { Line, LineChart as RLineChart } from 'recharts';
import { CartesianParts, SeriesChartFrame, type SeriesChartProps } from './ChartFrame';
import { seriesColor } from './palette';

export type LineChartProps = SeriesChartProps;

/** A line per series over the categories (usually periods). */
export function LineChart({ height = 300, ...props }: LineChartProps) {
  return (
    <SeriesChartFrame chart={props} height={height}>
      <RLineChart data={[...props.data]} responsive style={{ width: '100%', height }} accessibilityLayer={false}>
        <CartesianParts categoryKey={props.categoryKey} format={props.format} />
        {props.series.map((s, i) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stroke={seriesColor(i)}
            style={{ stroke: seriesColor(i) }}
            strokeWidth={2}
            dot={{ r: 3, style: { fill: seriesColor(i), stroke: seriesColor(i) } }}
            isAnimationActive={false}
          />
        ))}
      </RLineChart>
    </SeriesChartFrame>
  );
}
