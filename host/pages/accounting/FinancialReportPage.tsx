import { branchColumns, monthReportColumns } from '../../../src/domain/accounting/financialStatementColumns';
import { FinancialReport, type FinancialReportView } from '../../../src/screens/accounting/FinancialReport';
import { csvBlob, downloadBlob } from '../../../src/ui/DataTable/exportRows';
import { useFinancialStatement, useStatementAddress } from '../../report/useFinancialStatement';
import type { PageProps } from '../PageProps';

/**
 * /financial-report?brnId=&period=YYYY-MM&view=branches: last month's statement of the working branch unless the
 * address says otherwise; every choice is a new address, so a reload or a link keeps it.
 */
export default function FinancialReportPage({ query }: PageProps) {
  const { asked, home, mine, months, monthOf, go, branchFilter } = useStatementAddress('/financial-report');
  const branches = asked.length ? asked.filter((b) => b !== 'all') : home;
  const period = monthOf(query.period);
  const view: FinancialReportView = query.view === 'branches' ? 'branches' : 'consolidated';
  const columns = view === 'branches' ? branchColumns(period, branches.length ? branches : mine) : monthReportColumns(period, branches);
  const answer = useFinancialStatement(columns);
  const address = (next: { branches?: string[]; period?: string; view?: FinancialReportView }) => ({
    brnId: next.branches ?? branches,
    period: next.period ?? period,
    view: (next.view ?? view) === 'branches' ? 'branches' : null,
  });
  return (
    <FinancialReport
      {...answer}
      filters={branchFilter(branches, (b) => address({ branches: b }))}
      period={period}
      months={months}
      onPeriodChange={(p) => go(address({ period: p }))}
      view={view}
      onViewChange={(v) => go(address({ view: v }))}
      onExport={(table) => downloadBlob(csvBlob(table), `financial-report-${period}.csv`)}
      onPrint={() => window.print()}
    />
  );
}
