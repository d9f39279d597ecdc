import { loginForm, type LoginPayload } from '../../domain/auth';
import { Alert } from '../../ui/Alert/Alert';
import { NativeButton } from '../../ui/Native/NativeButton';
import { useForm } from '../../ui/Form/useForm';
import { NativeLink } from '../../ui/Native/NativeLink';
import { NativeTextField } from '../../ui/Native/NativeTextField';
import { AuthLayout } from './AuthLayout';
import * as css from './AuthLayout.css';

export interface LoginProps {
  onSubmit: (values: LoginPayload) => void;
  isPending?: boolean;
  /** The server's answer to a failed sign-in, shown above the form. */
  errorMessage?: string | null;
  /** A note from elsewhere: a session that ended, a password that was reset. */
  notice?: string | null;
  registerHref: string;
  forgotPasswordHref: string;
  /** The one-click demo accounts; omitted when demo mode is off. */
  demoHref?: string | null;
}

export function Login({ onSubmit, isPending, errorMessage, notice, registerHref, forgotPasswordHref, demoHref }: LoginProps) {
  const form = useForm(loginForm, { onValid: onSubmit });
  return (
    <AuthLayout
      title="Sign in"
      subtitle="Use your dealership email and portal password."
      footer={
        <>
          <NativeLink href={forgotPasswordHref}>Forgot password?</NativeLink>
          <NativeLink href={registerHref}>Request an account</NativeLink>
          {demoHref ? <NativeLink href={demoHref}>Try a demo account</NativeLink> : null}
        </>
      }
    >
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
      <form className={css.form} onSubmit={form.onSubmit} noValidate aria-label="Sign in">
        <NativeTextField
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          required
          autoFocus
          errorMessage={form.errors.email}
        />
        <NativeTextField
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
          errorMessage={form.errors.password}
        />
        <NativeButton type="submit" fullWidth isPending={isPending}>
          Sign in
        </NativeButton>
      </form>
    </AuthLayout>
  );
}
