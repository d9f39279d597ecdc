import {
  canDelete,
  codesOfType,
  ROOT_CAUSE_CODE_TYPES,
  type MoveDirection,
  type RootCauseCode,
  type RootCauseCodeCreateInput,
  type RootCauseCodeType,
} from '../../domain/parts/rootCauseCodes';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { Tabs } from '../../ui/Tabs/Tabs';
import { activeBadge, CodeGrid, DeleteCodeConfirm, useCodeTableDialogs, type CodeColumn, type CodeTableChanges } from '../codeTable/CodeTable';
import { RootCauseCodesDialog, type CodeEditing } from './RootCauseCodesDialog';
import * as css from './RootCauseCodes.css';

export interface RootCauseCodesProps extends CodeTableChanges<RootCauseCode, RootCauseCodeCreateInput> {
  codes: readonly RootCauseCode[] | undefined;
  onMove: (code: RootCauseCode, direction: MoveDirection) => void;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const COLUMNS: readonly CodeColumn<RootCauseCode>[] = [
  { header: 'Code', look: 'key', cell: (code) => code.code },
  { header: 'Description', look: 'wide', cell: (code) => code.description },
  { header: 'Category', cell: (code) => code.category },
  { header: 'Records demand', cell: (code) => yesNo(code.recordsDemand) },
  { header: 'Note required', cell: (code) => yesNo(code.noteRequired) },
  { header: 'Status', cell: (code) => activeBadge(code.active) },
  { header: 'Times used', look: 'number', cell: (code) => code.timesUsed },
];

function CodeTable({ type, props, onEdit, onDelete }: { type: RootCauseCodeType; props: RootCauseCodesProps; onEdit: (code: RootCauseCode) => void; onDelete: (code: RootCauseCode) => void }) {
  const codes = codesOfType(props.codes ?? [], type);
  if (!codes.length) return <EmptyState headingLevel={2} title={`No ${type.toLowerCase()} codes yet`} description={`Add the first ${type.toLowerCase()} code.`} />;
  const { onMove, isBusy } = props;
  return (
    <CodeGrid
      aria-label={`${type} codes`}
      rows={codes}
      columns={COLUMNS}
      leadingActions={(code, at) => (
        <>
          <Button size="small" tone="ghost" aria-label={`Move ${code.code} up`} isDisabled={isBusy || at === 0} onPress={() => onMove(code, 'up')}>
            ↑
          </Button>
          <Button size="small" tone="ghost" aria-label={`Move ${code.code} down`} isDisabled={isBusy || at === codes.length - 1} onPress={() => onMove(code, 'down')}>
            ↓
          </Button>
        </>
      )}
      canDelete={canDelete}
      isBusy={isBusy}
      onEdit={onEdit}
      onSetActive={props.onSetActive}
      onDelete={onDelete}
    />
  );
}

/**
 * /rootcauseaction (Manage Action Reason): the reason and action codes root cause analysis gives a lost sale,
 * one tab each, in their order. A code no lost sale names can be deleted; once used it can only be
 * deactivated, and it keeps naming its history.
 */
export function RootCauseCodes(props: RootCauseCodesProps) {
  const { editing, open, close, deleting, setDeleting } = useCodeTableDialogs<RootCauseCode, CodeEditing>(props.onDialogOpen);
  const body = (type: RootCauseCodeType) => {
    if (props.error) return <ErrorState message={props.error} onRetry={props.onRetry} headingLevel={2} />;
    if (props.isLoading || !props.codes) return <Skeleton lines={6} label="Loading the codes" />;
    return <CodeTable type={type} props={props} onEdit={(code) => open({ type, code })} onDelete={setDeleting} />;
  };
  return (
    <div className={css.page}>
      <PageHeader
        title="Manage Action Reason"
        description="The reason and action codes root cause analysis gives a lost sale. Shared by every branch; only codes that record demand feed stocking demand."
      />
      {props.changeError ? <Alert tone="critical">{props.changeError}</Alert> : null}
      <Tabs
        aria-label="Code types"
        tabs={ROOT_CAUSE_CODE_TYPES.map((type) => ({
          id: type,
          label: `${type}s`,
          content: (
            <div className={css.panel}>
              <div className={css.panelActions}>
                <p className={css.muted}>
                  {type === 'Reason' ? 'Why the shelf could not fill the demand.' : 'What the parts department does about it.'} A used code is deactivated, never deleted.
                </p>
                <Button isDisabled={Boolean(props.error) || !props.codes} onPress={() => open({ type })}>
                  Add {type.toLowerCase()}
                </Button>
              </div>
              {body(type)}
            </div>
          ),
        }))}
      />
      <RootCauseCodesDialog editing={editing} onSave={props.onSave} isPending={props.isSaving} error={props.saveError} onClose={close} />
      <DeleteCodeConfirm deleting={deleting} nameOf={(code) => code.description} onDelete={props.onDelete} isDeleting={props.isDeleting} deleteError={props.deleteError} onDone={() => setDeleting(null)} />
    </div>
  );
}
