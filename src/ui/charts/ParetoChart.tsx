import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { CartesianChart } from './CartesianChart';
import { bandCenter, type CartesianLayout } from './cartesianLayout';
import * as css from './Chart.css';
import type { ChartDatum } from './ChartFrame';
import { seriesColor } from './palette';

export interface ParetoChartProps {
  /** The chart's accessible name and the caption of its data table. */
  title: string;
  /** Largest first: each category's count and the running share of the whole it and those before it hold (0–100). */
  data: readonly { category: string; count: number; cumulativePercent: number }[];
  /** The heading of the category column in the data table, and the count's name. */
  categoryLabel: string;
  countLabel: string;
  format: (value: number) => string;
  height?: number;
  isLoading?: boolean;
  emptyMessage?: string;
}

const percentLabel = (value: number) => `${Math.round(value)}%`;

/** The bars of the counts and, over them on a scale of its own (0 to 100%), the line of the running share. */
function ParetoMarks({ layout, shares }: { layout: CartesianLayout; shares: readonly number[] }) {
  const width = Math.min(layout.x.bandwidth(), 56);
  // 100% sits a label's height below the plot's top, so its share label stays inside the picture.
  const share = scaleLinear().domain([0, 100]).range([layout.bottom, layout.top + 16]);
  const points = shares.map((s, i) => [bandCenter(layout, i), share(s)] as [number, number]);
  return (
    <>
      <g style={{ fill: seriesColor(0) }}>
        {layout.values.map(([count = 0], i) => (
          <rect key={i} x={bandCenter(layout, i) - width / 2} y={layout.y(count)} width={width} height={layout.y(0) - layout.y(count)} data-mark="bar" />
        ))}
      </g>
      <path d={line()(points) ?? ''} style={{ fill: 'none', stroke: seriesColor(1), strokeWidth: 2 }} data-mark="line" />
      {points.map(([x, y], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r={3} style={{ fill: seriesColor(1) }} />
          {/* A halo keeps the share readable where it crosses a bar. */}
          <text className={css.tickLabel} x={x} y={y - 7} textAnchor="middle" style={{ paintOrder: 'stroke', stroke: 'white', strokeWidth: 3 }} data-part="share">
            {percentLabel(shares[i] ?? 0)}
          </text>
        </g>
      ))}
    </>
  );
}

/** A Pareto chart: counts by category, the largest first, with the cumulative share as a line. */
export function ParetoChart({ title, data, categoryLabel, countLabel, format, height = 280, isLoading, emptyMessage }: ParetoChartProps) {
  const rows: ChartDatum[] = data.map((d) => ({ category: d.category, count: d.count }));
  const shares = data.map((d) => d.cumulativePercent);
  return (
    <CartesianChart
      chart={{ title, data: rows, categoryKey: 'category', categoryLabel, series: [{ key: 'count', label: countLabel }], format, height, isLoading, emptyMessage }}
      height={height}
      stacked={false}
      bandPadding={0.2}
      marks={(layout) => <ParetoMarks layout={layout} shares={shares} />}
    />
  );
}
