import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../../domain/accounting/expenseDashboard';
import { EXPENSE_ACCOUNT_FIELDS, type ExpenseAccountRow, type ExpenseAgainstBudget, type ExpenseDashboard as Dashboard, type ExpenseDashboardAsk } from '../../domain/accounting/expenseDashboardFields';
import { lastDayOf } from '../../domain/accounting/financialStatement';
import { drillHref } from '../../domain/drill';
import { formatMoney, formatPercent } from '../../domain/format';
import { centsOf } from '../../domain/money';
import { Badge } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { LineChart } from '../../ui/charts/LineChart';
import { StackedBarChart } from '../../ui/charts/StackedBarChart';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportKpi, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import * as css from './ExpenseDashboard.css';

export type ExpenseAccountGrid = Omit<ReportGrid<ExpenseAccountRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface ExpenseDashboardProps extends Pick<ReportScreenProps<ExpenseAccountRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  /** The branch filter; the month, department and category are the dashboard's own, below. */
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  ask: ExpenseDashboardAsk;
  /** The months offered (YYYY-MM), newest first. */
  months: readonly string[];
  onAskChange: (ask: ExpenseDashboardAsk) => void;
  /** The tiles' and charts' figures; undefined while they load. */
  dashboard: Dashboard | undefined;
  /** Every account of the month, on the list protocol. */
  grid: ExpenseAccountGrid;
}

const dollars = (text: string | null | undefined) => (centsOf(text ?? '0') ?? 0) / 100;
const monthName = (ym: string, month: 'long' | 'short' = 'long') => new Date(`${ym}-15T12:00:00Z`).toLocaleDateString('en-US', { month, year: 'numeric', timeZone: 'UTC' });
const ofBudget = ({ budget, percentOfBudget }: ExpenseAgainstBudget) =>
  percentOfBudget === null ? 'No budget' : `${formatPercent(percentOfBudget)} of the ${formatMoney(dollars(budget))} budget`;

/** The GL lines of an account at its branch in the month: their debits less credits are its actual. */
const glLinesOf = (row: Pick<ExpenseAccountRow, 'brnId' | 'acctId'>, period: string) =>
  drillHref('/ar/transactiondetail', { brnId: row.brnId, from: `${period}-01`, to: lastDayOf(period), 'f.acctId': [row.acctId] });

const accountColumns = (period: string): DataTableColumn<ExpenseAccountRow>[] =>
  fieldColumns<ExpenseAccountRow, typeof EXPENSE_ACCOUNT_FIELDS>(EXPENSE_ACCOUNT_FIELDS, {
    acctId: { width: '100px', render: (row) => <Link href={glLinesOf(row, period)} aria-label={`${row.acctId} ${row.description} at ${row.brnId}: GL lines`}>{row.acctId}</Link> },
    description: { width: 'minmax(180px, 2fr)' },
    department: { width: '130px', enableFilter: false },
    category: { width: '110px', enableFilter: false },
    brnId: { width: '90px', enableFilter: false },
    actual: { width: '130px' },
    budget: { width: '130px' },
    variance: { width: '130px' },
    variancePercent: { width: '110px' },
    priorYear: { width: '130px' },
    // Not colour alone: the badge says it.
    overrun: { width: '130px', render: (row) => (row.overrun ? <Badge tone="critical">Over budget</Badge> : null) },
  });

const columnsByPeriod = new Map<string, DataTableColumn<ExpenseAccountRow>[]>();
/** Stable for a month, as the grid wants its columns. */
function columnsOf(period: string) {
  if (!columnsByPeriod.has(period)) columnsByPeriod.set(period, accountColumns(period));
  return columnsByPeriod.get(period)!;
}

function tilesOf(dashboard: Dashboard | undefined): ReportKpi[] {
  const overrun = dashboard?.largestOverrun;
  const spent = (label: string, span: ExpenseAgainstBudget | undefined): ReportKpi => ({
    label,
    value: dollars(span?.actual),
    format: formatMoney,
    ...(span ? { note: { text: ofBudget(span) } } : {}),
  });
  return [
    spent('Expenses this month', dashboard?.month),
    spent('Expenses year to date', dashboard?.yearToDate),
    {
      label: 'Largest overrun',
      value: dollars(overrun?.variance),
      format: formatMoney,
      note: overrun
        ? { text: `${overrun.acctId} ${overrun.description} at ${overrun.brnId}, ${formatPercent(overrun.variancePercent ?? 0)} over`, tone: 'critical' }
        : { text: 'No account over its limits' },
    },
  ];
}

