import { useState } from 'react';
import {
  USER_MANAGEMENT_GRID_PREFERENCE_KEY,
  } from '../../../src/domain/users';
import type { BulkPayload } from '../../../src/domain/userPayloads';
import { UserManagement } from '../../../src/screens/users/UserManagement';
import { api, messageOf } from '../../api/client';
import { notify } from '../../toasts';
import { useGridView } from '../../useGridView';
import { resources } from '../../api/resources';
import { useResource } from '../../useScreenData';

export default function UserManagementPage() {
  const users = useResource(resources.users);
  const roles = useResource(resources.roles);
  const branches = useResource(resources.branches);
  const grid = useGridView(USER_MANAGEMENT_GRID_PREFERENCE_KEY);
  const [pending, setPending] = useState(false);
  const [runError, setRunError] = useState<string | null>(null);
  const [completedRuns, setCompletedRuns] = useState(0);
  const failure = users.error ?? roles.error ?? branches.error;

  const onRun = async (payload: BulkPayload) => {
    setPending(true);
    setRunError(null);
    try {
      const answer = await api.post('users/bulk', { json: payload }).json<{ content: { changed: number }; message: string }>();
      notify('positive', answer.message);
      await Promise.all([users.mutate(), roles.mutate()]);
      setCompletedRuns((n) => n + 1);
    } catch (error) {
      setRunError(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <UserManagement
      users={users.data?.content}
      roles={roles.data?.content}
      branches={branches.data?.content}
      isLoading={users.isLoading || grid.isLoading}
      error={failure ? messageOf(failure) : null}
      onRetry={() => {
        void users.mutate();
        void roles.mutate();
        void branches.mutate();
      }}
      onRun={(payload) => void onRun(payload)}
      isPending={pending}
      runError={runError}
      completedRuns={completedRuns}
      view={grid.view}
      onViewChange={grid.onViewChange}
    />
  );
}
