import { useState } from 'react';
import { SHARING_APPLIED, type SharingChange } from '../../../src/domain/users';
import type { SharingPayload } from '../../../src/domain/userPayloads';
import { PermissionsSharing } from '../../../src/screens/users/PermissionsSharing';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api, messageOf } from '../../api/client';
import { notify } from '../../toasts';
import { resources, revalidate as revalidateLists } from '../../api/resources';
import { useResource } from '../../useScreenData';
import { useAction } from '../../useAction';

export default function PermissionsSharingPage() {
  const users = useResource(resources.users);
  const [preview, setPreview] = useState<SharingChange[] | undefined>(undefined);
  const [completedApplies, setCompletedApplies] = useState(0);

  const previewing = useAction(async (payload: SharingPayload) => {
    setPreview(undefined);
    const answer = await api.post('users/permissions-sharing/preview', { json: payload }).json<{ content: SharingChange[] }>();
    setPreview(answer.content);
  });

  const applying = useAction(async (payload: SharingPayload) => {
    const answer = await api.post('users/permissions-sharing/apply', { json: payload }).json<{ content: SharingChange[]; message?: string }>();
    const count = answer.content.length;
    notify('positive', answer.message ?? SHARING_APPLIED, `${count} ${count === 1 ? 'user' : 'users'} updated.`);
    setPreview(undefined);
    setCompletedApplies((n) => n + 1);
    await revalidateLists.people();
  });

  return (
    <ServerFieldErrors value={previewing.fieldErrors ?? applying.fieldErrors}>
      <PermissionsSharing
        users={users.data?.content}
        isLoading={users.isLoading}
        error={users.error ? messageOf(users.error) : null}
        onRetry={() => void users.mutate()}
        onPreview={(payload) => void previewing.run(payload)}
        preview={preview}
        isPreviewing={previewing.isPending}
        previewError={previewing.error}
        onApply={(payload) => void applying.run(payload)}
        isApplying={applying.isPending}
        applyError={applying.error}
        completedApplies={completedApplies}
      />
    </ServerFieldErrors>
  );
}