function Charts({ dashboard, isLoading, period }: { dashboard: Dashboard | undefined; isLoading: boolean; period: string }) {
  const loading = isLoading || !dashboard;
  const categories = (dashboard?.categories ?? []).map((b) => ({ branch: b.brnId, ...Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, dollars(b.amounts[c])])) }));
  const spent = dashboard?.categories.some((b) => EXPENSE_CATEGORIES.some((c) => dollars(b.amounts[c]) !== 0));
  const trend = (dashboard?.trend ?? []).map((t) => ({ month: monthName(t.month, 'short'), actual: dollars(t.actual), budget: dollars(t.budget) }));
  const top = (dashboard?.top ?? []).map((r) => ({ account: `${r.acctId} (${r.brnId})`, variance: dollars(r.variance) }));
  return (
    <div className={css.charts}>
      <Card title="Categories by branch">
        <StackedBarChart
          title={`Expenses by category and branch, ${monthName(period)}`}
          data={spent ? categories : []}
          categoryKey="branch"
          categoryLabel="Branch"
          series={EXPENSE_CATEGORIES.map((c) => ({ key: c, label: c }))}
          format={formatMoney}
          height={240}
          isLoading={loading}
          emptyMessage="No expenses this month"
        />
      </Card>
      <Card title="12-month trend">
        <LineChart
          title={`Expenses against budget, the 12 months to ${monthName(period)}`}
          data={trend.some((t) => t.actual !== 0 || t.budget !== 0) ? trend : []}
          categoryKey="month"
          categoryLabel="Month"
          series={[
            { key: 'actual', label: 'Actual' },
            { key: 'budget', label: 'Budget' },
          ]}
          format={formatMoney}
          height={240}
          isLoading={loading}
          emptyMessage="No expenses or budgets in these months"
        />
      </Card>
      <div className={css.wide}>
        <Card title="Top 20 accounts over budget">
          <BarChart
            title={`The 20 accounts furthest over budget, ${monthName(period)}`}
            data={top}
            categoryKey="account"
            categoryLabel="Account (branch)"
            series={[{ key: 'variance', label: 'Over budget by' }]}
            format={formatMoney}
            height={240}
            isLoading={loading}
            emptyMessage="No account is over its budget this month"
          />
        </Card>
      </div>
    </div>
  );
}

/**
 * /expense-dashboard: a month's expenses against budget for the chosen branches, department and category: tiles,
 * the categories by branch, the 12-month trend, the accounts furthest over, and every account in the grid, each
 * drilling to its GL lines; overruns over the limits of the portal settings are badged.
 */
export function ExpenseDashboard({ filters, ask, months, onAskChange, dashboard, grid, freshness, isLoading, error, onRetry }: ExpenseDashboardProps) {
  const departments = [...new Set([...(dashboard?.departments ?? []), ...(ask.department ? [ask.department] : [])])];
  return (
    <ReportScreen<ExpenseAccountRow>
      title="Expense Dashboard"
      description={`Expense accounts of ${monthName(ask.period)} from Excede's GL lines against their budgets. Open an account to see the lines that make its actual.`}
      filters={
        <ReportFilterBar {...filters} hasPeriod={false}>
          <Select label="Month" items={months.map((m) => ({ id: m, label: monthName(m) }))} value={ask.period} onChange={(m) => m && onAskChange({ ...ask, period: m })} isRequired />
          <Select
            label="Department"
            placeholder="All departments"
            items={departments.map((d) => ({ id: d, label: d }))}
            value={ask.department ?? ''}
            onChange={(d) => onAskChange({ ...ask, department: d || null })}
          />
          <Select
            label="Category"
            placeholder="All categories"
            items={EXPENSE_CATEGORIES.map((c) => ({ id: c, label: c }))}
            value={ask.category ?? ''}
            onChange={(c) => onAskChange({ ...ask, category: (c || null) as ExpenseCategory | null })}
          />
        </ReportFilterBar>
      }
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={tilesOf(dashboard)}
      chart={<Charts dashboard={dashboard} isLoading={!!isLoading} period={ask.period} />}
      grid={{
        ...grid,
        'aria-label': 'Expense accounts',
        columns: columnsOf(ask.period),
        getRowId: (row) => `${row.brnId}:${row.acctId}`,
        emptyMessage: 'No expenses or budgets match these filters.',
      }}
    />
  );
}
