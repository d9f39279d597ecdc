import { Form } from 'react-aria-components';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from '../../domain/auth';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { useSchemaSubmit } from '../../ui/Form/useSchemaSubmit';
import { Link } from '../../ui/Link/Link';
import { TextField } from '../../ui/TextField/TextField';
import { AuthLayout } from './AuthLayout';
import * as css from './AuthLayout.css';

const newPasswordForm = resetPasswordSchema
  .pick({ password: true })
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords do not match.' });

export interface ResetPasswordProps {
  onSubmit: (password: string) => void;
  isPending?: boolean;
  errorMessage?: string | null;
  loginHref: string;
}

export function ResetPassword({ onSubmit, isPending, errorMessage, loginHref }: ResetPasswordProps) {
  const form = useSchemaSubmit(newPasswordForm, (values) => onSubmit(values.password));
  return (
    <AuthLayout title="Set a new password" footer={<Link href={loginHref}>Back to sign in</Link>}>
      {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Set a new password">
        <TextField
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          isRequired
          errorMessage={form.errors.password}
        />
        <TextField
          name="confirm"
          type="password"
          label="Repeat the new password"
          autoComplete="new-password"
          isRequired
          errorMessage={form.errors.confirm}
        />
        <Button type="submit" fullWidth isPending={isPending}>
          Save password
        </Button>
      </Form>
    </AuthLayout>
  );
}
