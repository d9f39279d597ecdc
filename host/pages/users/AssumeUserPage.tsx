import { useState } from 'react';
import { useScreenData } from '../../useScreenData';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { AssumeUser } from '../../../src/screens/users/AssumeUser';
import { messageOf } from '../../api/client';
import { assumeUser, isAssuming } from '../../assume';
import { session } from '../../session';
import { resources } from '../../api/resources';

export default function AssumeUserPage() {
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const { data, state } = useScreenData(resources.users);
  const [pending, setPending] = useState(false);
  const [assumeError, setAssumeError] = useState<string | null>(null);

  const onAssume = async (userId: number) => {
    setPending(true);
    setAssumeError(null);
    try {
      navigate(await assumeUser(userId), { replace: true });
    } catch (failure) {
      setAssumeError(messageOf(failure));
      setPending(false);
    }
  };

  return (
    <AssumeUser
      users={data?.content}
      currentUserId={user?.id ?? null}
      isAssuming={isAssuming()}
      {...state}
      onAssume={(id) => void onAssume(id)}
      isPending={pending}
      assumeError={assumeError}
    />
  );
}
