import useSWR from 'swr';
import { CASH_CLEARING_ACCOUNT, CASH_CLEARING_DAY_FIELDS, NOT_ZERO_STATUSES, type CashClearingDay, type CashClearingOverview } from '../../../src/domain/accounting/cashClearing';
import type { ReportDefaults } from '../../../src/domain/drillQuery';
import { listSearchParams, type ListFilter } from '../../../src/domain/listQuery';
import { CashClearing } from '../../../src/screens/accounting/CashClearing';
import { presetRange } from '../../../src/ui/report/datePresets';
import { messageOf } from '../../api/client';
import { useReport } from '../../report/useReport';
import { useHomeBranches } from '../../report/useHomeBranches';

/** /ar/cashclearing: the working branch's days this month, unless the address says otherwise; the tiles and chart over the same days. */
export default function CashClearingPage() {
  const home = useHomeBranches();
  const month = presetRange('thisMonth', new Date());
  const defaults: ReportDefaults = { branches: home, from: month.start, to: month.end, sort: [{ id: 'postedOn', desc: true }] };
  const report = useReport<CashClearingDay>('accounting/cash-clearing', CASH_CLEARING_DAY_FIELDS, defaults, 'grid.cashClearing');
  const { query } = report;
  // The same days as the grid, whatever its page and order.
  const overviewQuery = listSearchParams({ branches: query.branches, from: query.from, to: query.to, filters: query.filters, search: query.search });
  const overview = useSWR<CashClearingOverview>(report.error ? null : `accounting/cash-clearing/overview?${overviewQuery.toString()}`, { keepPreviousData: true });
  const { status, acctId, methods, flags } = query.filters;
  const notZeroOnly = !!status && 'anyOf' in status && NOT_ZERO_STATUSES.every((s) => status.anyOf.includes(s));
  // The filter bar's own filters are the list's column filters, so the address and the server read them as the grid's.
  const setFilter = (id: string, filter: ListFilter | null) =>
    report.setQuery((current) => {
      const { [id]: _, ...others } = current.filters;
      return { ...current, page: 1, filters: filter ? { ...others, [id]: filter } : others };
    });
  return (
    <CashClearing
      filters={report.filters}
      notZeroOnly={notZeroOnly}
      onNotZeroOnlyChange={(on) => setFilter('status', on ? { anyOf: [...NOT_ZERO_STATUSES] } : null)}
      flaggedOnly={!!flags && 'min' in flags && flags.min === '1'}
      onFlaggedOnlyChange={(on) => setFilter('flags', on ? { min: '1' } : null)}
      account={(acctId && 'anyOf' in acctId && acctId.anyOf[0]) || CASH_CLEARING_ACCOUNT}
      onAccountChange={(id) => setFilter('acctId', id === CASH_CLEARING_ACCOUNT ? null : { anyOf: [id] })}
      method={(methods && 'contains' in methods && methods.contains) || null}
      onMethodChange={(method) => setFilter('methods', method ? { contains: method } : null)}
      overview={overview.data}
      freshness={report.freshness}
      isLoading={report.isLoading}
      error={report.error ?? (overview.error ? messageOf(overview.error) : null)}
      onRetry={() => {
        report.onRetry();
        void overview.mutate();
      }}
      grid={report.grid}
    />
  );
}
