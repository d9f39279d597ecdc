import { useState } from 'react';
import { arc, pie, type Arc, type PieArcDatum } from 'd3-shape';
import * as css from './Chart.css';
import { ChartFrame, datumValue, type ChartSeries, type SeriesChartProps } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip, type TooltipPlacement } from './ChartTooltip';
import { seriesColor } from './palette';
import { useMeasuredSize } from './useMeasuredSize';

export interface DonutChartProps extends Omit<SeriesChartProps, 'series'> {
  /** The one measured series; each datum is a slice named by its category. */
  series: ChartSeries;
}

interface Slice {
  name: string;
  value: number;
  color: string;
}

const share = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Slices in the data's order (so colours follow the legend), a hair apart. */
const layoutPie = pie<Slice>()
  .value((slice) => slice.value)
  .sort(null)
  .padAngle(0.012);

/** What the tooltip of a slice must leave room for beside the ring. */
const TOOLTIP_ROOM = 170;

/**
 * The tooltip of a slice stands outside the ring on the slice's side, or on the other side when
 * that has no room; on a phone, where neither has, it opens from the slice towards the middle.
 */
function beside(
  slice: PieArcDatum<Slice>,
  ring: Arc<unknown, PieArcDatum<Slice>>,
  { cx, cy, outer, width }: { cx: number; cy: number; outer: number; width: number },
): TooltipPlacement {
  const [dx, dy] = ring.centroid(slice);
  const top = Math.max(0, cy + dy - 24);
  const room = { left: cx - outer, right: width - cx - outer };
  const preferred = dx < 0 ? 'left' : 'right';
  const other = preferred === 'left' ? 'right' : 'left';
  const opens = room[preferred] >= TOOLTIP_ROOM ? preferred : room[other] >= TOOLTIP_ROOM ? other : null;
  if (opens === null) return { x: cx + dx, gap: 8, top, opens: other, plotWidth: width };
  return { x: opens === 'left' ? cx - outer : cx + outer, gap: 12, top, opens, plotWidth: width };
}

/** The ring of slices and the total in its middle, at the measured size; the slice under the pointer stands out. */
function Donut({
  slices,
  label,
  format,
  width,
  height,
}: {
  slices: readonly Slice[];
  /** The series' name, in the tooltip. */
  label: string;
  format: (value: number) => string;
  width: number;
  height: number;
}) {
  const [active, setActive] = useState<number | null>(null);
  const radius = Math.min(width, height) / 2;
  const outer = radius * 0.85;
  const ring = arc<PieArcDatum<Slice>>()
    .innerRadius(radius * 0.58)
    .outerRadius((d) => outer + (d.index === active ? 4 : 0))
    .cornerRadius(2);
  const arcs = layoutPie([...slices]);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const shown = active === null ? undefined : arcs[active];
  const [cx, cy] = [width / 2, height / 2];
  return (
    <>
      <svg aria-hidden="true" className={css.svg} width={width} height={height} onMouseLeave={() => setActive(null)}>
        <g transform={`translate(${cx}, ${cy})`}>
          {arcs.map((d) => (
            <path
              key={d.index}
              className={css.sliceStroke}
              d={ring(d) ?? ''}
              style={{ fill: d.data.color }}
              onMouseMove={() => setActive(d.index)}
              data-mark="slice"
            />
          ))}
          <text className={css.centerLabel} y={-12} textAnchor="middle">
            Total
          </text>
          <text className={css.centerValue} y={8} dy="0.32em" textAnchor="middle">
            {format(total)}
          </text>
        </g>
      </svg>
      {shown ? (
        <ChartTooltip
          title={shown.data.name}
          rows={[
            { label, value: format(shown.data.value), color: shown.data.color },
            { label: 'Share', value: share.format(shown.data.value / total) },
          ]}
          placement={beside(shown, ring, { cx, cy, outer, width })}
        />
      ) : null}
    </>
  );
}

/** Parts of a whole: a slice per category, the total in the middle. */
export function DonutChart({
  title,
  data,
  categoryKey,
  categoryLabel = 'Category',
  series,
  format,
  height = 280,
  isLoading,
  emptyMessage,
}: DonutChartProps) {
  const [ref, size] = useMeasuredSize<HTMLDivElement>();
  const slices = data.map((datum, i) => ({
    name: String(datum[categoryKey] ?? ''),
    value: datumValue(datum, series.key),
    color: seriesColor(i),
  }));
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <ChartFrame
      title={title}
      height={height}
      isLoading={isLoading}
      isEmpty={total === 0}
      emptyMessage={emptyMessage}
      table={{
        columns: [categoryLabel, series.label, 'Share'],
        rows: [
          ...slices.map((slice) => [slice.name, format(slice.value), share.format(slice.value / total)]),
          ['Total', format(total), share.format(1)],
        ],
      }}
    >
      <div ref={ref} className={css.plotArea}>
        {size.width > 0 && size.height > 0 ? (
          <Donut slices={slices} label={series.label} format={format} width={size.width} height={size.height} />
        ) : null}
      </div>
      <ChartLegend items={slices.map((slice) => ({ label: slice.name, color: slice.color }))} />
    </ChartFrame>
  );
}
