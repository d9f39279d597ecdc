import { useLocation, useSearchParams } from 'wouter';
import type { LoginAnswer, LoginPayload } from '../../../src/domain/auth';
import { Login } from '../../../src/screens/auth/Login';
import { api } from '../../api/client';
import { signIn } from '../../session';
import { signInTarget } from '../../signInTarget';
import { useDemoMode } from './useDemoMode';
import { useSubmission } from './useSubmission';

const NOTICES: Record<string, string> = {
  session: 'Your session has ended. Please sign in again.',
  reset: 'Your password has been changed. You can sign in now.',
  signedout: 'You have signed out.',
};

export default function LoginPage() {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const demoMode = useDemoMode();
  const { submit, isPending, error } = useSubmission((values: LoginPayload) => api.post('login', { json: values }).json<LoginAnswer>());
  const onSubmit = async (values: LoginPayload) => {
    const answer = await submit(values);
    if (!answer) return;
    signIn(answer);
    navigate(signInTarget(answer, params.get('next')), { replace: true });
  };
  return (
    <Login
      onSubmit={(values) => void onSubmit(values)}
      isPending={isPending}
      errorMessage={error}
      notice={NOTICES[params.get('reason') ?? ''] ?? null}
      registerHref="/register"
      forgotPasswordHref="/forgotpassword"
      demoHref={demoMode ? '/logindemo' : null}
    />
  );
}
