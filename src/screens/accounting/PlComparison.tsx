import { netBridge, shareOf, STATEMENT_KEYS, type StatementRow } from '../../domain/accounting/financialStatement';
import { glLinesHref } from '../../domain/accounting/financialStatementColumns';
import type { FinancialStatement, StatementColumn } from '../../domain/accounting/financialStatementQuery';
import { formatMoney } from '../../domain/format';
import { Card } from '../../ui/Card/Card';
import { WaterfallChart } from '../../ui/charts/WaterfallChart';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import { FinancialReportStatement, type StatementView } from './FinancialReportStatement';

export type PlComparisonMode = 'branches' | 'budget' | 'periods';

export interface PlComparisonProps {
  /** The branches compared (2 to 6 for branches), or added up for the other comparisons. */
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  period: string;
  months: readonly string[];
  onPeriodChange: (period: string) => void;
  mode: PlComparisonMode;
  onModeChange: (mode: PlComparisonMode) => void;
  /** Its columns in order: the first is the one the others are compared with. */
  statement: FinancialStatement | undefined;
  /** Each column's name ('101', 'Budget', 'October 2025'). */
  columnNames: readonly string[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

const monthName = (ym: string) => new Date(`${ym}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const salesOf = (rows: readonly StatementRow[], i: number) => rows.find((r) => r.key === STATEMENT_KEYS.sales)?.amounts[i] ?? 0;

/** Each column its amount and % of sales, then the last column's difference from the first. */
function comparisonViews(columns: readonly StatementColumn[], rows: readonly StatementRow[], names: readonly string[]): StatementView[] {
  const last = columns.length - 1;
  return [
    ...columns.flatMap((column, i) => [
      { id: `c${i}`, header: names[i] ?? '', value: (row: StatementRow) => row.amounts[i] ?? 0, format: 'money' as const, drill: (row: StatementRow) => glLinesHref(column, row) },
      { id: `c${i}-share`, header: '% of sales', value: (row: StatementRow) => shareOf(row.amounts[i] ?? 0, salesOf(rows, i)), format: 'percent' as const },
    ]),
    { id: 'difference', header: `${names[last] ?? ''} − ${names[0] ?? ''}`, value: (row) => (row.amounts[last] ?? 0) - (row.amounts[0] ?? 0), format: 'money' },
  ];
}

/**
 * /plcomparison: two to six columns of the same statement (branches, periods, or actual against budget), each
 * amount with its % of sales and the difference, and a waterfall from the first column's net profit to the last's
 * by department.
 */
export function PlComparison({ filters, period, months, onPeriodChange, mode, onModeChange, statement, columnNames, isLoading, error, onRetry }: PlComparisonProps) {
  const last = (statement?.columns.length ?? 0) - 1;
  const names = [columnNames[0] ?? '', columnNames[last] ?? ''] as const;
  const bridge = statement && last > 0 ? netBridge(statement.rows, 0, last, names) : [];
  return (
    <ReportScreen<object>
      title="P&L Comparison"
      description="Branches, periods or actual against budget, line by line from the same statement layout: open any amount to see its GL lines."
      filters={
        <ReportFilterBar {...filters} hasPeriod={false}>
          <Select label="Month" items={months.map((m) => ({ id: m, label: monthName(m) }))} value={period} onChange={(m) => m && onPeriodChange(m)} isRequired />
          <Select
            label="Compare"
            items={[
              { id: 'branches', label: 'Branches' },
              { id: 'periods', label: 'Prior month and prior year' },
              { id: 'budget', label: 'Actual against budget' },
            ]}
            value={mode}
            onChange={(m) => m && onModeChange(m as PlComparisonMode)}
            isRequired
          />
        </ReportFilterBar>
      }
      freshness={statement ? { asOf: statement.asOf, stale: statement.stale } : undefined}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      chart={
        <Card title="Net profit by department">
          <WaterfallChart
            title={`Net profit, ${names[0]} to ${names[1]}`}
            data={bridge.map((step) => ({ label: step.label, value: step.cents / 100, kind: step.kind }))}
            format={formatMoney}
            height={260}
            isLoading={isLoading || !statement}
            emptyMessage="Choose at least two branches to compare"
          />
        </Card>
      }
    >
      {statement ? (
        <Card title="Statement">
          <FinancialReportStatement caption={`P&L comparison, ${monthName(period)}`} rows={statement.rows} columns={comparisonViews(statement.columns, statement.rows, columnNames)} />
        </Card>
      ) : null}
    </ReportScreen>
  );
}
