import { useState } from 'react';
import { FLAG_STATUSES, type FlagStatus } from '../../domain/feedback/statuses';
import { formatDateTime } from '../../domain/format';
import type { Assignee, FlaggedErrorRow } from '../../domain/feedback/flaggedErrors';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { serverGridProps } from '../../ui/DataTable/serverGridProps';
import { DataTable, type DataTableColumn, type DataTableView } from '../../ui/DataTable/DataTable';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Modal } from '../../ui/Modal/Modal';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Select } from '../../ui/Select/Select';
import { AttachmentPreview } from './AttachmentPreview';
import * as css from './Feedback.css';
import { STATUS_TONE } from './statusTone';

export interface FlaggedErrorChange {
  status: FlagStatus;
  assigneeId: number | null;
}

export interface FlaggedErrorListProps {
  rows: readonly FlaggedErrorRow[] | undefined;
  /** Who may be assigned: users who can view flag errors. */
  assignees: readonly Assignee[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Resolves when saved (the dialog closes), rejects to keep it open with saveError. */
  /** Saves a change; answers false when it failed (saveError says why, and the dialog stays open). */
  onSave: (id: number, change: FlaggedErrorChange) => Promise<boolean | void> | boolean | void;
  isSaving?: boolean;
  saveError?: string | null;
  view?: Partial<DataTableView> | undefined;
  onViewChange?: (view: DataTableView) => void;
}

const badge = (text: string) => <Badge tone={STATUS_TONE[text] ?? 'neutral'}>{text}</Badge>;

const COLUMNS: readonly DataTableColumn<FlaggedErrorRow>[] = [
  { id: 'id', header: '#', accessor: 'id', format: 'number', width: '70px' },
  { id: 'status', header: 'Status', accessor: 'status', width: 'minmax(120px, 0.8fr)', render: (row) => badge(row.status) },
  { id: 'priority', header: 'Priority', accessor: 'priority', width: 'minmax(100px, 0.6fr)', render: (row) => badge(row.priority) },
  { id: 'category', header: 'Category', accessor: 'category', width: 'minmax(130px, 1fr)' },
  { id: 'description', header: 'Description', accessor: 'description', width: 'minmax(220px, 2.5fr)' },
  { id: 'attachments', header: 'Files', accessor: (row) => row.attachments.length, format: 'number', width: '80px' },
  { id: 'reporter', header: 'Reported by', accessor: 'reporterName' },
  { id: 'assignee', header: 'Assignee', accessor: (row) => row.assigneeName ?? '' },
  { id: 'createdAt', header: 'Reported', accessor: 'createdAt', format: 'datetime' },
];

const STATUS_ITEMS = FLAG_STATUSES.map((s) => ({ id: s, label: s }));
const UNASSIGNED = 'none';

function Attachments({ row }: { row: FlaggedErrorRow }) {
  if (!row.attachments.length) return <p>No files attached.</p>;
  return (
    <ul className={css.media} aria-label="Attachments">
      {row.attachments.map((file) => (
        <li key={file.storageKey}>
          <AttachmentPreview file={file} />
        </li>
      ))}
    </ul>
  );
}

function Detail({
  row,
  assignees,
  onSave,
  isSaving,
  saveError,
  onClose,
}: {
  row: FlaggedErrorRow;
  assignees: readonly Assignee[];
  onSave: FlaggedErrorListProps['onSave'];
  isSaving: boolean | undefined;
  saveError: string | null | undefined;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<FlagStatus>(row.status);
  const [assignee, setAssignee] = useState<string>(row.assigneeId ? String(row.assigneeId) : UNASSIGNED);
  const assigneeItems = [{ id: UNASSIGNED, label: 'Unassigned' }, ...assignees.map((a) => ({ id: String(a.id), label: a.name }))];
  const save = async () => {
    const saved = await onSave(row.id, { status, assigneeId: assignee === UNASSIGNED ? null : Number(assignee) });
    if (saved !== false) onClose();
  };
  return (
    <Modal
      title={`Flagged error #${row.id}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="large"
      actions={
        <>
          <Button tone="secondary" slot="close">
            Cancel
          </Button>
          <Button isPending={isSaving} onPress={() => void save()}>
            Save
          </Button>
        </>
      }
    >
      <div className={css.form}>
        {saveError ? <Alert tone="critical">{saveError}</Alert> : null}
        <KeyValue
          items={[
            { label: 'Priority', value: badge(row.priority) },
            { label: 'Category', value: row.category },
            { label: 'Reported by', value: row.reporterName },
            { label: 'Reported', value: formatDateTime(row.createdAt) },
            { label: 'Page', value: row.pagePath },
            { label: 'Updated', value: formatDateTime(row.updatedAt) },
          ]}
        />
        <p className={css.description}>{row.description || 'No description.'}</p>
        <Attachments row={row} />
        <div className={css.twoColumns}>
          <Select
            label="Status"
            items={STATUS_ITEMS}
            value={status}
            onChange={(id) => id && setStatus(id as FlagStatus)}
            description="A new status notifies the reporter."
          />
          <Select label="Assignee" items={assigneeItems} value={assignee} onChange={(id) => setAssignee(id ?? UNASSIGNED)} />
        </div>
      </div>
    </Modal>
  );
}

/** /flagerror/list: every flagged error; open one to see its files and set status and assignee. */
export function FlaggedErrorList({ rows, assignees, isLoading, error, onRetry, onSave, isSaving, saveError, view, onViewChange }: FlaggedErrorListProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const open = openId === null ? undefined : rows?.find((r) => r.id === openId);
  return (
    <div className={css.widePage}>
      <PageHeader title="Flagged Errors" description="Errors staff flagged from the header. Open one to see its files, assign it and set its status." />
      <DataTable<FlaggedErrorRow>
        aria-label="Flagged errors"
        columns={COLUMNS}
        {...serverGridProps(rows, { isLoading, error, onRetry, view, onViewChange })}
        getRowId={(row) => String(row.id)}
        emptyMessage="No errors have been flagged."
        onRowClick={(row) => setOpenId(row.id)}
        exportFileName="flagged-errors"
      />
      {open ? (
        <Detail
          key={open.id}
          row={open}
          assignees={assignees}
          onSave={onSave}
          isSaving={isSaving}
          saveError={saveError}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </div>
  );
}
