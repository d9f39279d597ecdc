import useSWR from 'swr';
import { useLocation } from 'wouter';
import { addMonths } from '../../../src/domain/accounting/financialStatement';
import { recentMonths } from '../../../src/domain/accounting/financialStatementColumns';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../../../src/domain/accounting/expenseDashboard';
import { EXPENSE_ACCOUNT_FIELDS, type ExpenseAccountRow, type ExpenseDashboard as Dashboard, type ExpenseDashboardAsk } from '../../../src/domain/accounting/expenseDashboardFields';
import { newYorkDay } from '../../../src/domain/businessDays';
import { drillHref } from '../../../src/domain/drill';
import { ExpenseDashboard } from '../../../src/screens/accounting/ExpenseDashboard';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import type { PageProps } from '../PageProps';

const PATH = '/expense-dashboard';

/** The dashboard's own parameters of an ask, blanks left out. */
const askParams = ({ period, department, category }: ExpenseDashboardAsk) =>
  new URLSearchParams({ period, ...(department ? { department } : {}), ...(category ? { category } : {}) });

/**
 * /expense-dashboard?brnId=&period=YYYY-MM&department=&category=: last month at the working branch unless the address
 * says otherwise. The branches and the grid's view change the address in place; a month, department or category is a new address.
 */
export default function ExpenseDashboardPage({ query }: PageProps) {
  const [, navigate] = useLocation();
  const home = useHomeBranches();
  const months = recentMonths(newYorkDay(new Date()));
  const ask: ExpenseDashboardAsk = {
    period: query.period && months.includes(query.period) ? query.period : addMonths(months[0]!, -1),
    department: query.department?.trim() || null,
    category: (EXPENSE_CATEGORIES as readonly string[]).includes(query.category ?? '') ? (query.category as ExpenseCategory) : null,
  };
  const params = askParams(ask);
  const report = useReport<ExpenseAccountRow>(`accounting/expense-dashboard/accounts?${params.toString()}`, EXPENSE_ACCOUNT_FIELDS, { branches: home, sort: [{ id: 'variance', desc: true }] }, 'grid.expenseDashboard');
  for (const code of report.query.branches) params.append('brnId', code);
  const { data, error, isLoading, mutate } = useSWR<Dashboard, Error>(`accounting/expense-dashboard?${params.toString()}`, { keepPreviousData: true, shouldRetryOnError: false });
  return (
    <ExpenseDashboard
      filters={report.filters}
      ask={ask}
      months={months}
      onAskChange={(next) => navigate(drillHref(PATH, { brnId: report.query.branches, period: next.period, department: next.department, category: next.category }))}
      dashboard={data}
      grid={report.grid}
      freshness={data ? { asOf: data.asOf, stale: data.stale } : report.freshness}
      isLoading={isLoading || report.isLoading}
      error={error?.message ?? report.error}
      onRetry={() => {
        void mutate();
        report.onRetry();
      }}
    />
  );
}
