import { useMemo } from 'react';
import type { ReportDefaults } from '../../src/domain/drillQuery';
import { listColumnsOfFields, type ListFields } from '../../src/domain/listFields';
import type { ReportFilters } from '../../src/ui/report/ReportFilterBar';
import type { ReportGrid } from '../../src/ui/report/ReportScreen';
import { useCurrentUser } from '../useCurrentUser';
import { useGridView } from '../useGridView';
import { gridOfQuery, queryOfPage, queryOfView } from './listView';
import { useBusinessList } from './useBusinessList';
import { useListQuery } from './useListQuery';

/**
 * A report screen's props from a list endpoint (and its fields, as src/domain declares them): the filter bar (the user's branches, the period), how
 * fresh the data is, the loading and failure, and the grid on the list protocol. The list query lives in
 * the page's address; the user's columns (shown, in which order) are saved as the view `gridKey`. A null
 * `endpoint` (the address does not say what to ask, a drill without its parameters) asks nothing.
 */
export function useReport<Row extends object>(endpoint: string | null, fields: ListFields, defaults: ReportDefaults, gridKey: string) {
  const listColumns = useMemo(() => listColumnsOfFields(fields), [fields]);
  const { query, setQuery, problem } = useListQuery(listColumns, defaults);
  const list = useBusinessList<Row>(endpoint ?? '', problem || endpoint === null ? null : query);
  const saved = useGridView(gridKey);
  const { user } = useCurrentUser();
  const shown = gridOfQuery(query, listColumns);

  const grid: Omit<ReportGrid<Row>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'> = {
    rows: list.rows,
    total: list.total,
    totals: list.totals,
    // The columns the user keeps; what the rows are comes from the address.
    view: { ...(saved.view ?? {}), ...shown.view },
    onViewChange: (view) => {
      saved.onViewChange(view);
      setQuery((current) => queryOfView(current, view));
    },
    pageIndex: shown.pageIndex,
    onPageIndexChange: (pageIndex) => setQuery((current) => queryOfPage(current, pageIndex)),
    onExport: list.download,
    isLoading: list.isLoading || list.isUpdating,
    exporting: list.downloading,
  };
  return {
    query,
    /** For the report's own filters beside the bar's (a switch that filters a column). */
    setQuery,
    filters: {
      branches: user?.branches ?? [],
      value: { branches: query.branches, from: query.from, to: query.to },
      onChange: (next: ReportFilters) => setQuery((current) => ({ ...current, ...next, page: 1 })),
    },
    freshness: list.asOf === undefined ? undefined : { asOf: list.asOf, stale: !!list.stale },
    isLoading: list.isLoading,
    error: problem ?? list.error,
    onRetry: list.retry,
    grid,
  };
}
