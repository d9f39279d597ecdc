import { useLocation, useSearchParams } from 'wouter';
import useSWRMutation from 'swr/mutation';
import type { LoginAnswer, LoginPayload } from '../../../src/domain/auth';
import { Login } from '../../../src/screens/auth/Login';
import { api } from '../../api/client';
import { signIn } from '../../session';
import { signInTarget } from '../../signInTarget';
import { useDemoMode } from './useDemoMode';

const NOTICES: Record<string, string> = {
  session: 'Your session has ended. Please sign in again.',
  reset: 'Your password has been changed. You can sign in now.',
  signedout: 'You have signed out.',
};

export default function LoginPage() {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const demoMode = useDemoMode();
  const { trigger, isMutating, error } = useSWRMutation('login', (_key, { arg }: { arg: LoginPayload }) =>
    api.post('login', { json: arg }).json<LoginAnswer>(),
  );
  const onSubmit = async (values: LoginPayload) => {
    const answer = await trigger(values).catch(() => null);
    if (!answer) return;
    signIn(answer);
    navigate(signInTarget(answer, params.get('next')), { replace: true });
  };
  return (
    <Login
      onSubmit={(values) => void onSubmit(values)}
      isPending={isMutating}
      errorMessage={error ? (error as Error).message : null}
      notice={NOTICES[params.get('reason') ?? ''] ?? null}
      registerHref="/register"
      forgotPasswordHref="/forgotpassword"
      demoHref={demoMode ? '/logindemo' : null}
    />
  );
}
