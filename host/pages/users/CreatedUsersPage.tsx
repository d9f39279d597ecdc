import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ClaimAction, ClaimedAddress, CreatedAccountsResult, CreatedUserRow } from '../../../src/domain/users';
import { CreatedUsers, type CreatedUsersRun } from '../../../src/screens/users/CreatedUsers';
import { api, messageOf } from '../../api/client';
import { notify } from '../../toasts';
import { useCan } from '../../useCan';
import { useGridView } from '../../useGridView';
import { resources, revalidate as revalidateLists } from '../../api/resources';
import { useResource } from '../../useScreenData';
import { useAction } from '../../useAction';

const GRID_PREFERENCE_KEY = 'grid.createduser';

export default function CreatedUsersPage() {
  const [, navigate] = useLocation();
  const can = useCan();
  const list = useResource(resources.createdUsers);
  const claims = useResource(resources.claimedAddresses);
  const [settling, setSettling] = useState<{ userId: number; action: ClaimAction } | null>(null);
  const grid = useGridView(GRID_PREFERENCE_KEY);
  const [lastRun, setLastRun] = useState<CreatedUsersRun | null>(null);

  const run = useAction(async () => {
    const answer = await api.post('createduser/run').json<{ content: CreatedAccountsResult; message: string }>();
    setLastRun({ message: answer.message, created: answer.content.created });
    notify('positive', answer.message);
    await revalidateLists.people();
  });

  const onSettleClaim = async (claim: ClaimedAddress, action: ClaimAction) => {
    setSettling({ userId: claim.userId, action });
    try {
      const answer = await api.post(`createduser/claims/${claim.userId}/settle`, { json: { action } }).json<{ message: string }>();
      notify('positive', answer.message);
      await revalidateLists.people();
    } catch (error) {
      notify('critical', messageOf(error));
    } finally {
      setSettling(null);
    }
  };

  return (
    <CreatedUsers
      users={list.data?.content}
      isLoading={list.isLoading || grid.isLoading}
      error={list.error ? messageOf(list.error) : null}
      onRetry={() => void list.mutate()}
      canCreate={can('can create user')}
      onRun={() => void run.run()}
      isRunning={run.isPending}
      lastRun={lastRun}
      runError={run.error}
      {...(can('can update user') ? { onOpen: (user: CreatedUserRow) => navigate(`/users/edit/${user.id}`) } : {})}
      claims={claims.data?.content}
      {...(can('can update user') ? { onSettleClaim: (claim: ClaimedAddress, action: ClaimAction) => void onSettleClaim(claim, action) } : {})}
      settlingClaim={settling}
      view={grid.view}
      onViewChange={grid.onViewChange}
    />
  );
}
