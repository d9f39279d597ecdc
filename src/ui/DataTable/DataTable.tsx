/* eslint-disable react-hooks/preserve-manual-memoization -- TanStack's table instance is mutable by design and this project runs no React Compiler: the manual memoisation here is intended (the virtualiser's "incompatible library" bail-out used to silence this). */
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { functionalUpdate, useTable, type Updater } from '@tanstack/react-table';
import { formatNumber } from '../../domain/format';
import { Button } from '../Button/Button';
import { buildColumns, features, type RowData } from './columns';
import { buildExportRows, downloadBlob, exportBlob } from './exportRows';
import type { ColumnTotals, DataTableColumn, DataTableView, ExportedFile, ExportFormat } from './types';
import { FilterPanel, type FilterKind } from './FilterPanel';
import { GridHeader } from './GridHeader';
import { GridRow, SkeletonRows } from './GridRow';
import { gridTracks } from './gridTracks';
import { GridToolbar } from './GridToolbar';
import { Pager } from './Pager';
import { sumColumns } from './totals';
import { TotalsRow } from './TotalsRow';
import { useDataTableView } from './useDataTableView';
import { useGridNavigation } from './useGridNavigation';
import { usePrewarmedSearch } from './usePrewarmedSearch';
import type { VirtualBodyHandle } from './VirtualBody';
import * as css from './DataTable.css';

export type { ColumnTotals, DataTableColumn, DataTableView, ExportedFile, ExportFormat, RangeFilter } from './types';

interface DataTableCommonProps<T> {
  /** The grid's accessible name. */
  'aria-label': string;
  /** Stable (module scope or memoised): the column set-up is rebuilt when it changes. */
  columns: readonly DataTableColumn<T>[];
  data: readonly T[];
  /** A stable id per row (selection survives sorting and filtering); the index by default. */
  getRowId?: (row: T, index: number) => string;
  /** Controlled view (saved per user); missing fields fall back to the defaults. */
  view?: Partial<DataTableView>;
  /** The starting view when uncontrolled. */
  defaultView?: Partial<DataTableView>;
  onViewChange?: (view: DataTableView) => void;
  /** Controlled page (from 0); reported on every change either way. */
  pageIndex?: number;
  onPageIndexChange?: (pageIndex: number) => void;
  /** Controlled selection, by row id; reported on every change either way. */
  selectedRowIds?: readonly string[];
  onSelectedRowIdsChange?: (ids: string[]) => void;
  isLoading?: boolean;
  /** Shown instead of the grid, with a Retry button when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** When there are no rows at all. */
  emptyMessage?: string;
  /** Click or Enter on a row: open its detail. */
  onRowClick?: (row: T) => void;
  /** A checkbox column; 'select all' selects every filtered row (server mode: every row of the page). */
  selectable?: boolean;
  onSelectionChange?: (rows: T[]) => void;
  /** The exported file's name without extension (client rows; a server names its own). */
  exportFileName?: string;
  /** Height of the scrolling area in px (virtual mode); paged grids grow up to 70% of the viewport. */
  height?: number;
  /** Extra buttons for the toolbar. */
  toolbar?: ReactNode;
}

/** The grid holds every row: it sorts, filters, searches, pages, totals and exports them itself. */
export interface ClientRowsProps {
  /** 'paged' (page sizes 30/50/100) or 'virtual' (every row in one virtualised scroll). */
  mode?: 'paged' | 'virtual';
  /** Called with the file before it downloads; return false to skip the download. */
  onExport?: (file: ExportedFile) => void | boolean;
  rowCount?: never;
  totals?: never;
}

/**
 * The server holds the rows (the list protocol of src/domain/listQuery.ts): `data` is the page it
 * answered, in its order. The grid neither sorts, filters, searches, pages nor totals; it reports each
 * change of those through `onViewChange` and `onPageIndexChange` (a change of the rows goes back to the
 * first page), and the host asks the server again (`listQueryOf(view, pageIndex)`).
 */
export interface ServerRowsProps {
  mode: 'server';
  /** The server's count of every matching row (the answer's `total`): the pager's pages and the status. */
  rowCount: number;
  /** The server's totals over every matching row (the answer's `totals`), by column id. */
  totals?: ColumnTotals | undefined;
  /**
   * Export CSV / Excel: the host downloads the list's `format=csv|xlsx` stream for this view (every
   * matching row, not only the page); the button shows 'Exporting…' until the promise settles.
   */
  onExport?: ((format: ExportFormat, view: DataTableView) => void | Promise<void>) | undefined;
}

export type DataTableProps<T> = DataTableCommonProps<T> & (ClientRowsProps | ServerRowsProps);

