import { Form } from 'react-aria-components';
import { PASSWORD_MIN_LENGTH, registerSchema, type RegisterPayload } from '../../domain/auth';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { useSchemaSubmit } from '../../ui/Form/useSchemaSubmit';
import { Link } from '../../ui/Link/Link';
import { TextField } from '../../ui/TextField/TextField';
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
  const form = useSchemaSubmit(registerSchema, onSubmit);
  return (
    <AuthLayout
      title="Request an account"
      subtitle="An administrator activates new accounts and gives them their branches and permissions."
      footer={<Link href={loginHref}>Back to sign in</Link>}
    >
      {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
      {successMessage ? (
        <Alert tone="positive">{successMessage}</Alert>
      ) : (
        <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Request an account">
          <TextField name="name" label="Full name" autoComplete="name" isRequired errorMessage={form.errors.name} />
          <TextField name="email" type="email" label="Email" autoComplete="email" isRequired errorMessage={form.errors.email} />
          <TextField
            name="password"
            type="password"
            label="Password"
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            isRequired
            errorMessage={form.errors.password}
          />
          <Button type="submit" fullWidth isPending={isPending}>
            Request account
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
