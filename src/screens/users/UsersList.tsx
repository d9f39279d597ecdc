import type { UserListRow } from '../../domain/users';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { serverGridProps } from '../../ui/DataTable/serverGridProps';
import { DataTable, type DataTableColumn, type DataTableView } from '../../ui/DataTable/DataTable';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import * as css from './UsersAdmin.css';

export interface UsersListProps {
  users: UserListRow[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** 'New user' shows only with 'can create user'. */
  canCreate: boolean;
  onCreate: () => void;
  /** Row click: open the user (/users/edit/{id}). */
  onOpen?: ((user: UserListRow) => void) | undefined;
  view?: Partial<DataTableView> | undefined;
  onViewChange?: (view: DataTableView) => void;
}

export const USER_COLUMNS: DataTableColumn<UserListRow>[] = [
  { id: 'name', header: 'Name', accessor: 'name', width: 'minmax(160px, 1.4fr)' },
  { id: 'email', header: 'Email', accessor: 'email', width: 'minmax(200px, 1.6fr)' },
  { id: 'excede_name', header: 'Excede name', accessor: 'excede_name', width: 'minmax(160px, 1.2fr)' },
  { id: 'excede_id', header: 'Excede id', accessor: 'excede_id', width: '110px' },
  { id: 'roles', header: 'Roles', accessor: (row) => row.roles.join(', '), width: 'minmax(140px, 1fr)' },
  { id: 'branches', header: 'Branches', accessor: (row) => row.branches.join(', '), width: 'minmax(180px, 1.6fr)' },
  {
    id: 'active',
    header: 'Active',
    accessor: (row) => (row.active ? 'Active' : 'Inactive'),
    width: '110px',
    render: (row, text) => <Badge tone={row.active ? 'positive' : 'neutral'}>{text}</Badge>,
  },
  { id: 'last_login_at', header: 'Last sign-in', accessor: 'last_login_at', format: 'datetime' },
];

const rowId = (row: UserListRow) => String(row.id);

/** Every portal user: who they are in Excede, what they hold, whether they can sign in. */
export function UsersList({ users, isLoading, error, onRetry, canCreate, onCreate, onOpen, view, onViewChange }: UsersListProps) {
  return (
    <div className={css.page}>
      <PageHeader
        title="Users"
        description="Open a user to change their roles, permissions, branches or to deactivate them."
        actions={canCreate ? <Button onPress={onCreate}>New user</Button> : null}
      />
      <DataTable<UserListRow>
        aria-label="Users"
        columns={USER_COLUMNS}
        {...serverGridProps(users, { isLoading, error, onRetry, view, onViewChange })}
        getRowId={rowId}
        emptyMessage="No users yet."
        exportFileName="users"
        {...(onOpen ? { onRowClick: onOpen } : {})}
      />
    </div>
  );
}
