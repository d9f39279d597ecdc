import { formatDateTime, formatValue } from '../../domain/format';
import type { ImportedTable } from '../../domain/imports';
import { Badge } from '../../ui/Badge/Badge';
import { serverGridProps, type ServerGridState } from '../../ui/DataTable/serverGridProps';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { STATUS_TONE } from './statusTone';

export interface ImportedTablesProps extends Pick<ServerGridState, 'isLoading' | 'error' | 'onRetry'> {
  tables: ImportedTable[] | undefined;
}

const COLUMNS: DataTableColumn<ImportedTable>[] = [
  { id: 'exportName', header: 'Excede export', accessor: 'exportName', width: '140px' },
  { id: 'title', header: 'Holds', accessor: 'title', width: 'minmax(180px, 1fr)' },
  { id: 'table', header: 'Portal table', accessor: 'table', width: 'minmax(190px, 1fr)' },
  { id: 'rows', header: 'Rows', accessor: (row) => row.rows, format: 'number', width: '120px', render: (row) => (row.rows === null ? 'Not imported yet' : formatValue(row.rows, 'number')) },
  { id: 'lastGoodImportAt', header: 'Last good import', accessor: 'lastGoodImportAt', format: 'datetime', width: '190px', render: (row) => (row.lastGoodImportAt ? formatDateTime(row.lastGoodImportAt) : 'Never') },
  {
    id: 'lastRunStatus',
    header: 'Last run',
    accessor: (row) => row.lastRunStatus ?? 'Not run',
    width: '120px',
    render: (row) => (row.lastRunStatus ? <Badge tone={STATUS_TONE[row.lastRunStatus]}>{row.lastRunStatus}</Badge> : 'Not run'),
  },
];

/** Every table the Excede exports fill: its rows at the last good import, when that was, and how the last run ended. */
export function ImportedTables({ tables, isLoading, error, onRetry }: ImportedTablesProps) {
  return (
    <DataTable
      aria-label="Imported tables"
      columns={COLUMNS}
      {...serverGridProps(tables, { isLoading, error, onRetry })}
      getRowId={(row) => row.table}
      mode="paged"
      emptyMessage="No Excede export is configured."
      exportFileName="imported-tables"
      defaultView={{ sorting: [{ id: 'exportName', desc: false }] }}
    />
  );
}
