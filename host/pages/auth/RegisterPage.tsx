import useSWRMutation from 'swr/mutation';
import type { RegisterPayload } from '../../../src/domain/auth';
import { Register } from '../../../src/screens/auth/Register';
import { api } from '../../api/client';

export default function RegisterPage() {
  const { trigger, isMutating, error, data } = useSWRMutation('register', (_key, { arg }: { arg: RegisterPayload }) =>
    api.post('register', { json: arg }).json<{ message: string }>(),
  );
  return (
    <Register
      onSubmit={(values) => void trigger(values).catch(() => undefined)}
      isPending={isMutating}
      errorMessage={error ? (error as Error).message : null}
      successMessage={data?.message ?? null}
      loginHref="/login"
    />
  );
}
