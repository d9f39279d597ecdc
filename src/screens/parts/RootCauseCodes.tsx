import { useState } from 'react';
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
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { Tabs } from '../../ui/Tabs/Tabs';
import { RootCauseCodesDialog, type CodeEditing } from './RootCauseCodesDialog';
import * as css from './RootCauseCodes.css';

export interface RootCauseCodesProps {
  codes: readonly RootCauseCode[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Resolves true once saved (the dialog closes). */
  onSave: (values: RootCauseCodeCreateInput, code: RootCauseCode | undefined) => Promise<boolean>;
  isSaving: boolean;
  saveError: string | null;
  /** The dialog opened: the last save's refusal is about another code, so the host forgets it. */
  onDialogOpen?: () => void;
  onSetActive: (code: RootCauseCode, active: boolean) => void;
  onMove: (code: RootCauseCode, direction: MoveDirection) => void;
  /** A change under way (activate, move): every row's buttons wait. */
  isBusy?: boolean;
  /** Why the last activate or move failed. */
  changeError?: string | null;
  /** Offered only for a code no lost sale names, after a question; resolves true once deleted. */
  onDelete: (code: RootCauseCode) => Promise<boolean>;
  isDeleting: boolean;
  deleteError: string | null;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

interface RowHandlers {
  onEdit: (code: RootCauseCode) => void;
  onDelete: (code: RootCauseCode) => void;
}

function CodeRows({ codes, props, onEdit, onDelete }: { codes: RootCauseCode[]; props: RootCauseCodesProps } & RowHandlers) {
  const { onSetActive, onMove, isBusy } = props;
  return (
    <tbody>
      {codes.map((code, at) => (
        <tr key={code.id} className={code.active ? undefined : css.inactive}>
          <td className={css.code}>{code.code}</td>
          <td className={css.wide}>{code.description}</td>
          <td data-label="Category">{code.category}</td>
          <td data-label="Records demand">{yesNo(code.recordsDemand)}</td>
          <td data-label="Note required">{yesNo(code.noteRequired)}</td>
          <td data-label="Status">{code.active ? <Badge tone="positive">Active</Badge> : <Badge>Inactive</Badge>}</td>
          <td data-label="Times used" className={css.number}>
            {code.timesUsed}
          </td>
          <td className={css.wide}>
            <div className={css.rowActions}>
              <Button size="small" tone="ghost" aria-label={`Move ${code.code} up`} isDisabled={isBusy || at === 0} onPress={() => onMove(code, 'up')}>
                ↑
              </Button>
              <Button size="small" tone="ghost" aria-label={`Move ${code.code} down`} isDisabled={isBusy || at === codes.length - 1} onPress={() => onMove(code, 'down')}>
                ↓
              </Button>
              <Button size="small" tone="secondary" aria-label={`Edit ${code.code}`} isDisabled={isBusy} onPress={() => onEdit(code)}>
                Edit
              </Button>
              <Button size="small" tone="secondary" aria-label={`${code.active ? 'Deactivate' : 'Activate'} ${code.code}`} isDisabled={isBusy} onPress={() => onSetActive(code, !code.active)}>
                {code.active ? 'Deactivate' : 'Activate'}
              </Button>
              {canDelete(code) ? (
                <Button size="small" tone="critical" aria-label={`Delete ${code.code}`} isDisabled={isBusy} onPress={() => onDelete(code)}>
                  Delete
                </Button>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </tbody>
  );
}

function CodeTable({ type, props, ...handlers }: { type: RootCauseCodeType; props: RootCauseCodesProps } & RowHandlers) {
  const codes = codesOfType(props.codes ?? [], type);
  if (!codes.length) return <EmptyState headingLevel={2} title={`No ${type.toLowerCase()} codes yet`} description={`Add the first ${type.toLowerCase()} code.`} />;
  return (
    <table className={css.table} aria-label={`${type} codes`}>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Description</th>
          <th scope="col">Category</th>
          <th scope="col">Records demand</th>
          <th scope="col">Note required</th>
          <th scope="col">Status</th>
          <th scope="col" className={css.number}>
            Times used
          </th>
          <th scope="col">
            <span className={css.muted}>Actions</span>
          </th>
        </tr>
      </thead>
      <CodeRows codes={codes} props={props} {...handlers} />
    </table>
  );
}

/**
 * /rootcauseaction (Manage Action Reason): the reason and action codes root cause analysis gives a lost sale,
 * one tab each, in their order. A code no lost sale names can be deleted; once used it can only be
 * deactivated, and it keeps naming its history.
 */
export function RootCauseCodes(props: RootCauseCodesProps) {
  const [editing, setEditing] = useState<CodeEditing | null>(null);
  const [deleting, setDeleting] = useState<RootCauseCode | null>(null);
  const open = (next: CodeEditing) => {
    props.onDialogOpen?.();
    setEditing(next);
  };
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
      <RootCauseCodesDialog editing={editing} onSave={props.onSave} isPending={props.isSaving} error={props.saveError} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.code ?? ''}?`}
        message={
          <>
            {deleting ? `${deleting.code} ${deleting.description} goes for good.` : ''}
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
