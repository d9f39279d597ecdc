import { PASSWORD_MIN_LENGTH, registerForm, type RegisterPayload } from '../../domain/auth';
import { Alert } from '../../ui/Alert/Alert';
import { NativeButton } from '../../ui/Native/NativeButton';
import { useForm } from '../../ui/Form/useForm';
import { NativeLink } from '../../ui/Native/NativeLink';
import { NativeTextField } from '../../ui/Native/NativeTextField';
import { AuthLayout } from './AuthLayout';
import * as css from './AuthLayout.css';

export interface RegisterProps {
  onSubmit: (values: RegisterPayload) => void;
  isPending?: boolean;
  errorMessage?: string | null;
  /** The server's answer once the account exists (waiting for activation). */
  successMessage?: string | null;
  loginHref: string;
}

export function Register({ onSubmit, isPending, errorMessage, successMessage, loginHref }: RegisterProps) {
  const form = useForm(registerForm, { onValid: onSubmit });
  return (
    <AuthLayout
      title="Request an account"
      subtitle="An administrator activates new accounts and gives them their branches and permissions."
      footer={<NativeLink href={loginHref}>Back to sign in</NativeLink>}
    >
      {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
      {successMessage ? (
        <Alert tone="positive">{successMessage}</Alert>
      ) : (
        <form className={css.form} onSubmit={form.onSubmit} noValidate aria-label="Request an account">
          <NativeTextField name="name" label="Full name" autoComplete="name" required errorMessage={form.errors.name} />
          <NativeTextField name="email" type="email" label="Email" autoComplete="email" required errorMessage={form.errors.email} />
          <NativeTextField
            name="password"
            type="password"
            label="Password"
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
            errorMessage={form.errors.password}
          />
          <NativeButton type="submit" fullWidth isPending={isPending}>
            Request account
          </NativeButton>
        </form>
      )}
    </AuthLayout>
  );
}
