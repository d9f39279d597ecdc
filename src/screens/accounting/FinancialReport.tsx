import type { StatementRow } from '../../domain/accounting/financialStatement';
import { shareOf, STATEMENT_KEYS } from '../../domain/accounting/financialStatement';
import { glLinesHref } from '../../domain/accounting/financialStatementColumns';
import type { FinancialStatement } from '../../domain/accounting/financialStatementQuery';
import { formatMoney, formatPercent } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import { FinancialReportStatement, statementTable, type StatementView } from './FinancialReportStatement';

export type FinancialReportView = 'consolidated' | 'branches';

export interface FinancialReportProps {
  /** The branch filter; the period is the month below. */
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  /** YYYY-MM, and the months offered, newest first. */
  period: string;
  months: readonly string[];
  onPeriodChange: (period: string) => void;
  /** The branches added up, or one column a branch. */
  view: FinancialReportView;
  onViewChange: (view: FinancialReportView) => void;
  /** Consolidated: the month, the prior year's, the budget, then the same year to date (monthReportColumns); by branch: one month a branch. */
  statement: FinancialStatement | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The statement as shown, a row of text a line, to save as a file. */
  onExport?: (table: string[][]) => void;
  onPrint?: () => void;
}

const monthName = (ym: string) => new Date(`${ym}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const salesOf = (rows: readonly StatementRow[], i: number) => rows.find((r) => r.key === STATEMENT_KEYS.sales)?.amounts[i] ?? 0;

/** The views of the consolidated report: each period its actual and % of sales, the prior year, the budget and the variance. */
function consolidatedViews(statement: FinancialStatement): StatementView[] {
  const { rows, columns } = statement;
  const amount = (id: string, header: string, i: number): StatementView => ({
    id,
    header,
    value: (row) => row.amounts[i] ?? 0,
    format: 'money',
    drill: (row) => glLinesHref(columns[i]!, row),
  });
  const share = (id: string, i: number): StatementView => ({ id, header: '% of sales', value: (row) => shareOf(row.amounts[i] ?? 0, salesOf(rows, i)), format: 'percent' });
  const variance = (id: string, actual: number, budget: number): StatementView => ({
    id,
    header: id.startsWith('ytd') ? 'YTD variance' : 'Variance',
    value: (row) => (row.amounts[actual] ?? 0) - (row.amounts[budget] ?? 0),
    format: 'money',
  });
  return [
    amount('month', 'Month', 0),
    share('month-share', 0),
    amount('prior', 'Prior year', 1),
    amount('budget', 'Budget', 2),
    variance('variance', 0, 2),
    amount('ytd', 'YTD', 3),
    share('ytd-share', 3),
    amount('ytd-prior', 'YTD prior year', 4),
    amount('ytd-budget', 'YTD budget', 5),
    variance('ytd-variance', 3, 5),
  ];
}

/** One column a branch, each its month and % of sales. */
function branchViews({ rows, columns }: FinancialStatement): StatementView[] {
  return columns.flatMap((column, i) => [
    { id: `b${i}`, header: column.branches.join(', '), value: (row: StatementRow) => row.amounts[i] ?? 0, format: 'money' as const, drill: (row: StatementRow) => glLinesHref(column, row) },
    { id: `b${i}-share`, header: '% of sales', value: (row: StatementRow) => shareOf(row.amounts[i] ?? 0, salesOf(rows, i)), format: 'percent' as const },
  ]);
}

const percentOrDash = (value: number | null) => (value === null ? '–' : formatPercent(value));

/**
 * /financial-report: the departmental statement of a month for the chosen branches, added up or side by side,
 * with the prior year, the budget and the year to date; KPIs and gross by department above it.
 */
export function FinancialReport({ filters, period, months, onPeriodChange, view, onViewChange, statement, isLoading, error, onRetry, onExport, onPrint }: FinancialReportProps) {
  const kpis = statement?.columns[0]?.kpis;
  const views = statement && (view === 'branches' ? branchViews(statement) : consolidatedViews(statement));
  const gross = statement?.rows.find((r) => r.key === STATEMENT_KEYS.gross)?.amounts[0] ?? 0;
  return (
    <ReportScreen<object>
      title="Financial Report"
      description={
        <>
          The departmental statement of {monthName(period)} from Excede&apos;s GL lines: open any amount to see the lines that make it.{' '}
          {statement?.columns.some((c) => c.preliminary) ? <Badge tone="caution">Preliminary: the month is not closed</Badge> : null}
        </>
      }
      actions={
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
      }
      filters={
        <ReportFilterBar {...filters} hasPeriod={false}>
          <Select label="Month" items={months.map((m) => ({ id: m, label: monthName(m) }))} value={period} onChange={(m) => m && onPeriodChange(m)} isRequired />
          <Select
            label="Show"
            items={[
              { id: 'consolidated', label: 'Branches added up' },
              { id: 'branches', label: 'Branches side by side' },
            ]}
            value={view}
            onChange={(v) => v && onViewChange(v as FinancialReportView)}
            isRequired
          />
        </ReportFilterBar>
      }
      freshness={statement ? { asOf: statement.asOf, stale: statement.stale } : undefined}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={[
        { label: 'Gross profit', value: gross / 100, format: formatMoney },
        { label: 'Net profit % of sales', value: kpis?.netProfitPercent ?? 0, format: () => percentOrDash(kpis?.netProfitPercent ?? null) },
        { label: 'Fixed absorption', value: kpis?.fixedAbsorption ?? 0, format: () => percentOrDash(kpis?.fixedAbsorption ?? null) },
        { label: 'Expenses % of gross', value: kpis?.expenseToGrossPercent ?? 0, format: () => percentOrDash(kpis?.expenseToGrossPercent ?? null) },
      ]}
      chart={
        <Card title="Gross by department">
          <BarChart
            title={`Gross by department, ${monthName(period)}`}
            data={kpis?.departmentGross.some((d) => d.cents !== 0) ? kpis.departmentGross.map((d) => ({ department: d.label, gross: d.cents / 100 })) : []}
            categoryKey="department"
            categoryLabel="Department"
            series={[{ key: 'gross', label: 'Gross profit' }]}
            format={formatMoney}
            height={220}
            isLoading={isLoading || !statement}
            emptyMessage="No gross this month"
          />
        </Card>
      }
    >
      {statement && views ? (
        <Card title="Statement">
          <FinancialReportStatement
            caption={`Financial statement, ${monthName(period)}`}
            rows={statement.rows}
            columns={views}
          />
        </Card>
      ) : null}
    </ReportScreen>
  );
}
