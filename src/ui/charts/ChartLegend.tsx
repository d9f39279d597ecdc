import * as css from './Chart.css';

export interface LegendItem {
  label: string;
  color: string;
}

/** A swatch and a name per series (or slice), under the plot. Hidden from screen readers: the table names them. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className={css.legend} aria-hidden="true" data-part="legend">
      {items.map((item, i) => (
        <li key={i} className={css.legendItem}>
          <span className={css.swatch} style={{ background: item.color }} data-part="legend-swatch" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
