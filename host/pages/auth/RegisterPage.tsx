import type { RegisterPayload } from '../../../src/domain/auth';
import { Register } from '../../../src/screens/auth/Register';
import { api } from '../../api/client';
import { useSubmission } from './useSubmission';

export default function RegisterPage() {
  const { submit, isPending, error, data } = useSubmission((values: RegisterPayload) =>
    api.post('register', { json: values }).json<{ message: string }>(),
  );
  return (
    <Register
      onSubmit={(values) => void submit(values)}
      isPending={isPending}
      errorMessage={error}
      successMessage={data?.message ?? null}
      loginHref="/login"
    />
  );
}
