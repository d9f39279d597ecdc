import { useState } from 'react';
import { PROFILE_IMAGE_UPDATED } from '../../../src/domain/users';
import type { ProfileImageProps } from '../../../src/screens/users/ProfileParts';
import { messageOf } from '../../api/client';
import { uploadWithProgress } from '../../api/upload';
import { notify } from '../../toasts';

/**
 * A profile image upload with its progress, for the image card's props: an administrator's for anyone
 * (users/profile-image/{id}) and each user's own (profile/image). `onUploaded` reloads the profile.
 */
export function useProfileImageUpload(path: string, onUploaded: () => Promise<unknown>): Omit<ProfileImageProps, 'imageUrl' | 'imageError'> {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File) => {
    const form = new FormData();
    form.set('file', file);
    setUploading(true);
    setUploadError(null);
    setProgress(0);
    try {
      await uploadWithProgress(path, form, setProgress);
      notify('positive', PROFILE_IMAGE_UPDATED);
      await onUploaded();
    } catch (error) {
      setUploadError(messageOf(error));
    } finally {
      setUploading(false);
      setProgress(undefined);
    }
  };

  return { onUpload: (file) => void upload(file), uploadProgress: progress, isUploading: uploading, uploadError };
}
