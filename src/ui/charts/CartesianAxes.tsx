import type { SeriesChartProps } from './ChartFrame';
import { bandCenter, type CartesianLayout } from './cartesianLayout';
import * as css from './Chart.css';

const crisp = (px: number) => Math.round(px) + 0.5;

/** Keeps a centred label of this width inside the SVG. */
const clamp = (center: number, width: number, layout: CartesianLayout) =>
  Math.min(layout.width - width / 2, Math.max(width / 2, center));

/**
 * Horizontal grid lines with the value axis's labels on the left, and the category labels under
 * the plot (every n-th when they would overlap).
 */
export function CartesianAxes({ layout, format }: { layout: CartesianLayout; format: SeriesChartProps['format'] }) {
  const { left, right, bottom, y, yTicks, categories, labelWidths, labelEvery } = layout;
  return (
    <g>
      {yTicks.map((tick) => (
        <g key={tick} transform={`translate(0, ${crisp(y(tick))})`}>
          <line className={css.gridLine} x1={left} x2={right} />
          <text className={css.tickLabel} x={left - 8} dy="0.32em" textAnchor="end" data-part="y-tick">
            {format(tick)}
          </text>
        </g>
      ))}
      {categories.map((category, i) =>
        i % labelEvery === 0 ? (
          <text
            key={i}
            className={css.tickLabel}
            x={clamp(bandCenter(layout, i), labelWidths[i] ?? 0, layout)}
            y={bottom + 8}
            dy="0.71em"
            textAnchor="middle"
            data-part="x-tick"
          >
            {category}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** The zero line, drawn over the marks so bars stand on it. */
export function Baseline({ layout }: { layout: CartesianLayout }) {
  const at = crisp(layout.y(0));
  return <line className={css.baseline} x1={layout.left} x2={layout.right} y1={at} y2={at} />;
}

/** The band of the category under the pointer, behind the marks. */
export function BandHighlight({ layout, index }: { layout: CartesianLayout; index: number }) {
  const step = layout.x.step();
  return (
    <rect
      className={css.highlight}
      x={bandCenter(layout, index) - step / 2}
      y={layout.top}
      width={step}
      height={layout.bottom - layout.top}
      data-part="highlight"
    />
  );
}
