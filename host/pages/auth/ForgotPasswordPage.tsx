import useSWRMutation from 'swr/mutation';
import type { ForgotPasswordPayload } from '../../../src/domain/auth';
import { ForgotPassword } from '../../../src/screens/auth/ForgotPassword';
import { api } from '../../api/client';

export default function ForgotPasswordPage() {
  const { trigger, isMutating, error, data } = useSWRMutation(
    'forgotpassword',
    (_key, { arg }: { arg: ForgotPasswordPayload }) => api.post('forgotpassword', { json: arg }).json<{ message: string }>(),
  );
  return (
    <ForgotPassword
      onSubmit={(values) => void trigger(values).catch(() => undefined)}
      isPending={isMutating}
      errorMessage={error ? (error as Error).message : null}
      sentMessage={data?.message ?? null}
      loginHref="/login"
    />
  );
}
