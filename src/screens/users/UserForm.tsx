import { useState } from 'react';
import { Form } from 'react-aria-components';
import { PASSWORD_MIN_LENGTH } from '../../domain/auth';
import {
  LANDING_PAGE_OPTIONS,
  NO_PASSWORD_NOTE,
  type BranchOption,
  type ExcedeEmployeeOption,
  type PermissionOption,
  type RoleListRow,
  type UserDetail,
} from '../../domain/users';
import { userSchema, type UserPayload } from '../../domain/userPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { ComboBox } from '../../ui/ComboBox/ComboBox';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { useForm } from '../../ui/Form/useForm';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Select } from '../../ui/Select/Select';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { Switch } from '../../ui/Switch/Switch';
import { TextField } from '../../ui/TextField/TextField';
import { PermissionPicker } from './PermissionPicker';
import * as css from './UsersAdmin.css';

export interface UserFormProps {
  mode: 'create' | 'edit';
  /** The user being edited; undefined while it loads (edit mode). */
  user?: UserDetail | undefined;
  permissions: PermissionOption[] | undefined;
  roles: RoleListRow[] | undefined;
  branches: BranchOption[] | undefined;
  /** Excede's employee list (GET /api/user/excede/list). */
  employees: ExcedeEmployeeOption[] | undefined;
  /** The message of a failed employee list (codes 400, 409, 500). */
  employeesError?: string | null;
  /** Called when an employee is chosen: the host asks Excede for the home branch. */
  onEmployeeChange?: (excedeId: string | null) => void;
  /** The chosen employee's home branch ('101 - Norcross'), when known. */
  suggestedBranch?: string | null;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  onSubmit: (values: UserPayload) => void;
  isSaving?: boolean;
  saveError?: string | null;
  onCancel: () => void;
  /** Edit mode: the user's profile page. */
  profileHref?: string;
}

const NO_LANDING_PAGE = 'default';

export function UserForm(props: UserFormProps) {
  const { mode, user, permissions, roles, branches, error, onRetry, isLoading } = props;
  const ready = !!permissions && !!roles && !!branches && (mode === 'create' || !!user);
  return (
    <div className={css.page}>
      <PageHeader
        title={mode === 'create' ? 'New User' : `Edit User${user ? `: ${user.name}` : ''}`}
        description={mode === 'create' ? NO_PASSWORD_NOTE : undefined}
        actions={mode === 'edit' && props.profileHref ? <Link href={props.profileHref}>Profile and activity</Link> : null}
      />
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !ready ? (
        <Skeleton lines={12} label="Loading the user" />
      ) : (
        <UserFields key={user?.id ?? 'new'} {...props} permissions={permissions} roles={roles} branches={branches} />
      )}
    </div>
  );
}

