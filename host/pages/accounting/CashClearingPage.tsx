import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { CASH_CLEARING_DAY_FIELDS, NOT_ZERO_STATUSES, type CashClearingDay, type CashClearingOverview } from '../../../src/domain/accounting/cashClearing';
import { branchCode } from '../../../src/domain/branches';
import type { ReportDefaults } from '../../../src/domain/drillQuery';
import { listSearchParams } from '../../../src/domain/listQuery';
import { CashClearing } from '../../../src/screens/accounting/CashClearing';
import { presetRange } from '../../../src/ui/report/datePresets';
import { messageOf } from '../../api/client';
import { useReport } from '../../report/useReport';
import { session } from '../../session';

/** /ar/cashclearing: the working branch's days this month, unless the address says otherwise; the tiles and chart over the same days. */
export default function CashClearingPage() {
  const { user, branch } = useSnapshot(session);
  const home = user?.branches.includes(branch) ? [branchCode(branch)] : [];
  const month = presetRange('thisMonth', new Date());
  const defaults: ReportDefaults = { branches: home, from: month.start, to: month.end, sort: [{ id: 'postedOn', desc: true }] };
  const report = useReport<CashClearingDay>('accounting/cash-clearing', CASH_CLEARING_DAY_FIELDS, defaults, 'grid.cashClearing');
  const { query } = report;
  // The same days as the grid, whatever its page and order.
  const overviewQuery = listSearchParams({ branches: query.branches, from: query.from, to: query.to, filters: query.filters, search: query.search });
  const overview = useSWR<CashClearingOverview>(report.error ? null : `accounting/cash-clearing/overview?${overviewQuery.toString()}`, { keepPreviousData: true });
  const status = query.filters.status;
  const notZeroOnly = !!status && 'anyOf' in status && NOT_ZERO_STATUSES.every((s) => status.anyOf.includes(s));
  return (
    <CashClearing
      filters={report.filters}
      notZeroOnly={notZeroOnly}
      onNotZeroOnlyChange={(on) =>
        report.setQuery((current) => {
          const { status: _, ...others } = current.filters;
          return { ...current, page: 1, filters: on ? { ...others, status: { anyOf: [...NOT_ZERO_STATUSES] } } : others };
        })
      }
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
