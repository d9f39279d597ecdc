import { useState } from 'react';
import { useScreenData } from '../../useScreenData';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { UserListRow } from '../../../src/domain/users';
import { AssumeUser } from '../../../src/screens/users/AssumeUser';
import { messageOf } from '../../api/client';
import { assumeUser, isAssuming } from '../../assume';
import { session } from '../../session';

export default function AssumeUserPage() {
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const { data, state } = useScreenData<{ content: UserListRow[] }>('users/list');
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
