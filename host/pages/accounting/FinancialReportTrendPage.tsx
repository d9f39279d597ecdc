import { TREND_MONTHS, trendColumns } from '../../../src/domain/accounting/financialStatementColumns';
import { FinancialReportTrend } from '../../../src/screens/accounting/FinancialReportTrend';
import { csvBlob, downloadBlob } from '../../../src/ui/DataTable/exportRows';
import { useFinancialStatement, useStatementAddress } from '../../report/useFinancialStatement';
import type { PageProps } from '../PageProps';

/** The months asked for in the address, kept within 13 to 24. */
const countOf = (asked: string | undefined) => Math.min(TREND_MONTHS.most, Math.max(TREND_MONTHS.least, Math.trunc(Number(asked)) || TREND_MONTHS.least));

/**
 * /financial-report-trend?brnId=&to=YYYY-MM&months=13..24: the 13 months to last month of the working branch
 * unless the address says otherwise; every choice is a new address.
 */
export default function FinancialReportTrendPage({ query }: PageProps) {
  const { asked, home, months, monthOf, go, branchFilter } = useStatementAddress('/financial-report-trend');
  const branches = asked.length ? asked.filter((b) => b !== 'all') : home;
  const to = monthOf(query.to);
  const count = countOf(query.months);
  const answer = useFinancialStatement(trendColumns(to, count, branches));
  const address = (next: { branches?: string[]; to?: string; count?: number }) => ({ brnId: next.branches ?? branches, to: next.to ?? to, months: String(next.count ?? count) });
  return (
    <FinancialReportTrend
      {...answer}
      filters={branchFilter(branches, (b) => address({ branches: b }))}
      to={to}
      months={months}
      onToChange={(m) => go(address({ to: m }))}
      count={count}
      onCountChange={(n) => go(address({ count: n }))}
      onExport={(table) => downloadBlob(csvBlob(table), `financial-report-trend-${to}.csv`)}
      onPrint={() => window.print()}
    />
  );
}
