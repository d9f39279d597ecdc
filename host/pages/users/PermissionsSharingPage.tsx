import { useState } from 'react';
import { SHARING_APPLIED, type SharingChange } from '../../../src/domain/users';
import type { SharingPayload } from '../../../src/domain/userPayloads';
import { PermissionsSharing } from '../../../src/screens/users/PermissionsSharing';
import { api, messageOf } from '../../api/client';
import { notify } from '../../toasts';
import { resources } from '../../api/resources';
import { useResource } from '../../useScreenData';

export default function PermissionsSharingPage() {
  const users = useResource(resources.users);
  const [preview, setPreview] = useState<SharingChange[] | undefined>(undefined);
  const [previewing, setPreviewing] = useState(false);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const [completedApplies, setCompletedApplies] = useState(0);

  const onPreview = async (payload: SharingPayload) => {
    setPreviewing(true);
    setPreviewError(null);
    setPreview(undefined);
    try {
      const answer = await api.post('users/permissions-sharing/preview', { json: payload }).json<{ content: SharingChange[] }>();
      setPreview(answer.content);
    } catch (error) {
      setPreviewError(messageOf(error));
    } finally {
      setPreviewing(false);
    }
  };

  const onApply = async (payload: SharingPayload) => {
    setApplying(true);
    setApplyError(null);
    try {
      const answer = await api.post('users/permissions-sharing/apply', { json: payload }).json<{ content: SharingChange[]; message?: string }>();
      const count = answer.content.length;
      notify('positive', answer.message ?? SHARING_APPLIED, `${count} ${count === 1 ? 'user' : 'users'} updated.`);
      setPreview(undefined);
      setCompletedApplies((n) => n + 1);
      await users.mutate();
    } catch (error) {
      setApplyError(messageOf(error));
    } finally {
      setApplying(false);
    }
  };

  return (
    <PermissionsSharing
      users={users.data?.content}
      isLoading={users.isLoading}
      error={users.error ? messageOf(users.error) : null}
      onRetry={() => void users.mutate()}
      onPreview={(payload) => void onPreview(payload)}
      preview={preview}
      isPreviewing={previewing}
      previewError={previewError}
      onApply={(payload) => void onApply(payload)}
      isApplying={applying}
      applyError={applyError}
      completedApplies={completedApplies}
    />
  );
}
