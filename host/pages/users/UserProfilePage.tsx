import useSWR from 'swr';
import { PROFILE_IMAGE_FOLDER, type UserProfileData } from '../../../src/domain/users';
import { UserProfile } from '../../../src/screens/users/UserProfile';
import { api, messageOf } from '../../api/client';
import type { PageProps } from '../PageProps';
import { useCan } from '../../useCan';
import { useRecordName } from '../../recordName';
import { useProfileImageUpload } from './useProfileImageUpload';
import { ProfileApprovalAuthorities } from './ProfileApprovalAuthorities';

/** The spec's signed URL for a stored profile image (POST newfeatures/getDocumentSASUrlGen). */
function signedImageUrl([, filename]: readonly [string, string]): Promise<string> {
  return api
    .post('newfeatures/getDocumentSASUrlGen', { json: { filename, folderName: PROFILE_IMAGE_FOLDER } })
    .json<{ url: string }>()
    .then((answer) => answer.url);
}

export default function UserProfilePage({ params }: PageProps) {
  const id = params.id;
  const can = useCan();
  const key = `users/profile/${id}`;
  const profile = useSWR<{ content: UserProfileData }>(id ? key : null);
  useRecordName(profile.data?.content.user.name);
  const filename = profile.data?.content.user.profile_image ?? null;
  const image = useSWR(filename ? (['profile-image', filename] as const) : null, signedImageUrl);
  const upload = useProfileImageUpload(`users/profile-image/${id}`, () => profile.mutate());

  return (
    <UserProfile
      profile={profile.data?.content}
      isLoading={profile.isLoading}
      error={profile.error ? messageOf(profile.error) : null}
      onRetry={() => void profile.mutate()}
      imageUrl={image.data ?? null}
      imageError={image.error ? messageOf(image.error) : null}
      canUpdate={can('can update user')}
      editHref={`/users/edit/${id}`}
      approvals={profile.data ? <ProfileApprovalAuthorities userId={profile.data.content.user.id} userName={profile.data.content.user.name} canUpdate={can('can update user')} /> : null}
      {...upload}
    />
  );
}
