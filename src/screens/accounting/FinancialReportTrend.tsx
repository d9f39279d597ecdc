import { TREND_MONTHS, glLinesHref } from '../../domain/accounting/financialStatementColumns';
import type { FinancialStatement } from '../../domain/accounting/financialStatementQuery';
import { Badge } from '../../ui/Badge/Badge';
import type { StatementView } from './FinancialReportStatement';
import { FinancialStatementScreen, monthChoice, monthName, type StatementFileActions, type StatementScreenState } from './FinancialStatementScreen';

export interface FinancialReportTrendProps extends StatementScreenState, StatementFileActions {
  /** The last month shown (YYYY-MM), and the months offered for it, newest first. */
  to: string;
  months: readonly string[];
  onToChange: (to: string) => void;
  /** How many months, 13 to 24; the statement has one actual column a month, the oldest first (trendColumns). */
  count: number;
  onCountChange: (count: number) => void;
}

const COUNTS = Array.from({ length: TREND_MONTHS.most - TREND_MONTHS.least + 1 }, (_, i) => String(TREND_MONTHS.least + i));

/** A column a month, headed by its short name, each amount a link to its GL lines. */
const monthViews = ({ columns }: FinancialStatement): StatementView[] =>
  columns.map((column, i) => ({
    id: column.from,
    header: monthName(column.from.slice(0, 7), 'short'),
    value: (row) => row.amounts[i] ?? 0,
    format: 'money',
    drill: (row) => glLinesHref(column, row),
  }));

/** /financial-report-trend: the statement's lines across 13 to 24 months, each with a sparkline of its months. */
export function FinancialReportTrend({ filters, to, months, onToChange, count, onCountChange, statement, isLoading, error, onRetry, onExport, onPrint }: FinancialReportTrendProps) {
  const from = statement?.columns[0]?.from.slice(0, 7);
  return (
    <FinancialStatementScreen
      title="Financial Report Trend"
      description={
        <>
          The departmental statement month by month from Excede&apos;s GL lines, each line with the shape of its months: open any amount to see the
          lines that make it.{' '}
          {statement?.columns.at(-1)?.preliminary ? <Badge tone="caution">Preliminary: {monthName(to)} is not closed</Badge> : null}
        </>
      }
      filters={{ ...filters, hasPeriod: false }}
      choices={[
        monthChoice('Last month', to, months, onToChange),
        { label: 'Months', items: COUNTS.map((n) => ({ id: n, label: `${n} months` })), value: String(count), onChange: (n) => onCountChange(Number(n)) },
      ]}
      statement={statement}
      caption={`Financial statement by month, ${from ? monthName(from) : ''} to ${monthName(to)}`}
      views={statement && monthViews(statement)}
      lineTrend={(row) => row.amounts}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      onExport={onExport}
      onPrint={onPrint}
    />
  );
}
