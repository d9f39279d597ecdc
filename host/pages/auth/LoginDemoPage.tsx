import { useState } from 'react';
import { useLocation } from 'wouter';
import type { LoginAnswer } from '../../../src/domain/auth';
import { DEMO_PASSWORD } from '../../../src/demo/people';
import { LoginDemo, type DemoAccount } from '../../../src/screens/auth/LoginDemo';
import { api, messageOf } from '../../api/client';
import { signIn } from '../../session';
import { signInTarget } from '../../signInTarget';
import { useDemoAccounts } from './useDemoMode';

export default function LoginDemoPage() {
  const [, navigate] = useLocation();
  const { data, error, isLoading } = useDemoAccounts();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (account: DemoAccount) => {
    setPendingEmail(account.email);
    setFailure(null);
    try {
      const answer = await api.post('login', { json: { email: account.email, password: DEMO_PASSWORD } }).json<LoginAnswer>();
      signIn(answer);
      navigate(signInTarget(answer, null), { replace: true });
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setPendingEmail(null);
    }
  };
  return (
    <LoginDemo
      accounts={data?.content}
      isLoading={isLoading}
      isUnavailable={!!error}
      pendingEmail={pendingEmail}
      errorMessage={failure}
      onChoose={(account) => void choose(account)}
      loginHref="/login"
    />
  );
}
