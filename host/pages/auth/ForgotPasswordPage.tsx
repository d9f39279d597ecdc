import type { ForgotPasswordPayload } from '../../../src/domain/auth';
import { ForgotPassword } from '../../../src/screens/auth/ForgotPassword';
import { api } from '../../api/client';
import { useSubmission } from './useSubmission';

export default function ForgotPasswordPage() {
  const { submit, isPending, error, data } = useSubmission((values: ForgotPasswordPayload) =>
    api.post('forgotpassword', { json: values }).json<{ message: string }>(),
  );
  return (
    <ForgotPassword
      onSubmit={(values) => void submit(values)}
      isPending={isPending}
      errorMessage={error}
      sentMessage={data?.message ?? null}
      loginHref="/login"
    />
  );
}
