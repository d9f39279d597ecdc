import { useScreenData } from '../../useScreenData';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { AssumeUser } from '../../../src/screens/users/AssumeUser';
import { assumeUser, isAssuming } from '../../assume';
import { session } from '../../session';
import { resources } from '../../api/resources';
import { useAction } from '../../useAction';

export default function AssumeUserPage() {
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const { data, state } = useScreenData(resources.users);
  const assume = useAction(async (userId: number) => navigate(await assumeUser(userId), { replace: true }));

  return (
    <AssumeUser
      users={data?.content}
      currentUserId={user?.id ?? null}
      isAssuming={isAssuming()}
      {...state}
      onAssume={(id) => void assume.run(id)}
      isPending={assume.isPending}
      assumeError={assume.error}
    />
  );
}
