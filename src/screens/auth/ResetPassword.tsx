import { newPasswordForm, PASSWORD_MIN_LENGTH } from '../../domain/auth';
import { Alert } from '../../ui/Alert/Alert';
import { NativeButton } from '../../ui/Native/NativeButton';
import { useForm } from '../../ui/Form/useForm';
import { NativeLink } from '../../ui/Native/NativeLink';
import { NativeTextField } from '../../ui/Native/NativeTextField';
import { AuthLayout } from './AuthLayout';
import * as css from './AuthLayout.css';

export interface ResetPasswordProps {
  onSubmit: (password: string) => void;
  isPending?: boolean;
  errorMessage?: string | null;
  loginHref: string;
}

export function ResetPassword({ onSubmit, isPending, errorMessage, loginHref }: ResetPasswordProps) {
  const form = useForm(newPasswordForm, { onValid: (values) => onSubmit(values.password) });
  return (
    <AuthLayout title="Set a new password" footer={<NativeLink href={loginHref}>Back to sign in</NativeLink>}>
      {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
      <form className={css.form} onSubmit={form.onSubmit} noValidate aria-label="Set a new password">
        <NativeTextField
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          required
          errorMessage={form.errors.password}
        />
        <NativeTextField
          name="confirm"
          type="password"
          label="Repeat the new password"
          autoComplete="new-password"
          required
          errorMessage={form.errors.confirm}
        />
        <NativeButton type="submit" fullWidth isPending={isPending}>
          Save password
        </NativeButton>
      </form>
    </AuthLayout>
  );
}
