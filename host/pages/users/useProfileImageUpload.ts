import { useState } from 'react';
import { PROFILE_IMAGE_UPDATED } from '../../../src/domain/users';
import type { ProfileImageProps } from '../../../src/screens/users/ProfileParts';
import { uploadWithProgress } from '../../api/upload';
import { useAction } from '../../useAction';

/**
 * A profile image upload with its progress, for the image card's props: an administrator's for anyone
 * (users/profile-image/{id}) and each user's own (profile/image). `onUploaded` reloads the profile.
 */
export function useProfileImageUpload(path: string, onUploaded: () => Promise<unknown>): Omit<ProfileImageProps, 'imageUrl' | 'imageError'> {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const upload = useAction(async (file: File) => {
    const form = new FormData();
    form.set('file', file);
    setProgress(0);
    try {
      await uploadWithProgress(path, form, setProgress);
      await onUploaded();
    } finally {
      setProgress(undefined);
    }
  }, { success: PROFILE_IMAGE_UPDATED });

  return { onUpload: (file) => void upload.run(file), uploadProgress: progress, isUploading: upload.isPending, uploadError: upload.error };
}
