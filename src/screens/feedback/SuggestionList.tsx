import { SUGGESTION_STATUSES, type SuggestionStatus } from '../../domain/feedback/statuses';
import type { SuggestionRow } from '../../domain/feedback/suggestions';
import { Badge } from '../../ui/Badge/Badge';
import { serverGridProps } from '../../ui/DataTable/serverGridProps';
import { DataTable, type DataTableColumn, type DataTableView } from '../../ui/DataTable/DataTable';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Select } from '../../ui/Select/Select';
import * as css from './Feedback.css';
import { STATUS_TONE } from './statusTone';

export const ALL_STATUSES = 'all';

export interface SuggestionListProps {
  rows: readonly SuggestionRow[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The status filter, applied by the server; null shows every status. */
  status: SuggestionStatus | null;
  onStatusChange: (status: SuggestionStatus | null) => void;
  /** Open a suggestion to triage it (only offered with 'can update suggestions status'). */
  onOpen?: ((row: SuggestionRow) => void) | undefined;
  view?: Partial<DataTableView> | undefined;
  onViewChange?: (view: DataTableView) => void;
}

const COLUMNS: readonly DataTableColumn<SuggestionRow>[] = [
  { id: 'id', header: '#', accessor: 'id', format: 'number', width: '80px' },
  {
    id: 'status',
    header: 'Status',
    accessor: 'status',
    width: 'minmax(130px, 0.8fr)',
    render: (row) => <Badge tone={STATUS_TONE[row.status] ?? 'neutral'}>{row.status}</Badge>,
  },
  { id: 'title', header: 'Title', accessor: 'title', width: 'minmax(220px, 2.5fr)' },
  { id: 'screen', header: 'Screen', accessor: (row) => row.screen ?? '' },
  { id: 'submitter', header: 'Submitter', accessor: (row) => (row.userId ? row.submitterName : `${row.submitterName} (signed out)`) },
  { id: 'reply', header: 'Reply', accessor: (row) => row.reply ?? '', width: 'minmax(160px, 1.5fr)' },
  { id: 'createdAt', header: 'Date', accessor: 'createdAt', format: 'date', width: '120px' },
];

const STATUS_ITEMS = [{ id: ALL_STATUSES, label: 'All statuses' }, ...SUGGESTION_STATUSES.map((s) => ({ id: s, label: s }))];

/** /suggestions/list: every suggestion, to triage by status. */
export function SuggestionList({ rows, isLoading, error, onRetry, status, onStatusChange, onOpen, view, onViewChange }: SuggestionListProps) {
  return (
    <div className={css.widePage}>
      <PageHeader
        title="All Suggestions"
        description={onOpen ? 'Open a suggestion to change its status and reply to the submitter.' : 'Suggestions from staff and visitors.'}
        filters={
          <Select
            label="Status"
            items={STATUS_ITEMS}
            value={status ?? ALL_STATUSES}
            onChange={(id) => onStatusChange(!id || id === ALL_STATUSES ? null : (id as SuggestionStatus))}
          />
        }
      />
      <DataTable<SuggestionRow>
        aria-label="Suggestions"
        columns={COLUMNS}
        {...serverGridProps(rows, { isLoading, error, onRetry, view, onViewChange })}
        getRowId={(row) => String(row.id)}
        emptyMessage={status ? `No suggestions are ${status}.` : 'No suggestions yet.'}
        {...(onOpen ? { onRowClick: onOpen } : {})}
        exportFileName="suggestions"
      />
    </div>
  );
}
