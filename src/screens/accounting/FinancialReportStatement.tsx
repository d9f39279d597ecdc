import type { StatementRow } from '../../domain/accounting/financialStatement';
import { formatMoney, formatPercent } from '../../domain/format';
import { Sparkline } from '../../ui/charts/Sparkline';
import { Link } from '../../ui/Link/Link';
import { visuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden.css';
import * as css from './FinancialReportStatement.css';

/** A column of the statement as shown: its heading, each line's figure and, for an actual, where it drills. */
export interface StatementView {
  id: string;
  header: string;
  /** Cents for an amount, a percentage for a share; null when there is none (a share of no sales). */
  value: (row: StatementRow) => number | null;
  format: 'money' | 'percent';
  /** The GL lines behind the figure, when it has them. */
  drill?: (row: StatementRow) => string | null;
}

export interface FinancialReportStatementProps {
  /** The table's caption, for screen readers. */
  caption: string;
  rows: readonly StatementRow[];
  columns: readonly StatementView[];
  /** A line's figures (cents, oldest first) drawn small in a column after its name, as the trend shows them. */
  lineTrend?: (row: StatementRow) => readonly number[];
}

const textOf = (value: number | null, format: StatementView['format']) =>
  value === null ? '–' : format === 'money' ? formatMoney(value / 100) : formatPercent(value);

/** The statement as a table of text (a header row, then a row a line), for a CSV or a workbook. */
export const statementTable = (rows: readonly StatementRow[], columns: readonly StatementView[]): string[][] => [
  ['Line', ...columns.map((c) => c.header)],
  ...rows.map((row) => [`${'  '.repeat(row.depth)}${row.label}`, ...columns.map((c) => textOf(c.value(row), c.format))]),
];

/**
 * The financial statement every financial screen shows (the reports, the trend, the P&L comparison): its lines
 * in the layout's hierarchy, subtotals after their lines, a figure a column, each actual amount a link to the GL
 * lines that make it.
 */
export function FinancialReportStatement({ caption, rows, columns, lineTrend }: FinancialReportStatementProps) {
  return (
    <div className={css.scroller}>
      <table className={css.table}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.lineName}>
              Line
            </th>
            {lineTrend ? (
              <th scope="col" className={css.head}>
                Trend
              </th>
            ) : null}
            {columns.map((column) => (
              <th key={column.id} scope="col" className={css.head}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.kind === 'subtotal' ? css.subtotal : undefined} data-line={row.key}>
              <th scope="row" className={css.lineName} style={{ paddingLeft: `calc(${row.depth} * 16px + 8px)`, fontWeight: 'inherit' }}>
                {row.label}
              </th>
              {lineTrend ? (
                <td className={css.cell}>
                  <Sparkline label={row.label} values={lineTrend(row).map((cents) => cents / 100)} format={formatMoney} />
                </td>
              ) : null}
              {columns.map((column) => {
                const text = textOf(column.value(row), column.format);
                const href = column.drill?.(row);
                return (
                  <td key={column.id} className={css.cell}>
                    {href ? (
                      <Link href={href} aria-label={`${row.label}, ${column.header}: ${text}`}>
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
