import { useLocation } from 'wouter';
import { ResetPassword } from '../../../src/screens/auth/ResetPassword';
import { api } from '../../api/client';
import type { PageProps } from '../PageProps';
import { useSubmission } from './useSubmission';

export default function ResetPasswordPage({ params }: PageProps) {
  const token = params.token ?? '';
  const [, navigate] = useLocation();
  const { submit, isPending, error } = useSubmission((password: string) =>
    api.post('forgotpassword/reset', { json: { token, password } }).json<{ message: string }>(),
  );
  const onSubmit = async (password: string) => {
    if (await submit(password)) navigate('/login?reason=reset', { replace: true });
  };
  return <ResetPassword onSubmit={(password) => void onSubmit(password)} isPending={isPending} errorMessage={error} loginHref="/login" />;
}