/** A page's first paint draws this many rows (what a screen shows); the rest follow a frame later. */
const FIRST_PAINT_ROWS = 20;

const rowsLabel = (n: number) => `${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}`;

const VirtualBody = lazy(() => import('./VirtualBody'));

/**
 * The portal's one data grid: TanStack Table v9 for sorting, filtering, visibility, order,
 * paging and selection; TanStack Virtual for long lists; an ARIA grid with a roving tabindex.
 *
 * Client rows (`mode` 'paged' or 'virtual') or server rows (`mode="server"` with `rowCount` and
 * `totals`, see ServerRowsProps). In server mode, while the next page loads (`isLoading` with the
 * previous page still in `data`) its rows stay in place, muted; with no rows yet, skeleton rows show.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const {
    columns,
    data,
    getRowId,
    mode = 'paged',
    isLoading = false,
    error,
    onRetry,
    emptyMessage = 'No records found.',
    onRowClick,
    selectable = false,
    onSelectionChange,
    exportFileName = 'export',
    height = 560,
    toolbar,
  } = props;
  const virtual = mode === 'virtual';
  const server = props.mode === 'server';

  const built = useMemo(() => buildColumns(columns), [columns]);
  const ids = useMemo(() => columns.map((c) => c.id), [columns]);

  usePrewarmedSearch(built, data);

  const grid = useDataTableView({ ...props, columnIds: ids });
  const { view, updateView, pageIndex, setPageIndex, rowSelection } = grid;
  const [filtersOpen, setFiltersOpen] = useState(false);

  const change = <K extends keyof DataTableView>(key: K) => (updater: Updater<DataTableView[K]>) =>
    updateView({ [key]: functionalUpdate(updater, view[key]) } as Partial<DataTableView>, { keepPage: key === 'columnVisibility' || key === 'columnOrder' });

  const table = useTable({
    features,
    columns: built.defs,
    data: data as T[],
    getRowId: getRowId ?? ((_row: T, index: number) => String(index)),
    state: {
      sorting: view.sorting,
      columnFilters: view.columnFilters,
      globalFilter: view.globalFilter,
      columnVisibility: view.columnVisibility,
      columnOrder: view.columnOrder,
      pagination: { pageIndex, pageSize: view.pageSize },
      rowSelection,
    },
    onSortingChange: change('sorting'),
    onColumnFiltersChange: change('columnFilters'),
    onGlobalFilterChange: change('globalFilter'),
    onColumnVisibilityChange: change('columnVisibility'),
    onColumnOrderChange: change('columnOrder'),
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, { pageIndex, pageSize: view.pageSize });
      if (next.pageSize !== view.pageSize) updateView({ pageSize: next.pageSize });
      else setPageIndex(next.pageIndex);
    },
    onRowSelectionChange: (updater) => {
      const next = functionalUpdate(updater, rowSelection);
      grid.setRowSelection(next);
      if (onSelectionChange) {
        const byId = table.getCoreRowModel().rowsById;
        onSelectionChange(Object.keys(next).flatMap((id) => (byId[id] ? [byId[id].original] : [])));
      }
    },
    globalFilterFn: built.globalFilterFn,
    getColumnCanGlobalFilter: (column) => column.id === built.searchAnchorId,
    enableMultiSort: true,
    enableSortingRemoval: true,
    sortDescFirst: false,
    autoResetPageIndex: false,
    manualPagination: virtual || server,
    manualSorting: server,
    manualFiltering: server,
    ...(server ? { rowCount: props.rowCount } : {}),
  });

  const totalCount = data.length;
  const filteredRows = table.getFilteredRowModel().rows;
  const filteredCount = filteredRows.length;
  const rows = table.getRowModel().rows;
  // A long page paints its first screenful at once and the rest in a deferred render right after
  // (a virtual body draws only what is in view anyway).
  const pagedRowCount = virtual ? 0 : rows.length;
  const deferredCount = useDeferredValue(pagedRowCount, 0);
  const drawnCount = Math.min(rows.length, Math.max(deferredCount, FIRST_PAINT_ROWS));
  const visibleColumns = table.getVisibleLeafColumns();
  const isFiltered = view.globalFilter.trim() !== '' || view.columnFilters.length > 0;
  const matchCount = server ? props.rowCount : filteredCount;
  const pageCount = virtual ? 1 : Math.max(1, Math.ceil(matchCount / view.pageSize));
  // a server's count is of the rows it last answered for: a page not yet answered is not moved
  if (!virtual && !(server && isLoading)) grid.fitPage(pageCount);
  // the next page is on its way: the previous one stays, muted
  const refreshing = server && isLoading && rows.length > 0;
  const showSkeleton = isLoading && !refreshing;

  const specsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const hasTotals = useMemo(() => columns.some((c) => c.total === 'sum'), [columns]);
  const ownTotals = useMemo(() => (hasTotals && !server ? sumColumns(columns, filteredRows) : {}), [columns, filteredRows, hasTotals, server]);
  const totals = server ? (props.totals ?? {}) : ownTotals;

  const offset = selectable ? 1 : 0;
  const colCount = visibleColumns.length + offset;
  const { template, minWidth } = useMemo(
    () => gridTracks(visibleColumns.map((column) => column.columnDef.meta!.spec), selectable),
    [visibleColumns, selectable],
  );

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualBody = useRef<VirtualBodyHandle>(null);
  const [drawn, setDrawn] = useState({ first: 0, last: -1 });
  const onRangeChange = useCallback((first: number, last: number) => setDrawn({ first, last }), []);

  const openRow = useCallback(
    (r: number) => {
      const row = table.getRowModel().rows[r];
      if (row && onRowClick) onRowClick(row.original);
    },
    [table, onRowClick],
  );

  const { gridRef, onKeyDown, onFocus, active } = useGridNavigation({
    rowCount: showSkeleton ? 0 : rows.length,
    colCount,
    pageJump: 10,
    onActivateRow: openRow,
    scrollToRow: virtual ? (r) => virtualBody.current?.scrollToRow(r) : undefined,
  });

  const renderedFirst = virtual ? drawn.first : 0;
  const renderedLast = virtual ? drawn.last : drawnCount - 1;
  const activeRowRendered = active.r >= renderedFirst && active.r <= renderedLast;
  const tabbableRow = activeRowRendered ? active.r : -1;

  const onBodyClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const tr = target.closest('tr[data-row-index]');
    if (!tr) return;
    const row = table.getRowModel().rows[Number(tr.getAttribute('data-row-index'))];
    if (!row) return;
    if (target.closest('[data-select-row]')) {
      row.getToggleSelectedHandler()(event);
      return;
    }
    if (target.closest('button, a, input')) return;
    onRowClick?.(row.original);
  };

  const { clearFilters } = grid;

  const runExport = async (format: ExportFormat) => {
    if (props.mode === 'server') return props.onExport?.(format, view);
    const originals = table.getPrePaginatedRowModel().rows.map((r) => r.original);
    const specs = table.getVisibleLeafColumns().map((c) => specsById.get(c.id)!);
    const exportRows = buildExportRows(originals, specs);
    const blob = await exportBlob(exportRows, format);
    const fileName = `${exportFileName}.${format}`;
    if (props.onExport?.({ format, fileName, blob, rows: exportRows }) !== false) downloadBlob(blob, fileName);
  };

  const columnItems = view.columnOrder.map((id) => {
    const spec = specsById.get(id)!;
    return { id, header: spec.header, visible: view.columnVisibility[id] !== false, canHide: spec.enableHiding ?? true };
  });
  const shownColumns = visibleColumns.map((column) => {
    const { spec, format, numeric } = column.columnDef.meta!;
    return { id: column.id, header: spec.header, format, numeric, canSort: column.getCanSort(), sorted: column.getIsSorted(), sortIndex: column.getSortIndex() };
  });
  const allSelected = selectable && filteredCount > 0 && table.getIsAllRowsSelected();
  const someSelected = selectable && !allSelected && table.getIsSomeRowsSelected();
  const selectedCount = Object.keys(rowSelection).length;

  const status = error
    ? ''
    : isLoading
      ? 'Loading…'
      : server || !isFiltered
        ? rowsLabel(server ? matchCount : totalCount)
        : `${rowsLabel(filteredCount)} (of ${formatNumber(totalCount)})`;

  const hasMessage = !isLoading && rows.length === 0;
  // a server does not say how many rows there are without the filters
  const filteredOut = isFiltered && (server || totalCount > 0);
  const skeletonRows = <SkeletonRows template={template} colCount={colCount} />;
  const renderRow = (index: number, top: number | undefined) => {
    const row = rows[index]!;
    return (
      <GridRow
        key={row.id}
        row={row}
        index={index}
        columns={visibleColumns}
        template={template}
        activeCol={tabbableRow === index ? active.c : -1}
        selectable={selectable}
        selected={selectable && rowSelection[row.id] === true}
        clickable={!!onRowClick}
        top={top}
      />
    );
  };
  const ariaRowCount = showSkeleton || hasMessage ? -1 : rows.length + 1 + (hasTotals ? 1 : 0);
  const scrollerStyle: CSSProperties = virtual ? { height } : { maxHeight: '70vh' };
  // every filterable column in the current order, hidden ones too (their filters still apply)
  const filterable = view.columnOrder.flatMap((id) => {
    const column = table.getColumn(id);
    if (!column?.getCanFilter()) return [];
    const { spec, numeric, format } = column.columnDef.meta!;
    const kind: FilterKind = numeric ? 'number' : server && (format === 'date' || format === 'datetime') ? 'date' : 'text';
    return [{ id, header: spec.header, kind }];
  });

  return (
    <div className={css.root}>
      <GridToolbar
        search={view.globalFilter}
        onSearch={(text) => updateView({ globalFilter: text })}
        filterCount={view.columnFilters.length}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        columns={columnItems}
        onShowColumn={grid.showColumn}
        onMoveColumn={grid.moveColumn}
        onResetColumns={grid.resetColumns}
        onExport={runExport}
        canExport={server ? props.onExport !== undefined : !isLoading}
      >
        {toolbar}
      </GridToolbar>

      {filtersOpen ? (
        <FilterPanel columns={filterable} filters={view.columnFilters} onChange={(next) => updateView({ columnFilters: next })} onClear={clearFilters} />
      ) : null}

      {error ? (
        <div role="alert" className={css.error}>
          <span>{error}</span>
          {onRetry ? (
            <Button tone="secondary" size="small" onPress={onRetry}>
              Retry
            </Button>
          ) : null}
        </div>
      ) : (
        <div ref={scrollRef} className={css.scroller} style={scrollerStyle}>
          <table
            ref={gridRef}
            role="grid"
            aria-label={props['aria-label']}
            aria-busy={isLoading || undefined}
            aria-rowcount={ariaRowCount}
            aria-colcount={colCount}
            aria-multiselectable={selectable || undefined}
            className={css.table}
            style={{ minWidth }}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
          >
            <GridHeader
              columns={shownColumns}
              sortCount={view.sorting.length}
              onSort={(id, addToSort) => table.getColumn(id)?.toggleSorting(undefined, addToSort)}
              template={template}
              tabbableCell={tabbableRow === -1 ? active.c : -1}
              selectAll={
                selectable
                  ? { checked: allSelected, indeterminate: someSelected, disabled: isLoading || filteredCount === 0, onToggle: () => table.toggleAllRowsSelected(!allSelected) }
                  : undefined
              }
            />
            {virtual && !showSkeleton && !hasMessage ? (
              <Suspense
                fallback={
                  <tbody role="rowgroup" className={css.body}>
                    {skeletonRows}
                  </tbody>
                }
              >
                <VirtualBody
                  ref={virtualBody}
                  scrollRef={scrollRef}
                  viewportHeight={height}
                  rowCount={rows.length}
                  hasTotals={hasTotals}
                  onClick={onBodyClick}
                  onRangeChange={onRangeChange}
                  renderRow={renderRow}
                />
              </Suspense>
            ) : (
              <tbody role="rowgroup" className={`${css.body} ${refreshing ? css.refreshing : ''}`} onClick={onBodyClick}>
                {showSkeleton ? (
                  skeletonRows
                ) : hasMessage ? (
                  <tr role="row" className={css.messageRow}>
                    <td role="gridcell" className={css.message}>
                      {filteredOut ? (
                        <>
                          <span>No rows match the search and filters.</span>
                          <Button tone="secondary" size="small" onPress={clearFilters}>
                            Clear filters
                          </Button>
                        </>
                      ) : (
                        <span>{emptyMessage}</span>
                      )}
                    </td>
                  </tr>
                ) : (
                  rows.slice(0, drawnCount).map((_, index) => renderRow(index, undefined))
                )}
              </tbody>
            )}
            {hasTotals && !showSkeleton && !hasMessage ? (
              <TotalsRow
                columns={shownColumns}
                totals={totals}
                template={template}
                rowIndex={rows.length + 2}
                selectable={selectable}
              />
            ) : null}
          </table>
        </div>
      )}

      <div className={css.footer}>
        <span role="status" aria-live="polite">
          {status}
          {selectable && selectedCount > 0 ? `, ${formatNumber(selectedCount)} selected` : ''}
        </span>
        {!virtual && !error ? (
          <Pager
            pageIndex={pageIndex}
            pageCount={pageCount}
            pageSize={view.pageSize}
            onPageIndexChange={setPageIndex}
            onPageSizeChange={(pageSize) => updateView({ pageSize })}
          />
        ) : null}
      </div>
    </div>
  );
}
