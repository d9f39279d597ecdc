import { Form } from 'react-aria-components';
import { forgotPasswordSchema, type ForgotPasswordPayload } from '../../domain/auth';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { useSchemaSubmit } from '../../ui/Form/useSchemaSubmit';
import { Link } from '../../ui/Link/Link';
import { TextField } from '../../ui/TextField/TextField';
import { AuthLayout } from './AuthLayout';
import * as css from './AuthLayout.css';

export interface ForgotPasswordProps {
  onSubmit: (values: ForgotPasswordPayload) => void;
  isPending?: boolean;
  errorMessage?: string | null;
  /** The same answer whether or not the email has an account. */
  sentMessage?: string | null;
  loginHref: string;
}

export function ForgotPassword({ onSubmit, isPending, errorMessage, sentMessage, loginHref }: ForgotPasswordProps) {
  const form = useSchemaSubmit(forgotPasswordSchema, onSubmit);
  return (
    <AuthLayout
      title="Forgot password"
      subtitle="We will email you a link to set a new password."
      footer={<Link href={loginHref}>Back to sign in</Link>}
    >
      {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
      {sentMessage ? (
        <Alert tone="positive">{sentMessage}</Alert>
      ) : (
        <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Forgot password">
          <TextField name="email" type="email" label="Email" autoComplete="email" isRequired errorMessage={form.errors.email} />
          <Button type="submit" fullWidth isPending={isPending}>
            Send reset link
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
