import { useMemo } from 'react';
import { formatNumber } from '../../domain/format';
import {
  fillDays,
  USER_LOG_ROW_LIMIT,
  type UserLogFilterOptions,
  type UserLogFilters,
  type UserLogRow,
  type UserLogsAnswer,
} from '../../domain/userLogs';
import { Alert } from '../../ui/Alert/Alert';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { DataTable, type DataTableColumn, type DataTableView } from '../../ui/DataTable/DataTable';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { LogFilters, PersonFilter, ValueFilter } from './LogFilters';
import * as css from './UserLogs.css';

export interface UserLogsProps {
  data: UserLogsAnswer | undefined;
  options: UserLogFilterOptions | undefined;
  filters: UserLogFilters;
  onFiltersChange: (filters: UserLogFilters) => void;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  view?: Partial<DataTableView> | undefined;
  onViewChange?: (view: DataTableView) => void;
}

const COLUMNS: readonly DataTableColumn<UserLogRow>[] = [
  { id: 'createdAt', header: 'Time', accessor: 'createdAt', format: 'datetime' },
  { id: 'user', header: 'User', accessor: 'userName', width: 'minmax(150px, 1fr)' },
  { id: 'page', header: 'Page', accessor: 'pageName', width: 'minmax(160px, 1.2fr)' },
  {
    id: 'fromTo',
    header: 'From → to',
    accessor: (row) => `${row.fromName ?? '(start)'} → ${row.toName ?? row.pageName}`,
    width: 'minmax(240px, 2fr)',
    render: (row, formatted) => <span title={`${row.fromPath ?? ''} → ${row.toPath ?? ''}`}>{formatted}</span>,
  },
  { id: 'toPath', header: 'Path', accessor: (row) => row.toPath ?? '', width: 'minmax(140px, 1fr)' },
  { id: 'loadtime', header: 'Load (s)', accessor: 'loadtime', format: 'number', width: '100px' },
  { id: 'branch', header: 'Branch', accessor: (row) => row.branch ?? '', width: 'minmax(140px, 1fr)' },
  { id: 'userAgent', header: 'User agent', accessor: 'userAgent', width: 'minmax(200px, 1.5fr)' },
];

const shortDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

/** /user-logs: every navigation, filtered on the server; a chart of activity per day over the range. */
export function UserLogs({ data, options, filters, onFiltersChange, isLoading, error, onRetry, view, onViewChange }: UserLogsProps) {
  const loading = isLoading || (!data && !error);
  const chartData = useMemo(
    () => (data ? fillDays(filters.from, filters.to, data.perDay).map((d) => ({ day: shortDay(d.day), count: d.count })) : []),
    [data, filters.from, filters.to],
  );

  return (
    <div className={css.page}>
      <PageHeader
        title="User Logs"
        description="Every navigation in the portal: who opened which page, from where, how fast it loaded."
        filters={
          <LogFilters dates={{ start: filters.from, end: filters.to }} onDatesChange={(range) => onFiltersChange({ ...filters, from: range.start, to: range.end })}>
            <PersonFilter label="User" all="All users" people={options?.users} value={filters.userId} onChange={(userId) => onFiltersChange({ ...filters, userId })} />
            <ValueFilter label="Page" all="All pages" values={options?.pages} value={filters.page} onChange={(page) => onFiltersChange({ ...filters, page })} />
            <ValueFilter
              label="Branch"
              all="All branches"
              values={options?.branches}
              value={filters.branch}
              onChange={(branch) => onFiltersChange({ ...filters, branch })}
            />
          </LogFilters>
        }
      />
      <Card title="Activity per day">
        <BarChart
          title="Navigations per day"
          data={chartData}
          categoryKey="day"
          categoryLabel="Day"
          series={[{ key: 'count', label: 'Navigations' }]}
          format={formatNumber}
          height={220}
          isLoading={loading && !error}
          emptyMessage="No activity in this range"
        />
      </Card>
      {data && data.total > data.rows.length ? (
        <Alert tone="info">
          {`Showing the newest ${formatNumber(data.rows.length)} of ${formatNumber(data.total)} navigations. Narrow the filters to see older ones (at most ${formatNumber(USER_LOG_ROW_LIMIT)} at a time).`}
        </Alert>
      ) : null}
      <DataTable<UserLogRow>
        aria-label="User logs"
        columns={COLUMNS}
        data={data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        mode="virtual"
        height={520}
        isLoading={loading}
        error={error ?? null}
        {...(onRetry ? { onRetry } : {})}
        emptyMessage="No navigations match these filters."
        {...(view ? { view } : {})}
        {...(onViewChange ? { onViewChange } : {})}
        exportFileName="user-logs"
      />
    </div>
  );
}
