import { useState } from 'react';
import { Form } from 'react-aria-components';
import { roleInUseMessage, type PermissionOption, type RoleDetail, type RoleListRow } from '../../domain/users';
import { roleSchema, type RolePayload } from '../../domain/userPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { useForm } from '../../ui/Form/useForm';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Select } from '../../ui/Select/Select';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { TextArea } from '../../ui/TextArea/TextArea';
import { TextField } from '../../ui/TextField/TextField';
import { PermissionPicker } from './PermissionPicker';
import * as css from './UsersAdmin.css';

export interface RoleFormProps {
  mode: 'create' | 'edit';
  /** The role being edited (edit mode); undefined while it loads. */
  role?: RoleDetail | undefined;
  permissions: PermissionOption[] | undefined;
  /** Every role, to move a deleted role's users to. */
  roles?: RoleListRow[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  onSubmit: (values: RolePayload) => void;
  isSaving?: boolean;
  saveError?: string | null;
  onCancel: () => void;
  /** Edit mode: delete the role, moving its users to another role when it is in use. */
  onDelete?: ((moveUsersToRoleId: number | null) => void) | undefined;
  isDeleting?: boolean;
  deleteError?: string | null;
}

export function RoleForm(props: RoleFormProps) {
  const { mode, role, permissions, isLoading, error, onRetry } = props;
  const title = mode === 'create' ? 'New Role' : `Edit Role${role ? `: ${role.name}` : ''}`;
  const ready = !!permissions && (mode === 'create' || !!role);
  return (
    <div className={css.page}>
      <PageHeader title={title} description="A role's name and the permissions it gives, grouped by area." />
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !ready ? (
        <Skeleton lines={10} label="Loading the role" />
      ) : (
        <RoleFields key={role?.id ?? 'new'} {...props} permissions={permissions} />
      )}
    </div>
  );
}

function RoleFields({
  mode,
  role,
  permissions,
  roles,
  onSubmit,
  isSaving,
  saveError,
  onCancel,
  onDelete,
  isDeleting,
  deleteError,
}: RoleFormProps & { permissions: PermissionOption[] }) {
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissionIds, setPermissionIds] = useState<number[]>(role?.permissionIds ?? []);
  const [confirming, setConfirming] = useState(false);
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const inUse = (role?.user_count ?? 0) > 0;

  const { errors, onSubmit: submit } = useForm(roleSchema, { values: { name, description, permissionIds }, onValid: onSubmit });

  return (
    <Form className={css.form} onSubmit={submit} validationBehavior="aria" aria-label={mode === 'create' ? 'New role' : 'Edit role'}>
      {saveError ? <Alert tone="critical">{saveError}</Alert> : null}
      <div className={css.fields}>
        <TextField label="Role name" value={name} onChange={setName} isRequired errorMessage={errors.name} />
        <TextArea label="Description" value={description} onChange={setDescription} maxLength={500} rows={2} errorMessage={errors.description} />
      </div>
      <p className={css.note}>
        {permissionIds.length} of {permissions.length} permissions selected
        {role ? ` · held by ${role.user_count} ${role.user_count === 1 ? 'user' : 'users'}` : ''}.
      </p>
      <PermissionPicker label="Permissions" permissions={permissions} selectedIds={permissionIds} onChange={setPermissionIds} />
      <div className={css.actions}>
        <Button type="submit" isPending={isSaving}>
          {mode === 'create' ? 'Create role' : 'Save role'}
        </Button>
        <Button tone="secondary" onPress={onCancel}>
          Cancel
        </Button>
        {mode === 'edit' && onDelete ? (
          <Button tone="critical" onPress={() => setConfirming(true)}>
            Delete role
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title="Delete this role?"
        tone="critical"
        confirmLabel="Delete role"
        isPending={isDeleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (inUse && !moveTo) return;
          onDelete?.(moveTo ? Number(moveTo) : null);
        }}
        message={
          <div className={css.form}>
            {deleteError ? <Alert tone="critical">{deleteError}</Alert> : null}
            {inUse ? (
              <>
                <p>{roleInUseMessage(role!.user_count)}</p>
                <Select
                  label="Move its users to"
                  placeholder="Choose a role"
                  items={(roles ?? []).filter((r) => r.id !== role!.id).map((r) => ({ id: String(r.id), label: r.name }))}
                  value={moveTo}
                  onChange={setMoveTo}
                  isRequired
                />
              </>
            ) : (
              <p>No user holds this role. Deleting it cannot be undone.</p>
            )}
          </div>
        }
      />
    </Form>
  );
}
