import useSWR from 'swr';
import { columnParam, type FinancialStatement } from '../../../src/domain/accounting/financialStatementQuery';
import { FinancialReportDateRange } from '../../../src/screens/accounting/FinancialReportDateRange';
import { presetRange } from '../../../src/ui/report/datePresets';
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
  const key = from && to ? `accounting/financial-statement?col=${encodeURIComponent(columnParam({ basis: 'actual', from, to, branches }))}` : null;
  const { data, error, isLoading, mutate } = useSWR<FinancialStatement, Error>(key, { keepPreviousData: true });
  return (
    <FinancialReportDateRange
      filters={{ branches: user?.branches ?? [], value: { branches, from, to }, onChange: (next) => setQuery((current) => ({ ...current, ...next, page: 1 })) }}
      statement={key ? data : undefined}
      isLoading={isLoading}
      error={error?.message ?? null}
      onRetry={() => void mutate()}
    />
  );
}
