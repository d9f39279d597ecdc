import * as css from './Chart.css';

export interface TooltipRow {
  label: string;
  value: string;
  color?: string;
}

/** Where the box stands in the plot: beside its anchor, opening to one side of it. */
export interface TooltipPlacement {
  /** The anchor's horizontal position and the gap to keep from it, in pixels from the plot's left. */
  x: number;
  gap: number;
  top: number;
  opens: 'left' | 'right';
  plotWidth: number;
}

/** The small box beside what the pointer is over: a title, then a value per row (and a total). */
export function ChartTooltip({
  title,
  rows,
  total,
  placement: { x, gap, top, opens, plotWidth },
}: {
  title: string;
  rows: readonly TooltipRow[];
  total?: string;
  placement: TooltipPlacement;
}) {
  const side = opens === 'right' ? { left: x + gap } : { right: plotWidth - x + gap };
  return (
    <div className={css.tooltip} style={{ ...side, top }} aria-hidden="true" data-part="tooltip">
      <div className={css.tooltipTitle}>{title}</div>
      {rows.map((row, i) => (
        <div key={i} className={css.tooltipRow}>
          <span className={css.swatch} style={{ background: row.color ?? 'transparent' }} />
          <span>{row.label}</span>
          <span className={css.tooltipValue}>{row.value}</span>
        </div>
      ))}
      {total === undefined ? null : (
        <div className={`${css.tooltipRow} ${css.tooltipTotal}`}>
          <span className={css.swatch} />
          <span>Total</span>
          <span className={css.tooltipValue}>{total}</span>
        </div>
      )}
    </div>
  );
}
