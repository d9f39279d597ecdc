import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { GettingStarted } from '../../src/screens/general/GettingStarted';
import { api } from '../api/client';
import { clearSession, session } from '../session';

export default function GettingStartedPage() {
  const { user, branch } = useSnapshot(session);
  const [, navigate] = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const signOut = async () => {
    setSigningOut(true);
    await api.post('logout').catch((error: unknown) => console.error('logout failed', error));
    clearSession();
    navigate('/login?reason=signedout', { replace: true });
  };
  return <GettingStarted user={user} branch={branch} onSignOut={() => void signOut()} isSigningOut={signingOut} />;
}
