import { useMemo } from 'react';
import { Baseline, CartesianAxes } from './CartesianAxes';
import { cartesianLayout } from './cartesianLayout';
import * as css from './Chart.css';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { chartPalette } from './palette';
import { textWidths } from './textWidth';
import { useMeasuredSize } from './useMeasuredSize';

/** A bar of the waterfall: a total stands on zero, a change floats from the running total before it. */
export interface WaterfallStep {
  label: string;
  value: number;
  kind: 'total' | 'change';
}

export interface WaterfallChartProps {
  /** The chart's accessible name and the caption of its data table. */
  title: string;
  data: readonly WaterfallStep[];
  format: (value: number) => string;
  height?: number;
  isLoading?: boolean;
  emptyMessage?: string;
}

const COLORS = { total: chartPalette[0], up: chartPalette[4], down: chartPalette[1] } as const;
const MAX_BAR_WIDTH = 56;

/** Each step's bar from y0 to y1 and the running total after it. */
function barsOf(data: readonly WaterfallStep[]) {
  let running = 0;
  return data.map((step) => {
    const y0 = step.kind === 'total' ? 0 : running;
    running = step.kind === 'total' ? step.value : running + step.value;
    return { ...step, y0, y1: running, color: step.kind === 'total' ? COLORS.total : step.value >= 0 ? COLORS.up : COLORS.down };
  });
}

/**
 * From one total to another through the changes between them (net profit of one branch to another's by
 * department): a total stands on zero, an increase rises and a decrease falls from where the last bar ended.
 */
export function WaterfallChart({ title, data, format, height = 300, isLoading, emptyMessage }: WaterfallChartProps) {
  const [ref, size] = useMeasuredSize<HTMLDivElement>();
  const bars = useMemo(() => barsOf(data), [data]);
  const layout = useMemo(
    () =>
      size.width > 0 && size.height > 0
        ? cartesianLayout({
            // Both ends of each bar as series, so the value axis spans every running total.
            data: bars.map((b) => ({ label: b.label, y0: b.y0, y1: b.y1 })),
            categoryKey: 'label',
            series: [
              { key: 'y0', label: 'From' },
              { key: 'y1', label: 'To' },
            ],
            format,
            stacked: false,
            bandPadding: 0.2,
            width: size.width,
            height: size.height,
            measure: (texts) => textWidths(texts, css.tickLabel),
          })
        : null,
    [bars, format, size],
  );
  const table = {
    columns: ['Step', 'Amount', 'Running total'],
    rows: bars.map((b) => [b.label, b.kind === 'total' ? format(b.value) : `${b.value >= 0 ? '+' : ''}${format(b.value)}`, format(b.y1)]),
  };
  return (
    <ChartFrame title={title} height={height} isLoading={isLoading} isEmpty={data.length === 0} emptyMessage={emptyMessage} table={table}>
      <div ref={ref} className={css.plotArea}>
        {layout ? (
          <svg aria-hidden="true" className={css.svg} width={layout.width} height={layout.height}>
            <CartesianAxes layout={layout} format={format} />
            {bars.map((b, i) => {
              const width = Math.min(layout.x.bandwidth(), MAX_BAR_WIDTH);
              return (
                <rect
                  key={i}
                  x={(layout.x(i) ?? 0) + (layout.x.bandwidth() - width) / 2}
                  y={Math.min(layout.y(b.y0), layout.y(b.y1))}
                  width={width}
                  // A change of nothing still shows as a line.
                  height={Math.max(1, Math.abs(layout.y(b.y1) - layout.y(b.y0)))}
                  style={{ fill: b.color }}
                  data-mark="bar"
                />
              );
            })}
            <Baseline layout={layout} />
          </svg>
        ) : null}
      </div>
      <ChartLegend
        items={[
          { label: 'Total', color: COLORS.total },
          { label: 'Increase', color: COLORS.up },
          { label: 'Decrease', color: COLORS.down },
        ]}
      />
    </ChartFrame>
  );
}
