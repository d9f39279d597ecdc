import type { ReactNode } from 'react';
import { KpiTile, type KpiTileProps } from '../charts/KpiTile';
import { DataTable, type ColumnTotals, type DataTableColumn, type DataTableView, type ExportFormat } from '../DataTable/DataTable';
import { ErrorState } from '../ErrorState/ErrorState';
import { PageHeader } from '../PageHeader/PageHeader';
import { Tabs } from '../Tabs/Tabs';
import { DataFreshness } from './DataFreshness';
import { ExportProgress, type ExportProgressProps } from './ExportProgress';
import * as css from './ReportScreen.css';

/** A headline figure of a report (its tile shows a placeholder while the report loads). */
export type ReportKpi = Omit<KpiTileProps, 'isLoading'>;

/** A report's grid of the list protocol: the server's page of rows, its count and totals, the grid's view. */
export interface ReportGrid<Row> {
  'aria-label': string;
  /** Stable (module scope): the grid's set-up is rebuilt when it changes. */
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  emptyMessage: string;
  /** The answer's page; the previous page while the next loads. */
  rows: readonly Row[] | undefined;
  /** The answer's count and totals of every matching row. */
  total: number | undefined;
  totals: ColumnTotals | undefined;
  view: Partial<DataTableView>;
  onViewChange: (view: DataTableView) => void;
  pageIndex: number;
  onPageIndexChange: (pageIndex: number) => void;
  /** Every matching row as a file; the button shows 'Exporting…' until it settles. */
  onExport?: (format: ExportFormat) => Promise<void>;
  /** The first or the next answer is on its way. */
  isLoading: boolean;
  /** The export under way, shown above the grid until it is saved. */
  exporting?: ExportProgressProps | null | undefined;
  /** Click or Enter on a row: open what it stands for. */
  onRowClick?: (row: Row) => void;
  /** A checkbox column for an action on several rows (the page's rows), the chosen ones by row id. */
  selectable?: boolean;
  selectedRowIds?: readonly string[];
  onSelectionChange?: (rows: Row[]) => void;
}

/** A report of several tabs (Collected, Past due): the host keeps the selected one, in the page's address. */
export interface ReportTabs {
  'aria-label': string;
  items: readonly { id: string; label: string }[];
  selectedId: string;
  onSelectionChange: (id: string) => void;
}

export interface ReportScreenProps<Row extends object> {
  title: string;
  description?: ReactNode;
  /** The report's buttons, at the right of the title. */
  actions?: ReactNode;
  /** The ReportFilterBar. */
  filters: ReactNode;
  /** How fresh the Excede data is: from the list's answer; undefined until it answers; null for a list of the portal's own records. */
  freshness: { asOf: string | null; stale: boolean } | null | undefined;
  kpis?: readonly ReportKpi[];
  /** A chart of the kit (src/ui/charts), in a Card. */
  chart?: ReactNode;
  /** The report's grid, on the list protocol. */
  grid?: ReportGrid<Row>;
  /** Anything else, under the grid. */
  children?: ReactNode;
  /** Everything under the title is the selected tab's: the props above are that tab's. */
  tabs?: ReportTabs;
  isLoading?: boolean;
  /** Stands in for the figures, the chart and the grid, with a retry; the filters stay to change what was asked. */
  error?: string | null;
  onRetry?: () => void;
}

/** The layout every report shares: title, filters, how fresh, headline figures, a chart, the grid. */
export function ReportScreen<Row extends object>({ title, description, actions, filters, freshness, kpis, chart, grid, children, isLoading, error, onRetry, tabs }: ReportScreenProps<Row>) {
  const body = (
    <>
      {filters}
      {error || freshness === null ? null : <DataFreshness asOf={freshness?.asOf ?? null} stale={freshness?.stale ?? false} isLoading={!freshness} />}
      {error ? (
        <ErrorState title="The report could not be loaded" message={error} onRetry={onRetry ?? (() => undefined)} />
      ) : (
        <>
          {kpis?.length ? (
            <div className={css.kpis}>
              {kpis.map((kpi) => (
                <KpiTile key={kpi.label} {...kpi} isLoading={!!isLoading} />
              ))}
            </div>
          ) : null}
          {chart}
          {grid ? <ServerGrid {...grid} /> : null}
          {children}
        </>
      )}
    </>
  );
  return (
    <div className={css.page}>
      <PageHeader title={title} description={description} actions={actions} />
      {tabs ? (
        <Tabs
          aria-label={tabs['aria-label']}
          tabs={tabs.items.map((tab) => ({ ...tab, content: tab.id === tabs.selectedId ? <div className={css.page}>{body}</div> : null }))}
          selectedId={tabs.selectedId}
          onSelectionChange={tabs.onSelectionChange}
        />
      ) : (
        body
      )}
    </div>
  );
}

function ServerGrid<Row extends object>({ rows, total, totals, onExport, exporting, ...grid }: ReportGrid<Row>) {
  return (
    <>
      {exporting ? <ExportProgress {...exporting} /> : null}
      <DataTable<Row>
        {...grid}
        mode="server"
        data={rows ?? []}
        rowCount={total ?? 0}
        totals={totals}
        {...(onExport ? { onExport: (format: ExportFormat) => onExport(format) } : {})}
      />
    </>
  );
}
