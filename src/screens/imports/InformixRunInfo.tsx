import { useMemo } from 'react';
import { formatDateTime } from '../../domain/format';
import type { ImportedTable, ImportRun } from '../../domain/imports';
import { Badge } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { serverGridProps } from '../../ui/DataTable/serverGridProps';
import { DataTable, type DataTableColumn, type DataTableView } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Select } from '../../ui/Select/Select';
import { ImportedTables } from './ImportedTables';
import * as css from './Imports.css';
import { STATUS_TONE } from './statusTone';

export interface InformixRunInfoProps {
  runs: ImportRun[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** The job filter: null for every job. */
  jobId: number | null;
  jobs: { id: number; name: string }[];
  onJobChange: (jobId: number | null) => void;
  scheduleHref: string;
  view?: Partial<DataTableView> | undefined;
  onViewChange?: (view: DataTableView) => void;
  /** Every table the exports fill, above the runs. */
  tables: ImportedTable[] | undefined;
  tablesError?: string | null;
  onTablesRetry: () => void;
}

/** How many of the latest runs the chart shows. */
export const CHART_RUNS = 30;

export const formatSeconds = (seconds: number | null) =>
  seconds === null ? '' : seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

const COLUMNS: DataTableColumn<ImportRun>[] = [
  { id: 'job', header: 'Job', accessor: 'jobName', width: 'minmax(170px, 1fr)' },
  { id: 'status', header: 'Status', accessor: 'status', width: '120px', render: (row) => <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge> },
  { id: 'startedAt', header: 'Start', accessor: 'startedAt', format: 'datetime' },
  { id: 'finishedAt', header: 'End', accessor: 'finishedAt', format: 'datetime' },
  { id: 'duration', header: 'Duration', accessor: (row) => formatSeconds(row.durationSeconds), width: '110px' },
  { id: 'rowsRead', header: 'Rows read', accessor: 'rowsRead', format: 'number', width: '110px' },
  { id: 'rowsWritten', header: 'Rows written', accessor: 'rowsWritten', format: 'number', width: '120px' },
  { id: 'rowsRejected', header: 'Rows rejected', accessor: 'rowsRejected', format: 'number', width: '120px' },
  { id: 'trigger', header: 'Trigger', accessor: (row) => (row.trigger === 'manual' ? `Run now${row.triggeredByName ? ` (${row.triggeredByName})` : ''}` : 'Schedule'), width: 'minmax(140px, 1fr)' },
  { id: 'error', header: 'Error', accessor: (row) => row.error ?? '', width: 'minmax(220px, 2fr)', render: (row) => <span className={css.errorText}>{row.error ?? ''}</span> },
];

/** /informixRunInfo: the history of import runs, with a chart of the latest durations. */
export function InformixRunInfo(props: InformixRunInfoProps) {
  const { runs, isLoading, error, onRetry, jobId, jobs, onJobChange, scheduleHref, view, onViewChange, tables, tablesError, onTablesRetry } = props;
  const chart = useMemo(() => {
    const latest = (runs ?? []).filter((r) => r.durationSeconds !== null).slice(0, CHART_RUNS).reverse();
    const names = [...new Set(latest.map((r) => r.jobName))];
    return {
      series: names.map((name, i) => ({ key: `s${i}`, label: name })),
      data: latest.map((r) => {
        const datum: Record<string, string | number> = { run: formatDateTime(r.startedAt) };
        for (const [i, name] of names.entries()) datum[`s${i}`] = name === r.jobName ? Math.round(r.durationSeconds! * 10) / 10 : 0;
        return datum;
      }),
    };
  }, [runs]);
  return (
    <div className={css.page}>
      <PageHeader
        title="Informix Run Info"
        description="The tables the Excede imports fill, and every run: when it ran, how long it took, the rows read, written and rejected, and the error of a failed run."
        actions={<Link href={scheduleHref}>Schedule</Link>}
        filters={
          <div className={css.toolbar}>
            <Select
              label="Job"
              items={[{ id: 'all', label: 'All jobs' }, ...jobs.map((j) => ({ id: String(j.id), label: j.name }))]}
              value={jobId === null ? 'all' : String(jobId)}
              onChange={(id) => onJobChange(!id || id === 'all' ? null : Number(id))}
            />
          </div>
        }
      />
      <Card title="Imported tables">
        <ImportedTables tables={tables} isLoading={!tables && !tablesError} error={tablesError ?? null} onRetry={onTablesRetry} />
      </Card>
      {!error ? (
        <Card title="Run durations">
          <BarChart
            title={`Duration of the latest ${CHART_RUNS} runs (seconds)`}
            data={chart.data}
            categoryKey="run"
            categoryLabel="Run"
            series={chart.series}
            format={(v) => `${v} s`}
            stacked
            height={240}
            isLoading={isLoading || !runs}
            emptyMessage="No runs yet"
          />
        </Card>
      ) : null}
      <DataTable
        aria-label="Import runs"
        columns={COLUMNS}
        {...serverGridProps(runs, { isLoading, error, onRetry, view, onViewChange })}
        getRowId={(row) => String(row.id)}
        mode="paged"
        emptyMessage="No import has run yet."
        exportFileName="import-runs"
        defaultView={{ sorting: [{ id: 'startedAt', desc: true }] }}
      />
    </div>
  );
}
