import { useLocation } from 'wouter';
import useSWRMutation from 'swr/mutation';
import { ResetPassword } from '../../../src/screens/auth/ResetPassword';
import { api } from '../../api/client';
import type { PageProps } from '../PageProps';

export default function ResetPasswordPage({ params }: PageProps) {
  const token = params.token ?? '';
  const [, navigate] = useLocation();
  const { trigger, isMutating, error } = useSWRMutation('forgotpassword/reset', (_key, { arg }: { arg: string }) =>
    api.post('forgotpassword/reset', { json: { token, password: arg } }).json<{ message: string }>(),
  );
  return (
    <ResetPassword
      onSubmit={(password) =>
        void trigger(password).then(
          () => navigate('/login?reason=reset', { replace: true }),
          () => undefined,
        )
      }
      isPending={isMutating}
      errorMessage={error ? (error as Error).message : null}
      loginHref="/login"
    />
  );
}
