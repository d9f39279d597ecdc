import { useState } from 'react';
import { useLocation } from 'wouter';
import type { LoginAnswer } from '../../../src/domain/auth';
import { DEMO_PASSWORD } from '../../../src/demo/people';
import { LoginDemo, type DemoAccount } from '../../../src/screens/auth/LoginDemo';
import { api } from '../../api/client';
import { signIn } from '../../session';
import { signInTarget } from '../../signInTarget';
import { useDemoAccounts } from './useDemoMode';
import { useSubmission } from './useSubmission';

export default function LoginDemoPage() {
  const [, navigate] = useLocation();
  const { data, error, isLoading } = useDemoAccounts();
  const [chosen, setChosen] = useState<string | null>(null);
  const { submit, isPending, error: failure } = useSubmission((account: DemoAccount) =>
    api.post('login', { json: { email: account.email, password: DEMO_PASSWORD } }).json<LoginAnswer>(),
  );
  const choose = async (account: DemoAccount) => {
    setChosen(account.email);
    const answer = await submit(account);
    if (!answer) return;
    signIn(answer);
    navigate(signInTarget(answer, null), { replace: true });
  };
  return (
    <LoginDemo
      accounts={data?.content}
      isLoading={isLoading}
      isUnavailable={!!error}
      pendingEmail={isPending ? chosen : null}
      errorMessage={failure}
      onChoose={(account) => void choose(account)}
      loginHref="/login"
    />
  );
}
