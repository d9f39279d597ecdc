import { useMemo, useState } from 'react';
import type { BranchOption, BulkAction, RoleListRow, UserListRow } from '../../domain/users';
import { bulkSchema, type BulkPayload } from '../../domain/userPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { serverGridProps } from '../../ui/DataTable/serverGridProps';
import { DataTable, type DataTableColumn, type DataTableView } from '../../ui/DataTable/DataTable';
import { useForm } from '../../ui/Form/useForm';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Select } from '../../ui/Select/Select';
import { USER_COLUMNS } from './UsersList';
import * as css from './UsersAdmin.css';

export interface UserManagementProps {
  users: UserListRow[] | undefined;
  roles: RoleListRow[] | undefined;
  branches: BranchOption[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** POST /api/users/bulk with a checked payload. */
  onRun: (payload: BulkPayload) => void;
  isPending?: boolean;
  /** Shown in the open dialog when the action failed. */
  runError?: string | null;
  /** Counts the finished actions: each new value closes the dialog. */
  completedRuns?: number;
  view?: Partial<DataTableView> | undefined;
  onViewChange?: (view: DataTableView) => void;
}

const COLUMNS: DataTableColumn<UserListRow>[] = [
  ...USER_COLUMNS,
  {
    id: 'registered',
    header: 'Registered',
    accessor: (row) => (row.registered ? 'Registered' : ''),
    width: '130px',
    render: (row, text) => (row.registered ? <Badge tone="info">{text}</Badge> : null),
  },
];

const rowId = (row: UserListRow) => String(row.id);
const people = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'user' : 'users'}`;

const TITLES: Record<BulkAction, { title: string; confirm: string }> = {
  assignRole: { title: 'Assign a role', confirm: 'Assign role' },
  addBranch: { title: 'Add a branch', confirm: 'Add branch' },
  activateRegistered: { title: 'Activate registered accounts', confirm: 'Activate' },
};

/** Whom an action would change among the selected users (the server skips the others). */
function changedBy(action: BulkAction, selected: readonly UserListRow[], roleName: string | undefined, branchLabel: string | undefined) {
  if (action === 'assignRole') return roleName ? selected.filter((u) => !u.roles.includes(roleName)) : [];
  if (action === 'addBranch') return branchLabel ? selected.filter((u) => !u.branches.includes(branchLabel)) : [];
  return selected.filter((u) => u.registered && !u.active);
}

/** Bulk work on many users: give a role or a branch, or let registered accounts sign in. */
export function UserManagement({
  users,
  roles,
  branches,
  isLoading,
  error,
  onRetry,
  onRun,
  isPending,
  runError,
  completedRuns = 0,
  view,
  onViewChange,
}: UserManagementProps) {
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [action, setAction] = useState<BulkAction | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [branchId, setBranchId] = useState<string | null>(null);
  const [seenRuns, setSeenRuns] = useState(completedRuns);
  if (seenRuns !== completedRuns) {
    setSeenRuns(completedRuns);
    setAction(null);
  }

  // The selection as the rows are now (after a refresh the roles and branches are the new ones).
  const selected = useMemo(() => {
    const wanted = new Set(selectedIds);
    return (users ?? []).filter((u) => wanted.has(u.id));
  }, [users, selectedIds]);
  const role = roles?.find((r) => String(r.id) === roleId);
  const branch = branches?.find((b) => String(b.id) === branchId);
  const changing = action ? changedBy(action, selected, role?.name, branch?.label) : [];
  const none = selected.length === 0;

  const chosen = action === 'assignRole' ? { roleId: roleId ? Number(roleId) : undefined } : action === 'addBranch' ? { branchId: branchId ? Number(branchId) : undefined } : {};
  // What the open dialog would run, unchecked until its confirm: the role or branch may not be chosen yet.
  const bulk = { action, userIds: selected.map((u) => u.id), ...chosen } as BulkPayload;
  const { errors, submit, ref, clear } = useForm(bulkSchema, { values: bulk, onValid: onRun });
  const open = (next: BulkAction) => {
    clear();
    setAction(next);
  };

  const message = (() => {
    if (!action) return null;
    const count = changing.length;
    if (action === 'assignRole')
      return role
        ? `${count} of the ${people(selected.length)} selected will get the role ${role.name}${count < selected.length ? '; the others already hold it' : ''}.`
        : `Choose the role to give the ${people(selected.length)} selected.`;
    if (action === 'addBranch')
      return branch
        ? `${count} of the ${people(selected.length)} selected will get the branch ${branch.label}${count < selected.length ? '; the others already have it' : ''}.`
        : `Choose the branch to add to the ${people(selected.length)} selected.`;
    return `${count} of the ${people(selected.length)} selected registered and are inactive: they will be able to sign in. The others do not change.`;
  })();

  return (
    <div className={css.page}>
      <PageHeader title="User Management" description="Select users in the grid, then give them a role or a branch, or activate the accounts that registered." />
      <div role="group" aria-label="Bulk actions" className={css.toolbar}>
        <p className={css.note} aria-live="polite">
          {none ? 'No users selected.' : `${people(selected.length)} selected.`}
        </p>
        <Button tone="secondary" isDisabled={none || !roles} onPress={() => open('assignRole')}>
          Assign role…
        </Button>
        <Button tone="secondary" isDisabled={none || !branches} onPress={() => open('addBranch')}>
          Add branch…
        </Button>
        <Button tone="secondary" isDisabled={none} onPress={() => open('activateRegistered')}>
          Activate registered accounts
        </Button>
      </div>
      <DataTable<UserListRow>
        aria-label="Users"
        columns={COLUMNS}
        {...serverGridProps(users, { isLoading, error, onRetry, view, onViewChange })}
        getRowId={rowId}
        emptyMessage="No users yet."
        exportFileName="user-management"
        selectable
        onSelectionChange={(rows) => setSelectedIds(rows.map((r) => r.id))}
      />
      <ConfirmDialog
        isOpen={action !== null}
        title={action ? TITLES[action].title : ''}
        confirmLabel={action ? TITLES[action].confirm : 'Confirm'}
        isPending={isPending}
        onCancel={() => setAction(null)}
        onConfirm={submit}
        message={
          <div ref={ref} className={css.form}>
            {runError ? <Alert tone="critical">{runError}</Alert> : null}
            {action === 'assignRole' ? (
              <Select
                label="Role"
                placeholder="Choose a role"
                items={(roles ?? []).map((r) => ({ id: String(r.id), label: r.name }))}
                value={roleId}
                onChange={setRoleId}
                isRequired
                errorMessage={errors.roleId}
              />
            ) : null}
            {action === 'addBranch' ? (
              <Select
                label="Branch"
                placeholder="Choose a branch"
                items={(branches ?? []).map((b) => ({ id: String(b.id), label: b.label }))}
                value={branchId}
                onChange={setBranchId}
                isRequired
                errorMessage={errors.branchId}
              />
            ) : null}
            <p>{message}</p>
            {errors.userIds ? <Alert tone="critical">{errors.userIds}</Alert> : null}
          </div>
        }
      />
    </div>
  );
}
