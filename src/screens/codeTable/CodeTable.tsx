import { useState, type ReactNode } from 'react';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import * as css from '../parts/RootCauseCodes.css';

/** A row of a code table: a code staff pick from lists elsewhere, deactivated once used, deleted only while unused. */
export interface CodeRecord {
  id: number;
  code: string;
  active: boolean;
}

/** What a code table's host gives it, beside its rows: saving the dialog, activating and deleting a code. */
export interface CodeTableChanges<Row extends CodeRecord, Input> {
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Resolves true once saved (the dialog closes). */
  onSave: (values: Input, row: Row | undefined) => Promise<boolean>;
  isSaving: boolean;
  saveError: string | null;
  /** The dialog opened: the last save's refusal is about another code, so the host forgets it. */
  onDialogOpen?: () => void;
  onSetActive: (row: Row, active: boolean) => void;
  /** A change under way (activate, move): every row's buttons wait. */
  isBusy?: boolean;
  /** Why the last activate or move failed. */
  changeError?: string | null;
  /** Offered only for a code nothing names, after a question; resolves true once deleted. */
  onDelete: (row: Row) => Promise<boolean>;
  isDeleting: boolean;
  deleteError: string | null;
}

/**
 * A column of a code table. `key` is the code itself and `wide` a long text, neither labelled on a phone;
 * `number` is right-aligned; any other cell carries its header as its label on a phone.
 */
export interface CodeColumn<Row> {
  header: string;
  look?: 'key' | 'wide' | 'number';
  /** A class for the cell besides its look's. */
  className?: string;
  cell: (row: Row) => ReactNode;
}

export interface CodeGridProps<Row extends CodeRecord> {
  'aria-label': string;
  rows: readonly Row[];
  columns: readonly CodeColumn<Row>[];
  /** Buttons before Edit (moving a code up or down), given the row's place. */
  leadingActions?: (row: Row, at: number) => ReactNode;
  canDelete: (row: Row) => boolean;
  isBusy: boolean | undefined;
  onEdit: (row: Row) => void;
  onSetActive: (row: Row, active: boolean) => void;
  onDelete: (row: Row) => void;
}

const cellClass = <Row,>(column: CodeColumn<Row>) =>
  [column.look === 'key' ? css.code : column.look === 'wide' ? css.wide : column.look === 'number' ? css.number : undefined, column.className].filter(Boolean).join(' ') || undefined;

/** A code's status as every code table shows it. */
export const activeBadge = (active: boolean) => (active ? <Badge tone="positive">Active</Badge> : <Badge>Inactive</Badge>);

/** The codes in a table: their columns, then Edit, Activate or Deactivate, and Delete while nothing names them. */
export function CodeGrid<Row extends CodeRecord>({ rows, columns, leadingActions, canDelete, isBusy, onEdit, onSetActive, onDelete, ...rest }: CodeGridProps<Row>) {
  return (
    <table className={css.table} aria-label={rest['aria-label']}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.look === 'number' ? css.number : undefined}>
              {column.header}
            </th>
          ))}
          <th scope="col">
            <span className={css.muted}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, at) => (
          <tr key={row.id} className={row.active ? undefined : css.inactive}>
            {columns.map((column) => (
              <td key={column.header} className={cellClass(column)} data-label={column.look === 'key' || column.look === 'wide' ? undefined : column.header}>
                {column.cell(row)}
              </td>
            ))}
            <td className={css.wide}>
              <div className={css.rowActions}>
                {leadingActions?.(row, at)}
                <Button size="small" tone="secondary" aria-label={`Edit ${row.code}`} isDisabled={isBusy} onPress={() => onEdit(row)}>
                  Edit
                </Button>
                <Button size="small" tone="secondary" aria-label={`${row.active ? 'Deactivate' : 'Activate'} ${row.code}`} isDisabled={isBusy} onPress={() => onSetActive(row, !row.active)}>
                  {row.active ? 'Deactivate' : 'Activate'}
                </Button>
                {canDelete(row) ? (
                  <Button size="small" tone="critical" aria-label={`Delete ${row.code}`} isDisabled={isBusy} onPress={() => onDelete(row)}>
                    Delete
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Which code the dialog edits (or 'new' for one to add) and which one waits for its delete to be confirmed. */
export function useCodeTableDialogs<Row, Editing = Row | 'new'>(onDialogOpen: (() => void) | undefined) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const open = (next: Editing) => {
    onDialogOpen?.();
    setEditing(next);
  };
  return { editing, open, close: () => setEditing(null), deleting, setDeleting };
}

export interface DeleteCodeConfirmProps<Row extends CodeRecord> {
  deleting: Row | null;
  /** The code's name after its code: "ELEC Electrical goes for good." */
  nameOf: (row: Row) => string;
  onDelete: (row: Row) => Promise<boolean>;
  isDeleting: boolean;
  deleteError: string | null;
  onDone: () => void;
}

/** The question before a code goes for good, with the server's refusal when it says no. */
export function DeleteCodeConfirm<Row extends CodeRecord>({ deleting, nameOf, onDelete, isDeleting, deleteError, onDone }: DeleteCodeConfirmProps<Row>) {
  return (
    <ConfirmDialog
      isOpen={deleting !== null}
      title={`Delete ${deleting?.code ?? ''}?`}
      message={
        <>
          {deleting ? `${deleting.code} ${nameOf(deleting)} goes for good.` : ''}
          {deleteError ? <Alert tone="critical">{deleteError}</Alert> : null}
        </>
      }
      confirmLabel="Delete"
      tone="critical"
      isPending={isDeleting}
      onConfirm={() => void (deleting && onDelete(deleting).then((done) => done && onDone()))}
      onCancel={onDone}
    />
  );
}
