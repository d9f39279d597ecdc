import type { RoleListRow } from '../../domain/users';
import { Button } from '../../ui/Button/Button';
import { serverGridProps } from '../../ui/DataTable/serverGridProps';
import { DataTable, type DataTableColumn, type DataTableView } from '../../ui/DataTable/DataTable';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import * as css from './UsersAdmin.css';

export interface RolesListProps {
  roles: RoleListRow[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** Shown only with 'can create role'. */
  canCreate: boolean;
  onCreate: () => void;
  /** Opens the role (only with 'can update role'; otherwise rows do not open). */
  onOpen?: ((role: RoleListRow) => void) | undefined;
  view?: Partial<DataTableView> | undefined;
  onViewChange?: (view: DataTableView) => void;
}

const COLUMNS: DataTableColumn<RoleListRow>[] = [
  { id: 'name', header: 'Role', accessor: 'name', width: 'minmax(160px, 1fr)' },
  { id: 'description', header: 'Description', accessor: 'description', width: 'minmax(220px, 2fr)' },
  { id: 'permission_count', header: 'Permissions', accessor: 'permission_count', format: 'number' },
  { id: 'user_count', header: 'Users', accessor: 'user_count', format: 'number' },
];

const rowId = (row: RoleListRow) => String(row.id);

/** The roles of the portal, with how many permissions each bundles and how many users hold it. */
export function RolesList({ roles, isLoading, error, onRetry, canCreate, onCreate, onOpen, view, onViewChange }: RolesListProps) {
  return (
    <div className={css.page}>
      <PageHeader
        title="Roles"
        description="A role bundles permissions; users get a role's permissions by holding it."
        actions={canCreate ? <Button onPress={onCreate}>New role</Button> : null}
      />
      <DataTable<RoleListRow>
        aria-label="Roles"
        columns={COLUMNS}
        {...serverGridProps(roles, { isLoading, error, onRetry, view, onViewChange })}
        getRowId={rowId}
        emptyMessage="No roles yet."
        {...(onOpen ? { onRowClick: onOpen } : {})}
        exportFileName="roles"
      />
    </div>
  );
}
