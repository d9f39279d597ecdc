import { useState } from 'react';
import { USER_MANAGEMENT_GRID_PREFERENCE_KEY } from '../../../src/domain/users';
import type { BulkPayload } from '../../../src/domain/userPayloads';
import { UserManagement } from '../../../src/screens/users/UserManagement';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api, messageOf } from '../../api/client';
import { notify } from '../../toasts';
import { useGridView } from '../../useGridView';
import { resources, revalidate as revalidateLists } from '../../api/resources';
import { useResource } from '../../useScreenData';
import { useAction } from '../../useAction';

export default function UserManagementPage() {
  const users = useResource(resources.users);
  const roles = useResource(resources.roles);
  const branches = useResource(resources.branches);
  const grid = useGridView(USER_MANAGEMENT_GRID_PREFERENCE_KEY);
  const [completedRuns, setCompletedRuns] = useState(0);
  const failure = users.error ?? roles.error ?? branches.error;

  const bulk = useAction(async (payload: BulkPayload) => {
    const answer = await api.post('users/bulk', { json: payload }).json<{ content: { changed: number }; message: string }>();
    notify('positive', answer.message);
    await revalidateLists.people();
    setCompletedRuns((n) => n + 1);
  });

  return (
    <ServerFieldErrors value={bulk.fieldErrors}>
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
        onRun={(payload) => void bulk.run(payload)}
        isPending={bulk.isPending}
        runError={bulk.error}
        completedRuns={completedRuns}
        view={grid.view}
        onViewChange={grid.onViewChange}
      />
    </ServerFieldErrors>
  );
}
