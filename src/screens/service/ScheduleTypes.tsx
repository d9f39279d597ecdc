import { canDeleteScheduleType, type ScheduleType, type ScheduleTypeCreateInput } from '../../domain/service/scheduleTypes';
import { formatNumber } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { activeBadge, CodeGrid, DeleteCodeConfirm, useCodeTableDialogs, type CodeColumn, type CodeTableChanges } from '../codeTable/CodeTable';
import * as css from '../parts/RootCauseCodes.css';
import { ScheduleTypeBlock } from './ScheduleTypeBlock';
import { ScheduleTypeDialog } from './ScheduleTypeDialog';

export interface ScheduleTypesProps extends CodeTableChanges<ScheduleType, ScheduleTypeCreateInput> {
  types: readonly ScheduleType[] | undefined;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const COLUMNS: readonly CodeColumn<ScheduleType>[] = [
  { header: 'Code', look: 'key', cell: (type) => type.code },
  { header: 'Name', look: 'wide', cell: (type) => <ScheduleTypeBlock colour={type.colour} label={type.name} /> },
  { header: 'Colour', className: css.code, cell: (type) => type.colour },
  { header: 'Productive', cell: (type) => yesNo(type.productive) },
  { header: 'Default duration', cell: (type) => `${formatNumber(type.defaultMinutes)} min` },
  { header: 'RO required', cell: (type) => yesNo(type.roRequired) },
  { header: 'Status', cell: (type) => activeBadge(type.active) },
  { header: 'Entries', look: 'number', cell: (type) => type.timesUsed },
];

/**
 * /scheduletypes: the kinds of block on the scheduler board, each shown in its colour as the board draws it.
 * A type no schedule entry names can be deleted; once used it can only be deactivated.
 */
export function ScheduleTypes(props: ScheduleTypesProps) {
  const { editing, open, close, deleting, setDeleting } = useCodeTableDialogs<ScheduleType>(props.onDialogOpen);
  const body = () => {
    if (props.error) return <ErrorState message={props.error} onRetry={props.onRetry} headingLevel={2} />;
    if (props.isLoading || !props.types) return <Skeleton lines={6} label="Loading the schedule types" />;
    if (!props.types.length) return <EmptyState headingLevel={2} title="No schedule types yet" description="Add the first kind of block the board schedules." />;
    return (
      <CodeGrid
        aria-label="Schedule types"
        rows={props.types}
        columns={COLUMNS}
        canDelete={canDeleteScheduleType}
        isBusy={props.isBusy}
        onEdit={open}
        onSetActive={props.onSetActive}
        onDelete={setDeleting}
      />
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
      <ScheduleTypeDialog editing={editing} onSave={props.onSave} isPending={props.isSaving} error={props.saveError} onClose={close} />
      <DeleteCodeConfirm deleting={deleting} nameOf={(type) => type.name} onDelete={props.onDelete} isDeleting={props.isDeleting} deleteError={props.deleteError} onDone={() => setDeleting(null)} />
    </div>
  );
}
