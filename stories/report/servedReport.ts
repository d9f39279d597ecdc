import { useState } from 'react';
import { fn } from 'storybook/test';
import { DEMO_BRANCH_LABELS } from '../../src/demo/branches';
import { listColumnsOfFields, type ListFields } from '../../src/domain/listFields';
import { listSearchParams, type ListSort } from '../../src/domain/listQuery';
import type { DataTableView } from '../../src/ui/DataTable/DataTable';
import { listQueryOf } from '../../src/ui/DataTable/listQueryOf';
import type { ReportFilterBarProps, ReportFilters } from '../../src/ui/report/ReportFilterBar';
import type { ReportGrid } from '../../src/ui/report/ReportScreen';
import { answerList } from '../table/fakeListServer';
import { BRANCH_REFUSED, refusedBranch } from './reportStories';

/** What a report story's args say about the answer, and the host's callbacks it records. */
export interface ServedReportArgs {
  state: 'loaded' | 'loading' | 'failed';
  error?: string;
  stale?: boolean;
  onFiltersChange: (filters: ReportFilters) => void;
  onViewChange: (view: DataTableView) => void;
  onPageIndexChange: (pageIndex: number) => void;
  onExport: (format: string) => Promise<void>;
  onRetry: () => void;
}

/** A loaded report whose host callbacks are recorded: the stories' default args. */
export const servedReportArgs = (): ServedReportArgs => ({
  state: 'loaded',
  onFiltersChange: fn(),
  onViewChange: fn(),
  onPageIndexChange: fn(),
  onExport: fn(async () => undefined),
  onRetry: fn(),
});

/** The stories' "now": the date presets count from it. */
export const REPORT_NOW = new Date('2026-11-18T15:00:00Z');
const GEORGIA = DEMO_BRANCH_LABELS.filter((b) => b.startsWith('1'));

/**
 * Stands in for the host and a list endpoint in a report's stories: keeps the filters (November, the branches
 * given), the grid's view and page, and answers a page of `rows` with the totals of `totalled`, as the server does.
 */
export function useServedReport<Row extends object>(rows: readonly Row[], fields: ListFields, totalled: readonly (keyof Row & string)[], args: ServedReportArgs, start: { branches: string[]; sort: ListSort[] }) {
  const [filters, setFilters] = useState<ReportFilters>({ branches: start.branches, from: '2026-11-01', to: '2026-11-30' });
  const [view, setView] = useState<DataTableView>({ sorting: start.sort, columnFilters: [], globalFilter: '', columnVisibility: {}, columnOrder: [], pageSize: 50 });
  const [pageIndex, setPageIndex] = useState(0);
  const loaded = args.state === 'loaded';
  const answer = answerList(rows, listColumnsOfFields(fields), totalled, listSearchParams(listQueryOf(view, pageIndex)));
  const filterBar: Omit<ReportFilterBarProps, 'children'> = {
    branches: GEORGIA,
    value: filters,
    now: REPORT_NOW,
    onChange: (next) => {
      setFilters(next);
      args.onFiltersChange(next);
    },
  };
  const grid: Omit<ReportGrid<Row>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'> = {
    rows: loaded ? answer.rows : undefined,
    total: loaded ? answer.total : undefined,
    totals: loaded ? answer.totals : undefined,
    view,
    onViewChange: (next) => {
      setView(next);
      args.onViewChange(next);
    },
    pageIndex,
    onPageIndexChange: (next) => {
      setPageIndex(next);
      args.onPageIndexChange(next);
    },
    onExport: args.onExport,
    isLoading: args.state === 'loading',
  };
  return {
    filters: filterBar,
    freshness: loaded ? { asOf: args.stale ? '2026-11-16T07:05:00.000Z' : '2026-11-18T14:15:00.000Z', stale: !!args.stale } : undefined,
    isLoading: args.state === 'loading',
    error: args.state === 'failed' ? (args.error ?? 'No response from the server. Please try again later.') : null,
    onRetry: args.onRetry,
    grid,
  };
}

/** A report asked, from its address, for a branch the user does not hold: the server's 403 in words, and Try again. */
export const forbiddenReport = refusedBranch({ state: 'failed' as const, error: BRANCH_REFUSED });
