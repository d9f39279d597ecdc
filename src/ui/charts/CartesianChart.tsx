import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { BandHighlight, Baseline, CartesianAxes } from './CartesianAxes';
import { bandCenter, cartesianLayout, categoryAt, type CartesianLayout } from './cartesianLayout';
import * as css from './Chart.css';
import { SeriesChartFrame, type SeriesChartProps } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { seriesColor } from './palette';
import { textWidths } from './textWidth';
import { useMeasuredSize } from './useMeasuredSize';

interface CartesianChartProps {
  chart: SeriesChartProps;
  height: number;
  /** Stack the series: the value axis spans the sums, and the tooltip and table add a total. */
  stacked: boolean;
  /** Room between the category bands, as a share of a band's step: bars want some, lines none. */
  bandPadding: number;
  /** The marks of every series; `active` is the category under the pointer. */
  marks: (layout: CartesianLayout, active: number | null) => ReactNode;
}

/**
 * The frame the bar and line charts share: their states and data table, then at the measured width
 * the grid and axes, the marks, the highlighted band with its tooltip, and the legend.
 */
export function CartesianChart({ chart, height, stacked, bandPadding, marks }: CartesianChartProps) {
  const [ref, size] = useMeasuredSize<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const { data, categoryKey, series, format } = chart;

  // `size` is a new object when web fonts finish loading: labels are measured again then.
  const layout = useMemo(
    () =>
      size.width > 0 && size.height > 0
        ? cartesianLayout({
            data,
            categoryKey,
            series,
            format,
            stacked,
            bandPadding,
            width: size.width,
            height: size.height,
            measure: (texts) => textWidths(texts, css.tickLabel),
          })
        : null,
    [data, categoryKey, series, format, stacked, bandPadding, size],
  );
  const shown = layout && active !== null && active < layout.categories.length ? active : null;

  const onMouseMove = (event: MouseEvent<SVGSVGElement>) => {
    if (!layout) return;
    setActive(categoryAt(layout, event.clientX - event.currentTarget.getBoundingClientRect().left));
  };

  return (
    <SeriesChartFrame chart={chart} height={height} withTotal={stacked}>
      <div ref={ref} className={css.plotArea}>
        {layout ? (
          <svg
            aria-hidden="true"
            className={css.svg}
            width={layout.width}
            height={layout.height}
            onMouseMove={onMouseMove}
            onMouseLeave={() => setActive(null)}
          >
            {shown === null ? null : <BandHighlight layout={layout} index={shown} />}
            <CartesianAxes layout={layout} format={format} />
            {marks(layout, shown)}
            <Baseline layout={layout} />
          </svg>
        ) : null}
        {layout && shown !== null ? (
          <ChartTooltip
            title={layout.categories[shown] ?? ''}
            rows={series.map((s, i) => ({ label: s.label, value: format(layout.values[shown]?.[i] ?? 0), color: seriesColor(i) }))}
            total={stacked ? format((layout.values[shown] ?? []).reduce((sum, v) => sum + v, 0)) : undefined}
            placement={{
              x: bandCenter(layout, shown),
              gap: layout.x.step() / 2,
              top: layout.top,
              opens: bandCenter(layout, shown) <= layout.width / 2 ? 'right' : 'left',
              plotWidth: layout.width,
            }}
          />
        ) : null}
      </div>
      <ChartLegend items={series.map((s, i) => ({ label: s.label, color: seriesColor(i) }))} />
    </SeriesChartFrame>
  );
}
