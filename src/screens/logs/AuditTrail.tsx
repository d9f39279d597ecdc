import { useEffect, useState } from 'react';
import type { AuditAnswer, AuditFilterOptions, AuditFilters, AuditRow } from '../../domain/auditTrail';
import { formatNumber } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { serverGridProps, type ServerGridState } from '../../ui/DataTable/serverGridProps';
import { lazyOverlay } from '../../ui/lazyOverlay';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { recordOf } from './auditEntry';
import * as css from './AuditTrail.css';
import { LogFilters, PersonFilter, ValueFilter } from './LogFilters';
import { page } from './UserLogs.css';

export interface AuditTrailProps extends ServerGridState {
  /** One page of entries, with the count of all that match. */
  data: AuditAnswer | undefined;
  options: AuditFilterOptions | undefined;
  filters: AuditFilters;
  /** A new filter asks for its first page; Newer and Older ask for another page of the same filter. */
  onFiltersChange: (filters: AuditFilters) => void;
}

const AuditEntryDialog = lazyOverlay(() => import('./AuditEntryDialog'));

const COLUMNS: readonly DataTableColumn<AuditRow>[] = [
  { id: 'at', header: 'Time', accessor: 'at', format: 'datetime' },
  { id: 'actor', header: 'Actor', accessor: (row) => row.actorName ?? '', width: 'minmax(150px, 1fr)' },
  {
    id: 'assumedUser',
    header: 'Working as',
    accessor: (row) => row.assumedUserName ?? '',
    width: 'minmax(150px, 1fr)',
    // Entries made while assuming another user stand out: both people are accountable for them.
    render: (row, text) => (row.assumedUserId === null ? null : <Badge tone="caution">{text || `User #${row.assumedUserId}`}</Badge>),
  },
  { id: 'action', header: 'Action', accessor: 'action', width: 'minmax(170px, 1.2fr)' },
  { id: 'record', header: 'Record', accessor: recordOf, width: 'minmax(180px, 1.4fr)' },
  { id: 'ip', header: 'Address', accessor: (row) => row.ip ?? '', width: 'minmax(120px, 0.8fr)' },
];

/** "Showing 101–200 of 2,345" and the buttons to the newer and older pages of the server's answer. */
function Pager({ data, filters, onFiltersChange, isLoading }: Pick<AuditTrailProps, 'filters' | 'onFiltersChange' | 'isLoading'> & { data: AuditAnswer }) {
  const first = (data.page - 1) * data.pageSize + 1;
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  const go = (page: number) => onFiltersChange({ ...filters, page });
  return (
    <div className={css.pager}>
      <span role="status">
        {data.rows.length
          ? `Showing ${formatNumber(first)}–${formatNumber(first + data.rows.length - 1)} of ${formatNumber(data.total)}`
          : `No entries on this page (${formatNumber(data.total)} in all)`}
      </span>
      <span className={css.pagerButtons}>
        <Button tone="secondary" size="small" isDisabled={isLoading || filters.page <= 1} onPress={() => go(filters.page - 1)}>
          Newer
        </Button>
        <span>{`Page ${formatNumber(filters.page)} of ${formatNumber(pageCount)}`}</span>
        <Button tone="secondary" size="small" isDisabled={isLoading || filters.page >= pageCount} onPress={() => go(filters.page + 1)}>
          Older
        </Button>
      </span>
    </div>
  );
}

/**
 * The Audit tab of /user-logs: every change and sign-in the portal recorded, filtered and paged on the
 * server, newest first. An entry made while assuming another user names both people; open an entry to
 * see its record before and after.
 */
export function AuditTrail({ data, options, filters, onFiltersChange, ...grid }: AuditTrailProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const open = openId === null ? undefined : data?.rows.find((row) => row.id === openId);
  const refine = (change: Partial<AuditFilters>) => onFiltersChange({ ...filters, ...change, page: 1 });
  const hasRows = !!data?.rows.length;
  // Entries are shown to be opened: the dialog's code follows them rather than the first press.
  useEffect(() => {
    if (hasRows) AuditEntryDialog.preload();
  }, [hasRows]);
  return (
    <div className={page}>
      <PageHeader
        title="Audit Trail"
        description="Every change and sign-in in the portal: who did it, as which user, and the record before and after. Open an entry to see what changed."
        filters={
          <LogFilters dates={{ start: filters.from, end: filters.to }} onDatesChange={(range) => refine({ from: range.start, to: range.end })}>
            <PersonFilter label="Actor" all="All actors" people={options?.users} value={filters.actorId} onChange={(actorId) => refine({ actorId })} />
            <PersonFilter
              label="Working as"
              all="All entries"
              people={options?.users}
              value={filters.assumedUserId}
              onChange={(assumedUserId) => refine({ assumedUserId })}
            />
            <ValueFilter label="Record type" all="All records" values={options?.entities} value={filters.entity} onChange={(entity) => refine({ entity })} />
            <ValueFilter label="Action" all="All actions" values={options?.actions} value={filters.action} onChange={(action) => refine({ action })} />
          </LogFilters>
        }
      />
      <DataTable<AuditRow>
        aria-label="Audit trail"
        columns={COLUMNS}
        {...serverGridProps(data?.rows, grid)}
        getRowId={(row) => String(row.id)}
        mode="virtual"
        height={520}
        emptyMessage="No audit entries match these filters."
        onRowClick={(row) => setOpenId(row.id)}
        exportFileName="audit-trail"
      />
      {data && data.total > 0 && !grid.error ? <Pager data={data} filters={filters} onFiltersChange={onFiltersChange} isLoading={grid.isLoading} /> : null}
      {open ? <AuditEntryDialog key={open.id} entry={open} isOpen onOpenChange={(isOpen) => !isOpen && setOpenId(null)} /> : null}
    </div>
  );
}
