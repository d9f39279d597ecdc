import { useState } from 'react';
import { canDeleteScheduleType, type ScheduleType, type ScheduleTypeCreateInput } from '../../domain/service/scheduleTypes';
import { formatNumber } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from '../parts/RootCauseCodes.css';
import { ScheduleTypeBlock } from './ScheduleTypeBlock';
import { ScheduleTypeDialog } from './ScheduleTypeDialog';

export interface ScheduleTypesProps {
  types: readonly ScheduleType[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Resolves true once saved (the dialog closes). */
  onSave: (values: ScheduleTypeCreateInput, type: ScheduleType | undefined) => Promise<boolean>;
  isSaving: boolean;
  saveError: string | null;
  /** The dialog opened: the last save's refusal is about another type, so the host forgets it. */
  onDialogOpen?: () => void;
  onSetActive: (type: ScheduleType, active: boolean) => void;
  /** An activate or deactivate under way: every row's buttons wait. */
  isBusy?: boolean;
  changeError?: string | null;
  /** Offered only for a type no schedule entry names, after a question; resolves true once deleted. */
  onDelete: (type: ScheduleType) => Promise<boolean>;
  isDeleting: boolean;
  deleteError: string | null;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function TypeRow({ type, props, onEdit, onDelete }: { type: ScheduleType; props: ScheduleTypesProps; onEdit: () => void; onDelete: () => void }) {
  const { isBusy } = props;
  return (
    <tr className={type.active ? undefined : css.inactive}>
      <td className={css.code}>{type.code}</td>
      <td className={css.wide}>
        <ScheduleTypeBlock colour={type.colour} label={type.name} />
      </td>
      <td data-label="Colour" className={css.code}>
        {type.colour}
      </td>
      <td data-label="Productive">{yesNo(type.productive)}</td>
      <td data-label="Default duration">{formatNumber(type.defaultMinutes)} min</td>
      <td data-label="RO required">{yesNo(type.roRequired)}</td>
      <td data-label="Status">{type.active ? <Badge tone="positive">Active</Badge> : <Badge>Inactive</Badge>}</td>
      <td data-label="Entries" className={css.number}>
        {type.timesUsed}
      </td>
      <td className={css.wide}>
        <div className={css.rowActions}>
          <Button size="small" tone="secondary" aria-label={`Edit ${type.code}`} isDisabled={isBusy} onPress={onEdit}>
            Edit
          </Button>
          <Button
            size="small"
            tone="secondary"
            aria-label={`${type.active ? 'Deactivate' : 'Activate'} ${type.code}`}
            isDisabled={isBusy}
            onPress={() => props.onSetActive(type, !type.active)}
          >
            {type.active ? 'Deactivate' : 'Activate'}
          </Button>
          {canDeleteScheduleType(type) ? (
            <Button size="small" tone="critical" aria-label={`Delete ${type.code}`} isDisabled={isBusy} onPress={onDelete}>
              Delete
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

const HEADERS = ['Code', 'Name', 'Colour', 'Productive', 'Default duration', 'RO required', 'Status'];

/**
 * /scheduletypes: the kinds of block on the scheduler board, each shown in its colour as the board draws it.
 * A type no schedule entry names can be deleted; once used it can only be deactivated.
 */
export function ScheduleTypes(props: ScheduleTypesProps) {
  const [editing, setEditing] = useState<ScheduleType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ScheduleType | null>(null);
  const open = (next: ScheduleType | 'new') => {
    props.onDialogOpen?.();
    setEditing(next);
  };
  const body = () => {
    if (props.error) return <ErrorState message={props.error} onRetry={props.onRetry} headingLevel={2} />;
    if (props.isLoading || !props.types) return <Skeleton lines={6} label="Loading the schedule types" />;
    if (!props.types.length) return <EmptyState headingLevel={2} title="No schedule types yet" description="Add the first kind of block the board schedules." />;
    return (
      <table className={css.table} aria-label="Schedule types">
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col" className={css.number}>
              Entries
            </th>
            <th scope="col">
              <span className={css.muted}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.types.map((type) => (
            <TypeRow key={type.id} type={type} props={props} onEdit={() => open(type)} onDelete={() => setDeleting(type)} />
          ))}
        </tbody>
      </table>
    );
  };
  return (
    <div className={css.page}>
      <PageHeader
        title="Schedule Types"
        description="The kinds of block on the scheduler board: their colour, whether they count as productive, their default length and whether they need a repair order. Shared by every branch."
        actions={
          <Button isDisabled={Boolean(props.error) || !props.types} onPress={() => open('new')}>
            Add schedule type
          </Button>
        }
      />
      {props.changeError ? <Alert tone="critical">{props.changeError}</Alert> : null}
      {body()}
      <ScheduleTypeDialog editing={editing} onSave={props.onSave} isPending={props.isSaving} error={props.saveError} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.code ?? ''}?`}
        message={
          <>
            {deleting ? `${deleting.code} ${deleting.name} goes for good.` : ''}
            {props.deleteError ? <Alert tone="critical">{props.deleteError}</Alert> : null}
          </>
        }
        confirmLabel="Delete"
        tone="critical"
        isPending={props.isDeleting}
        onConfirm={() => void (deleting && props.onDelete(deleting).then((done) => done && setDeleting(null)))}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
