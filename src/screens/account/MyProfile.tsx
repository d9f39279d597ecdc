import { useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { PASSWORD_MIN_LENGTH, passwordChangeForm, type ChangePasswordPayload } from '../../domain/auth';
import { profileNameSchema } from '../../domain/userPayloads';
import type { MyProfileData } from '../../domain/users';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { useForm } from '../../ui/Form/useForm';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { TextField } from '../../ui/TextField/TextField';
import { accountItems, lastSignInItem, ProfileImageCard, type ProfileImageProps } from '../users/ProfileParts';
import * as css from '../users/UsersAdmin.css';

/** Where a save stands, as the host's request reports it. A failure on one field (`field`) shows on that field. */
export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; message: string }
  | { state: 'failed'; message: string; field?: string | undefined };

const IDLE: SaveStatus = { state: 'idle' };

export interface MyProfileProps extends ProfileImageProps {
  /** GET /api/profile: the signed-in user's own account. */
  profile: MyProfileData | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** Save the name (checked by the server's rule first). */
  onSaveName: (name: string) => void;
  nameStatus?: SaveStatus;
  /** Change the password: the current one proves it is the user; the new one was typed twice. */
  onChangePassword: (values: ChangePasswordPayload) => void;
  passwordStatus?: SaveStatus;
}

/** Each user's own profile, whatever their permissions: their name, their picture and their password. */
export function MyProfile(props: MyProfileProps) {
  const { profile, isLoading, error, onRetry } = props;
  const user = profile?.user;
  return (
    <div className={css.page}>
      <PageHeader title="My Profile" description="Your account, your profile image and your password." />
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !profile || !user ? (
        <Skeleton lines={8} label="Loading your profile" />
      ) : (
        <>
          <Card title="Account">
            <div className={css.stack}>
              <NameForm key={user.name} name={user.name} onSave={props.onSaveName} status={props.nameStatus ?? IDLE} />
              <KeyValue items={[...accountItems(user), lastSignInItem(user)]} />
            </div>
          </Card>
          <ProfileImageCard {...props} imageUrl={profile.image_url} name={user.name} image={user.profile_image} canUpload />
          <PasswordCard email={user.email} onChange={props.onChangePassword} status={props.passwordStatus ?? IDLE} />
        </>
      )}
    </div>
  );
}

function StatusAlert({ status }: { status: SaveStatus }) {
  if (status.state === 'saved') return <Alert tone="positive">{status.message}</Alert>;
  if (status.state === 'failed' && !status.field) return <Alert tone="critical">{status.message}</Alert>;
  return null;
}

/** The field a failed save names, for useForm: one list per answer, so each answer takes the focus to its field. */
const useServerErrors = (status: SaveStatus) =>
  useMemo(() => (status.state === 'failed' && status.field ? [{ field: status.field, message: status.message }] : undefined), [status]);

/** Keyed by the saved name: once saved (and reloaded), the field starts from it. */
function NameForm({ name: saved, onSave, status }: { name: string; onSave: (name: string) => void; status: SaveStatus }) {
  const [name, setName] = useState(saved);
  const { errors, onSubmit, ref } = useForm(profileNameSchema, { values: { name }, onValid: (values) => onSave(values.name), serverErrors: useServerErrors(status) });
  return (
    <Form ref={ref} className={css.form} onSubmit={onSubmit} validationBehavior="aria" aria-label="Your name">
      <StatusAlert status={status} />
      <div className={css.fields}>
        <TextField label="Name" value={name} onChange={setName} isRequired autoComplete="name" errorMessage={errors.name} />
      </div>
      <div className={css.actions}>
        <Button type="submit" isPending={status.state === 'saving'}>
          Save name
        </Button>
      </div>
    </Form>
  );
}

type PasswordValues = { currentPassword: string; newPassword: string; confirm: string };
const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirm: '' };

const PASSWORD_FIELDS: readonly { name: keyof PasswordValues; label: string; autoComplete: string; description?: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password', description: `At least ${PASSWORD_MIN_LENGTH} characters.` },
  { name: 'confirm', label: 'Repeat the new password', autoComplete: 'new-password' },
];

function PasswordCard({ email, onChange, status }: { email: string; onChange: (values: ChangePasswordPayload) => void; status: SaveStatus }) {
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [shownStatus, setShownStatus] = useState(status);
  // A changed password empties the form (the status, not an effect: no render with the old values).
  if (status !== shownStatus) {
    setShownStatus(status);
    if (status.state === 'saved') setValues(EMPTY_PASSWORDS);
  }
  // The server refuses a wrong current password on its field.
  const { errors, onSubmit, ref } = useForm(passwordChangeForm, { values, onValid: onChange, serverErrors: useServerErrors(status) });

  return (
    <Card title="Password">
      <Form ref={ref} className={css.form} onSubmit={onSubmit} validationBehavior="aria" aria-label="Change your password">
        <StatusAlert status={status} />
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className={css.fields}>
          {PASSWORD_FIELDS.map(({ name, label, autoComplete, description }) => (
            <TextField
              key={name}
              label={label}
              name={name}
              type="password"
              value={values[name]}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
              isRequired
              autoComplete={autoComplete}
              {...(description ? { description } : {})}
              errorMessage={errors[name]}
            />
          ))}
        </div>
        <p className={css.note}>Changing it signs you out everywhere else; you stay signed in here.</p>
        <div className={css.actions}>
          <Button type="submit" isPending={status.state === 'saving'}>
            Change password
          </Button>
        </div>
      </Form>
    </Card>
  );
}
