import type { ClaimAction, ClaimedAddress, CreatedAccountsResult, CreatedUserRow } from '../../domain/users';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { serverGridProps } from '../../ui/DataTable/serverGridProps';
import { DataTable, type DataTableColumn, type DataTableView } from '../../ui/DataTable/DataTable';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { ClaimedAddresses } from './ClaimedAddresses';
import * as css from './UsersAdmin.css';

export interface CreatedUsersRun {
  /** The server's words: 'N accounts created.' */
  message: string;
  created: CreatedAccountsResult['created'];
}

export interface CreatedUsersProps {
  /** GET /api/createduser/list, newest first. */
  users: CreatedUserRow[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** 'Create accounts now' shows only with 'can create user'. */
  canCreate: boolean;
  onRun: () => void;
  isRunning?: boolean;
  /** What the last run did. */
  lastRun?: CreatedUsersRun | null;
  runError?: string | null;
  /** Addresses registered before the employee's account was made (GET /api/createduser/claims). */
  claims?: ClaimedAddress[] | undefined;
  /** Settling a claim; only with 'can update user'. */
  onSettleClaim?: ((claim: ClaimedAddress, action: ClaimAction) => void) | undefined;
  settlingClaim?: { userId: number; action: ClaimAction } | null;
  /** Row click: open the account (/users/edit/{id}). */
  onOpen?: ((user: CreatedUserRow) => void) | undefined;
  view?: Partial<DataTableView> | undefined;
  onViewChange?: (view: DataTableView) => void;
}

const COLUMNS: DataTableColumn<CreatedUserRow>[] = [
  { id: 'created_at', header: 'Created', accessor: 'created_at', format: 'datetime' },
  { id: 'name', header: 'Name', accessor: 'name', width: 'minmax(160px, 1.2fr)' },
  { id: 'email', header: 'Email', accessor: 'email', width: 'minmax(220px, 1.6fr)' },
  { id: 'excede_name', header: 'Excede name', accessor: 'excede_name', width: 'minmax(160px, 1.2fr)' },
  { id: 'excede_id', header: 'Excede id', accessor: 'excede_id', width: '110px' },
  { id: 'roles', header: 'Roles', accessor: (row) => row.roles.join(', '), width: 'minmax(120px, 1fr)' },
  { id: 'branches', header: 'Branches', accessor: (row) => row.branches.join(', '), width: 'minmax(160px, 1.2fr)' },
  {
    id: 'active',
    header: 'Active',
    accessor: (row) => (row.active ? 'Active' : 'Inactive'),
    width: '110px',
    render: (row, text) => <Badge tone={row.active ? 'positive' : 'neutral'}>{text}</Badge>,
  },
];

const rowId = (row: CreatedUserRow) => String(row.id);

/** Accounts the portal made by itself for Excede employees who had none, and when. */
export function CreatedUsers({
  users,
  isLoading,
  error,
  onRetry,
  canCreate,
  onRun,
  isRunning,
  lastRun,
  runError,
  onOpen,
  claims,
  onSettleClaim,
  settlingClaim,
  view,
  onViewChange,
}: CreatedUsersProps) {
  return (
    <div className={css.page}>
      <PageHeader
        title="Automatically Created Users"
        description="Every Excede employee without a portal account gets one: active, with the Read-only role and their home branch, and no password until they set one through 'Forgot password'."
        actions={
          canCreate ? (
            <Button isPending={isRunning} onPress={onRun}>
              Create accounts now
            </Button>
          ) : null
        }
      />
      {runError ? <Alert tone="critical">{runError}</Alert> : null}
      {lastRun ? (
        <Alert tone="positive">
          <strong>{lastRun.message}</strong>
          {lastRun.created.length ? (
            <ul className={css.list} aria-label="Accounts just created">
              {lastRun.created.map((u) => (
                <li key={u.id}>{`${u.name} (${u.email})${u.branch ? ` · ${u.branch}` : ''}`}</li>
              ))}
            </ul>
          ) : (
            <p>Every Excede employee already has an account.</p>
          )}
        </Alert>
      ) : null}
      {claims ? <ClaimedAddresses claims={claims} onSettle={onSettleClaim} settling={settlingClaim ?? null} /> : null}
      <DataTable<CreatedUserRow>
        aria-label="Automatically created users"
        columns={COLUMNS}
        {...serverGridProps(users, { isLoading, error, onRetry, view, onViewChange })}
        getRowId={rowId}
        emptyMessage="No account has been created automatically yet."
        exportFileName="created-users"
        {...(onOpen ? { onRowClick: onOpen } : {})}
      />
    </div>
  );
}
