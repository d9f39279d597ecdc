import { useMemo, useState } from 'react';
import type { SharingChange, UserListRow } from '../../domain/users';
import { sharingSchema, type SharingPayload } from '../../domain/userPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ComboBox } from '../../ui/ComboBox/ComboBox';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { useForm } from '../../ui/Form/useForm';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from './UsersAdmin.css';

export interface PermissionsSharingProps {
  users: UserListRow[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** POST /api/users/permissions-sharing/preview. */
  onPreview: (payload: SharingPayload) => void;
  /** The answer to the last preview. */
  preview?: SharingChange[] | undefined;
  isPreviewing?: boolean;
  previewError?: string | null;
  /** POST /api/users/permissions-sharing/apply, after the confirmation. */
  onApply: (payload: SharingPayload) => void;
  isApplying?: boolean;
  applyError?: string | null;
  /** Counts the finished copies: each new value closes the dialog. */
  completedApplies?: number;
}

const TARGET_COLUMNS: DataTableColumn<UserListRow>[] = [
  { id: 'name', header: 'Name', accessor: 'name', width: 'minmax(160px, 1.2fr)' },
  { id: 'email', header: 'Email', accessor: 'email', width: 'minmax(200px, 1.4fr)' },
  { id: 'roles', header: 'Roles', accessor: (row) => row.roles.join(', '), width: 'minmax(140px, 1fr)' },
  { id: 'branches', header: 'Branches', accessor: (row) => row.branches.join(', '), width: 'minmax(180px, 1.6fr)' },
];

type ListKey = 'roles' | 'permissions' | 'branches';

const changeText = (change: SharingChange, key: ListKey) =>
  [...change[key].added.map((x) => `+ ${x}`), ...change[key].removed.map((x) => `− ${x}`)].join(', ');

function changeCell(change: SharingChange, key: ListKey) {
  const { added, removed } = change[key];
  if (!added.length && !removed.length) return <span className={css.note}>No change</span>;
  return (
    <span className={css.actions}>
      {added.map((x) => (
        <Badge key={`+${x}`} tone="positive">
          {`Added: ${x}`}
        </Badge>
      ))}
      {removed.map((x) => (
        <Badge key={`-${x}`} tone="critical">
          {`Removed: ${x}`}
        </Badge>
      ))}
    </span>
  );
}

const CHANGE_COLUMNS: DataTableColumn<SharingChange>[] = [
  { id: 'name', header: 'User', accessor: 'name', width: 'minmax(160px, 1fr)' },
  ...(['roles', 'permissions', 'branches'] as const).map(
    (key): DataTableColumn<SharingChange> => ({
      id: key,
      header: key === 'roles' ? 'Roles' : key === 'permissions' ? 'Direct permissions' : 'Branches',
      accessor: (row) => changeText(row, key),
      width: 'minmax(200px, 2fr)',
      enableSorting: false,
      render: (row) => changeCell(row, key),
    }),
  ),
];

const userRowId = (row: UserListRow) => String(row.id);
const changeRowId = (row: SharingChange) => String(row.userId);
const people = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'user' : 'users'}`;

/** Copy one user's roles, direct permissions and branches to other users, seeing first what changes. */
export function PermissionsSharing(props: PermissionsSharingProps) {
  const { users, isLoading, error, onRetry } = props;
  return (
    <div className={css.page}>
      <PageHeader
        title="Permissions Sharing"
        description="Copy one user's roles, direct permissions and branches to other users. Preview what changes before you apply it: the targets' own roles, permissions and branches are replaced."
      />
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !users ? (
        <Skeleton lines={8} label="Loading users" />
      ) : (
        <Sharing {...props} users={users} />
      )}
    </div>
  );
}

function Sharing({
  users,
  onPreview,
  preview,
  isPreviewing,
  previewError,
  onApply,
  isApplying,
  applyError,
  completedApplies = 0,
}: PermissionsSharingProps & { users: UserListRow[] }) {
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [targetIds, setTargetIds] = useState<number[]>([]);
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [seenApplies, setSeenApplies] = useState(completedApplies);
  if (seenApplies !== completedApplies) {
    setSeenApplies(completedApplies);
    setConfirming(false);
    setPreviewed(null);
  }

  const source = users.find((u) => String(u.id) === sourceId);
  const candidates = useMemo(() => users.filter((u) => String(u.id) !== sourceId), [users, sourceId]);
  const payload: SharingPayload = {
    sourceUserId: source?.id ?? 0,
    targetUserIds: targetIds.filter((id) => id !== source?.id),
  };
  const payloadKey = JSON.stringify(payload);
  const current = !!preview && previewed === payloadKey;

  const { errors, submit: checkAndPreview, ref, clear } = useForm(sharingSchema, {
    values: payload,
    onValid: () => {
      setPreviewed(payloadKey);
      onPreview(payload);
    },
  });

  return (
    <div ref={ref} className={css.page}>
      <div className={css.toolbar}>
        <ComboBox
          label="Source user"
          placeholder="Type a name or email"
          items={users.map((u) => ({ id: String(u.id), label: `${u.name} (${u.email})` }))}
          onChange={setSourceId}
          errorMessage={errors.sourceUserId ? 'Choose the user to copy from.' : undefined}
          description="Whose roles, permissions and branches to copy"
        />
      </div>
      {source ? (
        <KeyValue
          items={[
            { label: 'Roles', value: source.roles.join(', ') },
            { label: 'Branches', value: source.branches.join(', ') },
          ]}
        />
      ) : null}
      <Card title="Target users">
        <div className={css.stack}>
          <p className={css.note} aria-live="polite">
            {payload.targetUserIds.length ? `${people(payload.targetUserIds.length)} chosen.` : 'Select the users who get the copy.'}
          </p>
          {errors.targetUserIds ? <Alert tone="critical">{errors.targetUserIds}</Alert> : null}
          <DataTable<UserListRow>
            aria-label="Target users"
            columns={TARGET_COLUMNS}
            data={candidates}
            getRowId={userRowId}
            selectable
            onSelectionChange={(rows) => setTargetIds(rows.map((r) => r.id).sort((a, b) => a - b))}
            emptyMessage="No other users."
            exportFileName="permission-sharing-targets"
          />
          <div className={css.actions}>
            <Button
              tone="secondary"
              isPending={isPreviewing}
              onPress={checkAndPreview}
            >
              Preview
            </Button>
            {/* Only the payload just previewed, which passed the check, can be applied. */}
            <Button
              isDisabled={!current}
              onPress={() => {
                clear();
                setConfirming(true);
              }}
            >
              Apply
            </Button>
          </div>
        </div>
      </Card>
      {previewError ? <Alert tone="critical">{previewError}</Alert> : null}
      {current && preview ? (
        <Card title="What changes">
          <DataTable<SharingChange>
            aria-label="What changes"
            columns={CHANGE_COLUMNS}
            data={preview}
            getRowId={changeRowId}
            emptyMessage="Nothing to change."
            exportFileName="permission-sharing-preview"
          />
        </Card>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        title="Copy the permissions?"
        confirmLabel="Apply"
        isPending={isApplying}
        onCancel={() => setConfirming(false)}
        onConfirm={() => onApply(payload)}
        message={
          <div className={css.form}>
            {applyError ? <Alert tone="critical">{applyError}</Alert> : null}
            <p>
              {`The roles, direct permissions and branches of ${source?.name ?? 'the source user'} replace those of ${people(payload.targetUserIds.length)}.`}
            </p>
          </div>
        }
      />
    </div>
  );
}
