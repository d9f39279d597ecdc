import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import type { DataTableView } from './types';

export interface DataTableViewOptions {
  /** Every column id, in the columns' own order (a saved order is completed and cleaned with them). */
  columnIds: readonly string[];
  /** Controlled view; missing fields fall back to the defaults. */
  view?: Partial<DataTableView> | undefined;
  /** The starting view when uncontrolled. */
  defaultView?: Partial<DataTableView> | undefined;
  onViewChange?: ((view: DataTableView) => void) | undefined;
  /** Controlled page (from 0). */
  pageIndex?: number | undefined;
  onPageIndexChange?: ((pageIndex: number) => void) | undefined;
  /** Controlled selection, by row id. */
  selectedRowIds?: readonly string[] | undefined;
  onSelectedRowIdsChange?: ((ids: string[]) => void) | undefined;
}

export type RowSelection = Record<string, true>;

/** A saved view made whole: every field present, the column order naming each column once. */
export function normalizeView(view: Partial<DataTableView> | undefined, ids: readonly string[]): DataTableView {
  const order = (view?.columnOrder ?? []).filter((id) => ids.includes(id));
  for (const id of ids) if (!order.includes(id)) order.push(id);
  return {
    sorting: view?.sorting ?? [],
    columnFilters: view?.columnFilters ?? [],
    globalFilter: view?.globalFilter ?? '',
    columnVisibility: view?.columnVisibility ?? {},
    columnOrder: order,
    pageSize: view?.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

const selectionOf = (ids: readonly string[]): RowSelection => Object.fromEntries(ids.map((id) => [id, true] as const));

/**
 * What a user has made of a grid: the view (sorting, filters, search, columns, page size), the page and
 * the selected rows. Each is the host's when it passes it (controlled) or kept here; each change is
 * reported either way. A change of what the rows are (sorting, filters, search, page size) goes back to
 * the first page; showing, hiding or moving columns does not.
 */
export function useDataTableView(options: DataTableViewOptions) {
  const { columnIds, onViewChange, onPageIndexChange, onSelectedRowIdsChange } = options;
  const [innerView, setInnerView] = useState(() => normalizeView(options.defaultView, columnIds));
  const [innerPage, setInnerPage] = useState(0);
  const [innerSelection, setInnerSelection] = useState<RowSelection>({});

  const view = useMemo(() => normalizeView(options.view ?? innerView, columnIds), [options.view, innerView, columnIds]);
  const pageIndex = options.pageIndex ?? innerPage;
  const controlledIds = options.selectedRowIds;
  const controlledSelection = useMemo(() => (controlledIds ? selectionOf(controlledIds) : undefined), [controlledIds]);
  const rowSelection = controlledSelection ?? innerSelection;

  const setPageIndex = (next: number) => {
    if (next === pageIndex) return;
    if (options.pageIndex === undefined) setInnerPage(next);
    onPageIndexChange?.(next);
  };

  const updateView = (patch: Partial<DataTableView>, { keepPage = false } = {}) => {
    const next = { ...view, ...patch };
    if (!options.view) setInnerView(next);
    if (!keepPage) setPageIndex(0);
    onViewChange?.(next);
  };

  const setRowSelection = (next: RowSelection) => {
    if (!controlledSelection) setInnerSelection(next);
    onSelectedRowIdsChange?.(Object.keys(next));
  };

  /**
   * Keeps the page within `pageCount` pages when the rows shrink. The grid's own page follows at once
   * (during render); a host's page is the host's to move, so it is only told.
   */
  const fitPage = (pageCount: number) => {
    const last = Math.max(0, pageCount - 1);
    if (pageIndex <= last) return;
    if (options.pageIndex === undefined) setInnerPage(last);
    else queueMicrotask(() => onPageIndexChange?.(last));
  };

  return {
    view,
    updateView,
    clearFilters: () => updateView({ globalFilter: '', columnFilters: [] }),
    showColumn: (id: string, visible: boolean) => updateView({ columnVisibility: { ...view.columnVisibility, [id]: visible } }, { keepPage: true }),
    moveColumn: (id: string, by: -1 | 1) => {
      const order = [...view.columnOrder];
      const from = order.indexOf(id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= order.length) return;
      [order[from], order[to]] = [order[to]!, order[from]!];
      updateView({ columnOrder: order }, { keepPage: true });
    },
    resetColumns: () => updateView({ columnVisibility: {}, columnOrder: columnIds.slice() }, { keepPage: true }),
    pageIndex,
    setPageIndex,
    fitPage,
    rowSelection,
    setRowSelection,
  };
}
