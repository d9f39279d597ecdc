import { forgotPasswordForm, type ForgotPasswordPayload } from '../../domain/auth';
import { Alert } from '../../ui/Alert/Alert';
import { NativeButton } from '../../ui/Native/NativeButton';
import { useForm } from '../../ui/Form/useForm';
import { NativeLink } from '../../ui/Native/NativeLink';
import { NativeTextField } from '../../ui/Native/NativeTextField';
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
  const form = useForm(forgotPasswordForm, { onValid: onSubmit });
  return (
    <AuthLayout
      title="Forgot password"
      subtitle="We will email you a link to set a new password."
      footer={<NativeLink href={loginHref}>Back to sign in</NativeLink>}
    >
      {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
      {sentMessage ? (
        <Alert tone="positive">{sentMessage}</Alert>
      ) : (
        <form className={css.form} onSubmit={form.onSubmit} noValidate aria-label="Forgot password">
          <NativeTextField name="email" type="email" label="Email" autoComplete="email" required errorMessage={form.errors.email} />
          <NativeButton type="submit" fullWidth isPending={isPending}>
            Send reset link
          </NativeButton>
        </form>
      )}
    </AuthLayout>
  );
}
