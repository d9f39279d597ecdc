import type { StatementRow } from '../../domain/accounting/financialStatement';
import { unitFigures, type StatementUnits, type UnitFigure } from '../../domain/accounting/statementUnits';
import { formatMoney, formatNumber } from '../../domain/format';
import { visuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden.css';
import * as css from './FinancialReportStatement.css';

export interface PlComparisonUnitsProps {
  caption: string;
  /** The statement's rows: the gross each figure shares out. */
  rows: readonly StatementRow[];
  /** Each column's name, in the statement's order. */
  columnNames: readonly string[];
  /** Each column's counts; undefined while they load. */
  units: StatementUnits | undefined;
}

/** What each figure is divided by, as a row under it. */
const COUNT_LABELS: Record<UnitFigure['key'], string> = {
  'gross-per-truck': 'Trucks delivered',
  'gross-per-ro': 'ROs closed',
  'parts-gross-per-counter-employee': 'Parts counter staff',
};

/**
 * The P&L comparison's per-unit figures, a column a statement column: gross per truck delivered, service gross per
 * RO closed and parts gross per counter employee, each above the count it divides by ('–' where there is none).
 */
export function PlComparisonUnits({ caption, rows, columnNames, units }: PlComparisonUnitsProps) {
  const figures = columnNames.map((_, i) => unitFigures(rows, i, units?.columns[i] ?? null));
  const text = (cents: number | null) => (cents === null ? '–' : formatMoney(cents / 100));
  const count = (value: number | null) => (units === undefined ? '…' : value === null ? '–' : formatNumber(value));
  return (
    // A region of its own so the keyboard can scroll it sideways: it holds no link to focus.
    <div className={css.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={css.table}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.lineName}>
              Per unit
            </th>
            {columnNames.map((name, i) => (
              <th key={i} scope="col" className={css.head}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(figures[0] ?? []).flatMap((figure, f) => [
            <tr key={figure.key} className={css.subtotal} data-figure={figure.key}>
              <th scope="row" className={css.lineName} style={{ fontWeight: 'inherit' }}>
                {figure.label}
              </th>
              {figures.map((column, i) => (
                <td key={i} className={css.cell}>
                  {units === undefined ? '…' : text(column[f]!.cents)}
                </td>
              ))}
            </tr>,
            <tr key={`${figure.key}-count`}>
              <th scope="row" className={css.lineName} style={{ paddingLeft: 24 }}>
                {COUNT_LABELS[figure.key]}
              </th>
              {figures.map((column, i) => (
                <td key={i} className={css.cell}>
                  {count(column[f]!.count)}
                </td>
              ))}
            </tr>,
          ])}
        </tbody>
      </table>
    </div>
  );
}
