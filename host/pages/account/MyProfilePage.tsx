import { useState } from 'react';
import useSWR from 'swr';
import type { ChangePasswordPayload } from '../../../src/domain/auth';
import type { MyProfileData } from '../../../src/domain/users';
import { MyProfile, type SaveStatus } from '../../../src/screens/account/MyProfile';
import { api, messageOf } from '../../api/client';
import { session } from '../../session';
import { refusedFields } from '../../useAction';
import { useProfileImageUpload } from '../users/useProfileImageUpload';

const IDLE: SaveStatus = { state: 'idle' };

/** A refused save: a 400 on one field shows on that field, anything else above the form. */
function failed(error: unknown): SaveStatus {
  const issue = refusedFields(error)?.[0];
  return issue ? { state: 'failed', message: issue.message, field: issue.field } : { state: 'failed', message: messageOf(error) };
}

/** Runs one save of the profile, reporting where it stands. */
async function save(setStatus: (status: SaveStatus) => void, request: () => Promise<{ message: string }>) {
  setStatus({ state: 'saving' });
  try {
    const answer = await request();
    setStatus({ state: 'saved', message: answer.message });
  } catch (error) {
    setStatus(failed(error));
  }
}

/** The signed-in user's own profile (/profile): every user, whatever their permissions. */
export default function MyProfilePage() {
  const profile = useSWR<{ content: MyProfileData }>('profile');
  const [nameStatus, setNameStatus] = useState<SaveStatus>(IDLE);
  const [passwordStatus, setPasswordStatus] = useState<SaveStatus>(IDLE);
  const upload = useProfileImageUpload('profile/image', () => profile.mutate());

  const onSaveName = (name: string) =>
    void save(setNameStatus, async () => {
      const answer = await api.put('profile', { json: { name } }).json<{ content: { name: string }; message: string }>();
      // The header's account menu shows the new name at once.
      if (session.user) session.user.name = answer.content.name;
      await profile.mutate();
      return answer;
    });

  const onChangePassword = (values: ChangePasswordPayload) =>
    void save(setPasswordStatus, () => api.post('profile/password', { json: values }).json<{ message: string }>());

  return (
    <MyProfile
      profile={profile.data?.content}
      isLoading={profile.isLoading}
      error={profile.error ? messageOf(profile.error) : null}
      onRetry={() => void profile.mutate()}
      onSaveName={onSaveName}
      nameStatus={nameStatus}
      onChangePassword={onChangePassword}
      passwordStatus={passwordStatus}
      {...upload}
    />
  );
}
