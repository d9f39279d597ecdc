import { scaleBand } from 'd3-scale';
import { CartesianChart } from './CartesianChart';
import type { CartesianLayout } from './cartesianLayout';
import type { SeriesChartProps } from './ChartFrame';
import { seriesColor } from './palette';

export interface BarChartProps extends SeriesChartProps {
  /** Stack the series in one bar per category (see StackedBarChart). */
  stacked?: boolean;
}

/** Bars never grow wider than this, so a few categories on a wide screen still look like bars. */
const MAX_BAR_WIDTH = 56;

/** A rectangle per series and category: side by side in the category's band, or stacked in it. */
function Bars({ layout, stacked }: { layout: CartesianLayout; stacked: boolean }) {
  const { x, y, segments } = layout;
  const slots = stacked ? 1 : segments.length;
  const width = Math.min(x.bandwidth(), MAX_BAR_WIDTH * slots);
  const slot = scaleBand<number>()
    .domain(Array.from({ length: slots }, (_, i) => i))
    .range([(x.bandwidth() - width) / 2, (x.bandwidth() + width) / 2])
    .paddingInner(slots > 1 ? 0.1 : 0);
  return segments.map((layer, s) => (
    <g key={s} style={{ fill: seriesColor(s) }}>
      {layer.map(([y0, y1], c) => (
        <rect
          key={c}
          x={(x(c) ?? 0) + (slot(stacked ? 0 : s) ?? 0)}
          y={Math.min(y(y0), y(y1))}
          width={slot.bandwidth()}
          height={Math.abs(y(y1) - y(y0))}
          data-mark="bar"
        />
      ))}
    </g>
  ));
}

/** Bars per category, a bar per series side by side (or stacked). */
export function BarChart({ stacked = false, height = 300, ...props }: BarChartProps) {
  return (
    <CartesianChart
      chart={props}
      height={height}
      stacked={stacked}
      bandPadding={0.2}
      marks={(layout) => <Bars layout={layout} stacked={stacked} />}
    />
  );
}
