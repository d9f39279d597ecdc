import { Form } from 'react-aria-components';
import { loginSchema, type LoginPayload } from '../../domain/auth';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { useSchemaSubmit } from '../../ui/Form/useSchemaSubmit';
import { Link } from '../../ui/Link/Link';
import { TextField } from '../../ui/TextField/TextField';
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
  const form = useSchemaSubmit(loginSchema, onSubmit);
  return (
    <AuthLayout
      title="Sign in"
      subtitle="Use your dealership email and portal password."
      footer={
        <>
          <Link href={forgotPasswordHref}>Forgot password?</Link>
          <Link href={registerHref}>Request an account</Link>
          {demoHref ? <Link href={demoHref}>Try a demo account</Link> : null}
        </>
      }
    >
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Sign in">
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          isRequired
          autoFocus
          errorMessage={form.errors.email}
        />
        <TextField
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          isRequired
          errorMessage={form.errors.password}
        />
        <Button type="submit" fullWidth isPending={isPending}>
          Sign in
        </Button>
      </Form>
    </AuthLayout>
  );
}