function UserFields({
  mode,
  user,
  permissions,
  roles,
  branches,
  employees,
  employeesError,
  onEmployeeChange,
  suggestedBranch,
  onSubmit,
  isSaving,
  saveError,
  onCancel,
}: UserFormProps & { permissions: PermissionOption[]; roles: RoleListRow[]; branches: BranchOption[] }) {
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [excedeId, setExcedeId] = useState<string | null>(user?.excede_id ?? null);
  const [temporaryPassword, setTemporaryPassword] = useState('');
  const [roleIds, setRoleIds] = useState<number[]>(user?.roleIds ?? []);
  const [permissionIds, setPermissionIds] = useState<number[]>(user?.permissionIds ?? []);
  const [branchIds, setBranchIds] = useState<number[]>(user?.branchIds ?? []);
  const [landingPage, setLandingPage] = useState<string>(user?.landing_page ?? NO_LANDING_PAGE);
  const [active, setActive] = useState(user?.active ?? true);

  const toggle = (list: number[], id: number, on: boolean) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id));
  const suggested = suggestedBranch ? branches.find((b) => b.label === suggestedBranch) : undefined;
  const employeeItems = (employees ?? []).map((e) => ({
    id: e.excede_id,
    label: `${e.name} (${e.excede_id})${e.user_id && e.user_id !== user?.id ? ' · has an account' : ''}`,
  }));

  const values: UserPayload = {
    name,
    email,
    excedeId,
    roleIds,
    permissionIds,
    branchIds,
    landingPage: landingPage === NO_LANDING_PAGE ? null : landingPage,
    active,
    temporaryPassword,
  };
  const { errors, onSubmit: submit } = useForm(userSchema, { values, onValid: onSubmit });

  return (
    <Form className={css.form} onSubmit={submit} validationBehavior="aria" aria-label={mode === 'create' ? 'New user' : 'Edit user'}>
      {saveError ? <Alert tone="critical">{saveError}</Alert> : null}
      <div className={css.fields}>
        <TextField label="Name" value={name} onChange={setName} isRequired errorMessage={errors.name} autoComplete="off" />
        <TextField label="Email" type="email" value={email} onChange={setEmail} isRequired errorMessage={errors.email} autoComplete="off" />
        <ComboBox
          label="Excede employee"
          placeholder="Type a name or employee id"
          items={employeeItems}
          defaultValue={excedeId}
          onChange={(id) => {
            setExcedeId(id);
            const employee = employees?.find((e) => e.excede_id === id);
            if (employee && !name.trim()) setName(employee.name);
            onEmployeeChange?.(id);
          }}
          errorMessage={errors.excedeId ?? employeesError ?? undefined}
          description={employees ? undefined : 'Loading the Excede employee list…'}
        />
        <TextField
          label={mode === 'create' ? 'Temporary password' : 'New temporary password'}
          type="password"
          value={temporaryPassword}
          onChange={setTemporaryPassword}
          autoComplete="new-password"
          description={
            mode === 'create'
              ? `Optional, at least ${PASSWORD_MIN_LENGTH} characters. Without it the user sets a password through "Forgot password".`
              : `Optional: sets a new password and ends the user's sessions.`
          }
          errorMessage={errors.temporaryPassword}
        />
        <Select
          label="Landing page"
          items={[{ id: NO_LANDING_PAGE, label: 'Default (My Open Issues)' }, ...LANDING_PAGE_OPTIONS.map((o) => ({ id: o.path, label: `${o.name} (${o.path})` }))]}
          value={landingPage}
          onChange={(id) => setLandingPage(id ?? NO_LANDING_PAGE)}
          errorMessage={errors.landingPage}
        />
        <Switch isSelected={active} onChange={setActive}>
          Active
        </Switch>
      </div>
      {mode === 'edit' && user?.active && !active ? (
        <Alert tone="caution">Saving deactivates this account and ends every session of this user at once.</Alert>
      ) : null}
      {suggestedBranch ? (
        <div className={css.actions}>
          <p className={css.note}>Excede home branch: {suggestedBranch}</p>
          {suggested && !branchIds.includes(suggested.id) ? (
            <Button tone="secondary" size="small" onPress={() => setBranchIds(toggle(branchIds, suggested.id, true))}>
              Add {suggestedBranch}
            </Button>
          ) : null}
        </div>
      ) : null}
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Roles</legend>
        <div className={css.choices}>
          {roles.map((r) => (
            <Checkbox key={r.id} isSelected={roleIds.includes(r.id)} onChange={(on) => setRoleIds(toggle(roleIds, r.id, on))}>
              {r.name}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Branches</legend>
        <div className={css.choices}>
          {branches.map((b) => (
            <Checkbox key={b.id} isSelected={branchIds.includes(b.id)} onChange={(on) => setBranchIds(toggle(branchIds, b.id, on))}>
              {b.label}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Direct permissions</legend>
        <p className={css.note}>Given to this user besides those of their roles.</p>
        <PermissionPicker label="Direct permissions" permissions={permissions} selectedIds={permissionIds} onChange={setPermissionIds} />
      </fieldset>
      <div className={css.actions}>
        <Button type="submit" isPending={isSaving}>
          {mode === 'create' ? 'Create user' : 'Save user'}
        </Button>
        <Button tone="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
