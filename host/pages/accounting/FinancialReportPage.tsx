import useSWR from 'swr';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { addMonths } from '../../../src/domain/accounting/financialStatement';
import { branchColumns, monthReportColumns, recentMonths } from '../../../src/domain/accounting/financialStatementColumns';
import { columnParam, type FinancialStatement } from '../../../src/domain/accounting/financialStatementQuery';
import { newYorkDay } from '../../../src/domain/businessDays';
import { drillHref } from '../../../src/domain/drill';
import { branchCode } from '../../../src/domain/branches';
import { FinancialReport, type FinancialReportView } from '../../../src/screens/accounting/FinancialReport';
import { csvBlob, downloadBlob } from '../../../src/ui/DataTable/exportRows';
import { useHomeBranches } from '../../report/useHomeBranches';
import { session } from '../../session';
import type { PageProps } from '../PageProps';

const PATH = '/financial-report';

/**
 * /financial-report?brnId=&period=YYYY-MM&view=branches: last month's statement of the working branch unless the
 * address says otherwise; every choice is a new address, so a reload or a link keeps it.
 */
export default function FinancialReportPage({ query }: PageProps) {
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const home = useHomeBranches();
  const asked = new URLSearchParams(window.location.search).getAll('brnId');
  const branches = asked.length ? asked.filter((b) => b !== 'all') : home;
  const months = recentMonths(newYorkDay(new Date()));
  const period = query.period && months.includes(query.period) ? query.period : addMonths(months[0]!, -1);
  const view: FinancialReportView = query.view === 'branches' ? 'branches' : 'consolidated';
  const mine = user?.branches.map(branchCode) ?? [];
  const columns = view === 'branches' ? branchColumns(period, branches.length ? branches : mine) : monthReportColumns(period, branches);
  const { data, error, isLoading, mutate } = useSWR<FinancialStatement, Error>(`accounting/financial-statement?${columns.map((c) => `col=${encodeURIComponent(columnParam(c))}`).join('&')}`, {
    keepPreviousData: true,
  });
  const go = (next: { branches?: string[]; period?: string; view?: FinancialReportView }) =>
    navigate(drillHref(PATH, { brnId: next.branches ?? branches, period: next.period ?? period, view: (next.view ?? view) === 'branches' ? 'branches' : null }));
  return (
    <FinancialReport
      filters={{ branches: user?.branches ?? [], value: { branches, from: null, to: null }, onChange: (f) => go({ branches: f.branches }) }}
      period={period}
      months={months}
      onPeriodChange={(p) => go({ period: p })}
      view={view}
      onViewChange={(v) => go({ view: v })}
      statement={data}
      isLoading={isLoading}
      error={error?.message ?? null}
      onRetry={() => void mutate()}
      onExport={(table) => downloadBlob(csvBlob(table), `financial-report-${period}.csv`)}
      onPrint={() => window.print()}
    />
  );
}
