import { curveMonotoneX, line } from 'd3-shape';
import { CartesianChart } from './CartesianChart';
import { bandCenter, type CartesianLayout } from './cartesianLayout';
import * as css from './Chart.css';
import type { SeriesChartProps } from './ChartFrame';
import { seriesColor } from './palette';

export type LineChartProps = SeriesChartProps;

/** A line and its dots per series; the dots of the category under the pointer grow. */
function Lines({ layout, active }: { layout: CartesianLayout; active: number | null }) {
  const { y, segments } = layout;
  const path = line<number>()
    .x((_, c) => bandCenter(layout, c))
    .y((value) => y(value))
    .curve(curveMonotoneX);
  return segments.map((layer, s) => {
    const values = layer.map(([, value]) => value);
    const color = seriesColor(s);
    return (
      <g key={s}>
        <path d={path(values) ?? ''} style={{ fill: 'none', stroke: color, strokeWidth: 2 }} data-mark="line" />
        {values.map((value, c) => (
          <circle
            key={c}
            className={css.dotStroke}
            cx={bandCenter(layout, c)}
            cy={y(value)}
            r={c === active ? 5 : 3.5}
            style={{ fill: color }}
            data-mark="dot"
          />
        ))}
      </g>
    );
  });
}

/** A line per series over the categories (usually periods). */
export function LineChart({ height = 300, ...props }: LineChartProps) {
  return (
    <CartesianChart
      chart={props}
      height={height}
      stacked={false}
      bandPadding={0}
      marks={(layout, active) => <Lines layout={layout} active={active} />}
    />
  );
}
