import type { ReactNode } from 'react';
import { shareOf, STATEMENT_KEYS, type StatementRow } from '../../domain/accounting/financialStatement';
import { glLinesHref } from '../../domain/accounting/financialStatementColumns';
import type { FinancialStatement } from '../../domain/accounting/financialStatementQuery';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportKpi } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import { FinancialReportStatement, statementTable, type FinancialReportStatementProps, type StatementView } from './FinancialReportStatement';

/** A month 'YYYY-MM' in words: 'October 2026' ('Oct 2026' short). */
export const monthName = (ym: string, month: 'long' | 'short' = 'long') =>
  new Date(`${ym}-15T12:00:00Z`).toLocaleDateString('en-US', { month, year: 'numeric', timeZone: 'UTC' });

/** What each financial screen is given by its page: the branch filter and the statement's answer. */
export interface StatementScreenState {
  /** The branch filter; the periods are the screen's own choices. */
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  statement: FinancialStatement | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** A statement's month choice, the months offered newest first. */
export interface StatementMonthProps {
  /** YYYY-MM. */
  period: string;
  months: readonly string[];
  onPeriodChange: (period: string) => void;
}

/** The statement as shown, a row of text a line, to save as a file; and printing the page. */
export interface StatementFileActions {
  onExport?: (table: string[][]) => void;
  onPrint?: () => void;
}

const salesOf = (rows: readonly StatementRow[], i: number) => rows.find((r) => r.key === STATEMENT_KEYS.sales)?.amounts[i] ?? 0;

/** A column's amount (linked to its GL lines) and its % of sales: the pair each branch or period shows. */
export const amountAndShare = ({ rows, columns }: FinancialStatement, i: number, id: string, header: string): StatementView[] => [
  { id, header, value: (row) => row.amounts[i] ?? 0, format: 'money', drill: (row) => glLinesHref(columns[i]!, row) },
  { id: `${id}-share`, header: '% of sales', value: (row) => shareOf(row.amounts[i] ?? 0, salesOf(rows, i)), format: 'percent' },
];

/** A choice of the filter bar beside the branches: the month, what to show. */
export interface StatementChoice {
  label: string;
  items: { id: string; label: string }[];
  value: string;
  onChange: (id: string) => void;
}

/** The month choice of a statement: the months offered, newest first, by name. */
export const monthChoice = (label: string, value: string, months: readonly string[], onChange: (month: string) => void): StatementChoice => ({
  label,
  items: months.map((m) => ({ id: m, label: monthName(m) })),
  value,
  onChange,
});

export interface FinancialStatementScreenProps extends StatementFileActions {
  title: string;
  description: ReactNode;
  /** The branches (and the days, where hasPeriod) of the statement. */
  filters: Omit<ReportFilterBarProps, 'children'>;
  /** The choices after the branches, in order. */
  choices?: readonly StatementChoice[];
  statement: FinancialStatement | undefined;
  /** The statement's columns as shown; its caption names the table. */
  caption: string;
  views: readonly StatementView[] | undefined;
  /** A line's figures drawn small beside its name (the trend). */
  lineTrend?: FinancialReportStatementProps['lineTrend'];
  kpis?: readonly ReportKpi[];
  chart?: ReactNode;
  /** Stands where the statement would, when there is none and nothing is loading. */
  empty?: ReactNode;
  /** Under the statement. */
  children?: ReactNode;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/**
 * The frame every financial screen shares (the report, its date range and trend, the P&L comparison): the
 * branches and the screen's choices, export and print, headline figures and a chart, then the statement.
 */
export function FinancialStatementScreen({
  title,
  description,
  filters,
  choices = [],
  statement,
  caption,
  views,
  lineTrend,
  kpis,
  chart,
  empty,
  children,
  isLoading,
  error,
  onRetry,
  onExport,
  onPrint,
}: FinancialStatementScreenProps) {
  const actions =
    onExport || onPrint ? (
      <>
        {onExport ? (
          <Button tone="secondary" size="small" onPress={() => statement && views && onExport(statementTable(statement.rows, views))} isDisabled={!statement}>
            Export CSV
          </Button>
        ) : null}
        {onPrint ? (
          <Button tone="secondary" size="small" onPress={onPrint}>
            Print
          </Button>
        ) : null}
      </>
    ) : undefined;
  return (
    <ReportScreen<object>
      title={title}
      description={description}
      actions={actions}
      filters={
        <ReportFilterBar {...filters}>
          {choices.length
            ? choices.map((choice) => (
                <Select key={choice.label} label={choice.label} items={choice.items} value={choice.value} onChange={(id) => id && choice.onChange(String(id))} isRequired />
              ))
            : null}
        </ReportFilterBar>
      }
      freshness={statement ? { asOf: statement.asOf, stale: statement.stale } : undefined}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={kpis}
      chart={chart}
    >
      {statement && views ? (
        <Card title="Statement">
          <FinancialReportStatement caption={caption} rows={statement.rows} columns={views} lineTrend={lineTrend} />
        </Card>
      ) : isLoading ? null : (
        empty
      )}
      {children}
    </ReportScreen>
  );
}
