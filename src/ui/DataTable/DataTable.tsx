import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { functionalUpdate, useTable, type Updater } from '@tanstack/react-table';
import { formatNumber, isNumericFormat } from '../../domain/format';
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
import { TotalsRow } from './TotalsRow';
import { useClientRows, type ShownRows } from './useClientRows';
import { useDataTableView, type RowSelection } from './useDataTableView';
import { useGridNavigation } from './useGridNavigation';
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

/** TanStack holds no rows: they are sorted, filtered and paged by useClientRows (or the server). */
const NO_ROWS: never[] = [];

/**
 * The portal's one data grid: TanStack Table v9 for the columns' order, visibility and sort state; its
 * own row queries for sorting, filtering, searching and totals (useClientRows: at once for short grids, in
 * a row worker for long ones); its own virtual body for long lists; an ARIA grid with a roving tabindex.
 *
 * Client rows (`mode` 'paged' or 'virtual') or server rows (`mode="server"` with `rowCount` and
 * `totals`, see ServerRowsProps). In server mode, while the next page loads (`isLoading` with the
 * previous page still in `data`) its rows stay in place, muted; with no rows yet, skeleton rows show.
 * A long client grid's rows likewise stay, muted, while its row worker works out the next answer.
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

  const grid = useDataTableView({ ...props, columnIds: ids });
  const { view, updateView, pageIndex, setPageIndex, rowSelection } = grid;
  const [filtersOpen, setFiltersOpen] = useState(false);

  const change = <K extends keyof DataTableView>(key: K) => (updater: Updater<DataTableView[K]>) =>
    updateView({ [key]: functionalUpdate(updater, view[key]) } as Partial<DataTableView>, { keepPage: key === 'columnVisibility' || key === 'columnOrder' });

  // TanStack keeps the columns' order, visibility and sort state; the rows come from useClientRows (or the server)
  const table = useTable({
    features,
    columns: built.defs,
    data: NO_ROWS as T[],
    state: { sorting: view.sorting, columnVisibility: view.columnVisibility, columnOrder: view.columnOrder },
    onSortingChange: change('sorting'),
    onColumnVisibilityChange: change('columnVisibility'),
    onColumnOrderChange: change('columnOrder'),
    enableMultiSort: true,
    enableSortingRemoval: true,
    sortDescFirst: false,
  });

  const isFiltered = view.globalFilter.trim() !== '' || view.columnFilters.length > 0;
  const client = useClientRows(data, columns, view, !server);
  const shown: ShownRows<T> = server ? { data, order: null, count: data.length, totals: props.totals ?? {}, filtered: isFiltered } : client.shown!;
  const totalCount = shown.data.length;
  const matchCount = server ? props.rowCount : shown.count;
  const pageCount = virtual ? 1 : Math.max(1, Math.ceil(matchCount / view.pageSize));
  // a server's count is of the rows it last answered for: a page not yet answered is not moved
  if (!virtual && !(server && isLoading)) grid.fitPage(pageCount);
  const pageStart = virtual || server ? 0 : pageIndex * view.pageSize;
  const rowCount = virtual || server ? shown.count : Math.max(0, Math.min(view.pageSize, shown.count - pageStart));
  const dataIndexAt = (r: number) => (shown.order ? shown.order[pageStart + r]! : pageStart + r);
  const rowIdOf = (original: T, dataIndex: number) => (getRowId ? getRowId(original, dataIndex) : String(dataIndex));
  // A long page paints its first screenful at once and the rest in a deferred render right after
  // (a virtual body draws only what is in view anyway).
  const pagedRowCount = virtual ? 0 : rowCount;
  const deferredCount = useDeferredValue(pagedRowCount, 0);
  const drawnCount = Math.min(rowCount, Math.max(deferredCount, FIRST_PAINT_ROWS));
  const visibleColumns = table.getVisibleLeafColumns();
  // the next page is on its way (server), or the row worker's next answer: the rows shown stay, muted
  const refreshing = server && isLoading && rowCount > 0;
  const showSkeleton = isLoading && !refreshing;

  const specsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const hasTotals = useMemo(() => columns.some((c) => c.total === 'sum'), [columns]);
  const { totals } = shown;

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

  const openRow = (r: number) => {
    if (r < rowCount) onRowClick?.(shown.data[dataIndexAt(r)]!);
  };

  const { gridRef, onKeyDown, onFocus, active } = useGridNavigation({
    rowCount: showSkeleton ? 0 : rowCount,
    colCount,
    pageJump: 10,
    onActivateRow: openRow,
    scrollToRow: virtual ? (r) => virtualBody.current?.scrollToRow(r) : undefined,
  });

  const renderedFirst = virtual ? drawn.first : 0;
  const renderedLast = virtual ? drawn.last : drawnCount - 1;
  const activeRowRendered = active.r >= renderedFirst && active.r <= renderedLast;
  const tabbableRow = activeRowRendered ? active.r : -1;

  // Selection: 'select all' takes every matching row (server mode: the page); the host hears of the rows by id.
  const selectedCount = Object.keys(rowSelection).length;
  const matchingIds = () =>
    Array.from({ length: shown.count }, (_, i) => {
      const dataIndex = shown.order ? shown.order[i]! : i;
      return rowIdOf(shown.data[dataIndex]!, dataIndex);
    });
  const allSelected = selectable && shown.count > 0 && selectedCount > 0 && matchingIds().every((id) => rowSelection[id] === true);
  const someSelected = selectable && !allSelected && selectedCount > 0;
  const rowsById = useRef<{ data: readonly T[]; byId: Map<string, T> } | null>(null);
  const changeSelection = (next: RowSelection) => {
    grid.setRowSelection(next);
    if (!onSelectionChange) return;
    if (rowsById.current?.data !== data) rowsById.current = { data, byId: new Map(data.map((row, i) => [rowIdOf(row, i), row])) };
    const { byId } = rowsById.current;
    onSelectionChange(Object.keys(next).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])));
  };
  const selectAll = (select: boolean) => {
    const next = { ...rowSelection };
    for (const id of matchingIds()) {
      if (select) next[id] = true;
      else delete next[id];
    }
    changeSelection(next);
  };

  const onBodyClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const tr = target.closest('tr[data-row-index]');
    if (!tr) return;
    const r = Number(tr.getAttribute('data-row-index'));
    if (!(r < rowCount)) return;
    const dataIndex = dataIndexAt(r);
    const original = shown.data[dataIndex]!;
    if (target.closest('[data-select-row]')) {
      const id = rowIdOf(original, dataIndex);
      const next = { ...rowSelection };
      if ((target as HTMLInputElement).checked) next[id] = true;
      else delete next[id];
      changeSelection(next);
      return;
    }
    if (target.closest('button, a, input')) return;
    onRowClick?.(original);
  };

  const { clearFilters } = grid;

  const runExport = async (format: ExportFormat) => {
    if (props.mode === 'server') return props.onExport?.(format, view);
    const rows = await client.settled();
    const originals = Array.from({ length: rows.count }, (_, i) => rows.data[rows.order ? rows.order[i]! : i]!);
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

  const status = error
    ? ''
    : isLoading
      ? 'Loading…'
      : server || !shown.filtered
        ? rowsLabel(server ? matchCount : totalCount)
        : `${rowsLabel(shown.count)} (of ${formatNumber(totalCount)})`;

  const hasMessage = !isLoading && rowCount === 0;
  // a server does not say how many rows there are without the filters
  const filteredOut = shown.filtered && (server || totalCount > 0);
  const skeletonRows = <SkeletonRows template={template} colCount={colCount} />;
  const renderRow = (index: number) => {
    const dataIndex = dataIndexAt(index);
    const original = shown.data[dataIndex]!;
    const id = rowIdOf(original, dataIndex);
    return (
      <GridRow
        key={virtual ? undefined : id}
        original={original}
        index={index}
        columns={visibleColumns}
        template={template}
        activeCol={tabbableRow === index ? active.c : -1}
        selectable={selectable}
        selected={selectable && rowSelection[id] === true}
        clickable={!!onRowClick}
      />
    );
  };
  const ariaRowCount = showSkeleton || hasMessage ? -1 : rowCount + 1 + (hasTotals ? 1 : 0);
  const scrollerStyle: CSSProperties = virtual ? { height } : { maxHeight: '70vh' };
  // every filterable column in the current order, hidden ones too (their filters still apply)
  const filterable = view.columnOrder.flatMap((id) => {
    const spec = specsById.get(id);
    if (!spec || spec.enableFilter === false) return [];
    const format = spec.format ?? 'text';
    const kind: FilterKind = isNumericFormat(format) ? 'number' : server && (format === 'date' || format === 'datetime') ? 'date' : 'text';
    return [{ id, header: spec.header, kind }];
  });
  const bodyClass = `${css.body} ${refreshing ? css.refreshing : client.pending ? css.pending : ''}`;

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
            aria-busy={isLoading || client.pending || undefined}
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
                  ? { checked: allSelected, indeterminate: someSelected, disabled: isLoading || shown.count === 0, onToggle: () => selectAll(!allSelected) }
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
                  rowCount={rowCount}
                  hasTotals={hasTotals}
                  className={bodyClass}
                  onClick={onBodyClick}
                  onRangeChange={onRangeChange}
                  renderRow={renderRow}
                />
              </Suspense>
            ) : (
              <tbody role="rowgroup" className={bodyClass} onClick={onBodyClick}>
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
                  Array.from({ length: drawnCount }, (_, index) => renderRow(index))
                )}
              </tbody>
            )}
            {hasTotals && !showSkeleton && !hasMessage ? (
              <TotalsRow
                columns={shownColumns}
                totals={totals}
                template={template}
                rowIndex={rowCount + 2}
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
