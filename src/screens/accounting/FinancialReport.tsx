import { STATEMENT_KEYS } from '../../domain/accounting/financialStatement';
import { glLinesHref } from '../../domain/accounting/financialStatementColumns';
import type { FinancialStatement } from '../../domain/accounting/financialStatementQuery';
import { formatMoney, formatPercent } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import type { StatementView } from './FinancialReportStatement';
import {
  amountAndShare,
  FinancialStatementScreen,
  monthChoice,
  monthName,
  type StatementFileActions,
  type StatementMonthProps,
  type StatementScreenState,
} from './FinancialStatementScreen';

export type FinancialReportView = 'consolidated' | 'branches';

export interface FinancialReportProps extends StatementScreenState, StatementMonthProps, StatementFileActions {
  /** The branches added up, or one column a branch. */
  view: FinancialReportView;
  onViewChange: (view: FinancialReportView) => void;
}

/** The views of the consolidated report (monthReportColumns): each period its actual and % of sales, the prior year, the budget and the variance. */
function consolidatedViews(statement: FinancialStatement): StatementView[] {
  const { columns } = statement;
  const amount = (id: string, header: string, i: number): StatementView => ({
    id,
    header,
    value: (row) => row.amounts[i] ?? 0,
    format: 'money',
    drill: (row) => glLinesHref(columns[i]!, row),
  });
  const variance = (id: string, actual: number, budget: number): StatementView => ({
    id,
    header: id.startsWith('ytd') ? 'YTD variance' : 'Variance',
    value: (row) => (row.amounts[actual] ?? 0) - (row.amounts[budget] ?? 0),
    format: 'money',
  });
  return [
    ...amountAndShare(statement, 0, 'month', 'Month'),
    amount('prior', 'Prior year', 1),
    amount('budget', 'Budget', 2),
    variance('variance', 0, 2),
    ...amountAndShare(statement, 3, 'ytd', 'YTD'),
    amount('ytd-prior', 'YTD prior year', 4),
    amount('ytd-budget', 'YTD budget', 5),
    variance('ytd-variance', 3, 5),
  ];
}

/** One column a branch, each its month and % of sales. */
const branchViews = (statement: FinancialStatement): StatementView[] => statement.columns.flatMap((column, i) => amountAndShare(statement, i, `b${i}`, column.branches.join(', ')));

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
    <FinancialStatementScreen
      title="Financial Report"
      description={
        <>
          The departmental statement of {monthName(period)} from Excede&apos;s GL lines: open any amount to see the lines that make it.{' '}
          {statement?.columns.some((c) => c.preliminary) ? <Badge tone="caution">Preliminary: the month is not closed</Badge> : null}
        </>
      }
      filters={{ ...filters, hasPeriod: false }}
      choices={[
        monthChoice('Month', period, months, onPeriodChange),
        {
          label: 'Show',
          items: [
            { id: 'consolidated', label: 'Branches added up' },
            { id: 'branches', label: 'Branches side by side' },
          ],
          value: view,
          onChange: (v) => onViewChange(v as FinancialReportView),
        },
      ]}
      statement={statement}
      caption={`Financial statement, ${monthName(period)}`}
      views={views}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      onExport={onExport}
      onPrint={onPrint}
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
    />
  );
}
