import useSWR from 'swr';
import { useLocation } from 'wouter';
import { recentMonths } from '../../../src/domain/accounting/financialStatementColumns';
import { newYorkDay } from '../../../src/domain/businessDays';
import { drillHref } from '../../../src/domain/drill';
import { FI_MANAGER_FIELDS, fiParams, type FiManagerRow, type FiSummary } from '../../../src/domain/sales/financeInsuranceFields';
import { NEW_USED } from '../../../src/domain/sales/vehicleAging';
import { FinanceInsurance } from '../../../src/screens/sales/FinanceInsurance';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import type { PageProps } from '../PageProps';

const PATH = '/finance-insurance-report';

/** /finance-insurance-report?brnId=&period=YYYY-MM: this month at the working branch unless the address says otherwise; a month is a new address. */
export default function FinanceInsurancePage({ query }: PageProps) {
  const [, navigate] = useLocation();
  const home = useHomeBranches();
  const months = recentMonths(newYorkDay(new Date()));
  const period = query.period && months.includes(query.period) ? query.period : months[0]!;
  const newUsed = NEW_USED.find((n) => n === query.newUsed);
  const ask = { period, newUsed };
  const params = new URLSearchParams(fiParams(ask));
  const report = useReport<FiManagerRow>(`sales/finance-insurance/managers?${params.toString()}`, FI_MANAGER_FIELDS, { branches: home, sort: [{ id: 'backGross', desc: true }] }, 'grid.financeInsurance');
  for (const code of report.query.branches) params.append('brnId', code);
  const { data, error, isLoading, mutate } = useSWR<FiSummary, Error>(`sales/finance-insurance?${params.toString()}`, { keepPreviousData: true, shouldRetryOnError: false });
  return (
    <FinanceInsurance
      filters={report.filters}
      period={period}
      months={months}
      onPeriodChange={(next) => navigate(drillHref(PATH, { brnId: report.query.branches, ...fiParams({ ...ask, period: next }) }))}
      newUsed={newUsed}
      onNewUsedChange={(next) => navigate(drillHref(PATH, { brnId: report.query.branches, ...fiParams({ ...ask, newUsed: next }) }))}
      summary={data}
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
