import { FinancialReportDateRange } from '../../../src/screens/accounting/FinancialReportDateRange';
import { presetRange } from '../../../src/ui/report/datePresets';
import { useFinancialStatement } from '../../report/useFinancialStatement';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useListQuery } from '../../report/useListQuery';
import { useCurrentUser } from '../../useCurrentUser';
import type { PageProps } from '../PageProps';

const NO_COLUMNS = {};

/** /financial-report-date-range?brnId=&from=&to=: this month of the working branch unless the address says otherwise. */
export default function FinancialReportDateRangePage(_: PageProps) {
  const month = presetRange('thisMonth', new Date());
  // The branches and days live in the address in the list protocol's words, as every report's do.
  const { query, setQuery } = useListQuery(NO_COLUMNS, { branches: useHomeBranches(), from: month.start, to: month.end });
  const { user } = useCurrentUser();
  const { branches, from, to } = query;
  const asked = from && to ? [{ basis: 'actual' as const, from, to, branches }] : null;
  const answer = useFinancialStatement(asked);
  return (
    <FinancialReportDateRange
      filters={{ branches: user?.branches ?? [], value: { branches, from, to }, onChange: (next) => setQuery((current) => ({ ...current, ...next, page: 1 })) }}
      {...answer}
      statement={asked ? answer.statement : undefined}
    />
  );
}
