import { useState } from 'react';
import { formatDateTime } from '../../domain/format';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, type UserProfileData } from '../../domain/users';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { FileDrop } from '../../ui/FileDrop/FileDrop';
import type { KeyValueItem } from '../../ui/KeyValue/KeyValue';
import * as css from './UsersAdmin.css';

/**
 * What a profile shows of an account, and its picture: the administrators' profile of anyone
 * (UserProfile) and each user's own (MyProfile) are made of these.
 */

type ProfileUser = UserProfileData['user'];

function badges(values: readonly string[], tone: 'info' | 'neutral') {
  if (!values.length) return null;
  return (
    <span className={css.actions}>
      {values.map((v) => (
        <Badge key={v} tone={tone}>
          {v}
        </Badge>
      ))}
    </span>
  );
}

/** Who the account is and what it holds: email, Excede name and id, roles and branches. */
export const accountItems = (user: Pick<ProfileUser, 'email' | 'excede_name' | 'excede_id' | 'roles' | 'branches'>): KeyValueItem[] => [
  { label: 'Email', value: user.email },
  { label: 'Excede name', value: user.excede_name },
  { label: 'Excede id', value: user.excede_id },
  { label: 'Roles', value: badges(user.roles, 'info') },
  { label: 'Branches', value: badges(user.branches, 'neutral') },
];

export const lastSignInItem = (user: Pick<ProfileUser, 'last_login_at'>): KeyValueItem => ({
  label: 'Last sign-in',
  value: user.last_login_at ? formatDateTime(user.last_login_at) : 'Never',
});

/** The image of a profile and its upload: the host signs the URL and sends the file. */
export interface ProfileImageProps {
  /** The profile image's signed URL; null when the user has none (or it could not be signed). */
  imageUrl?: string | null;
  imageError?: string | null;
  /** Upload the chosen PNG or JPEG (the rules are checked before it is offered). */
  onUpload: (file: File) => void;
  /** 0 to 1 while an upload runs. */
  uploadProgress?: number | undefined;
  isUploading?: boolean;
  uploadError?: string | null;
}

export interface ProfileImageCardProps extends ProfileImageProps {
  /** Whose picture it is (its alternative text). */
  name: string;
  /** The stored image's key; null when the user has none. */
  image: string | null;
  /** The drop and the upload button show only when the viewer may change the image. */
  canUpload: boolean;
}

/** The profile image card. Keyed by the stored image: a successful upload (a new image) starts with an empty drop. */
export function ProfileImageCard(props: ProfileImageCardProps) {
  return <ImageCard key={props.image ?? 'none'} {...props} />;
}

function ImageCard({ name, image, imageUrl, imageError, canUpload, onUpload, uploadProgress, isUploading, uploadError }: ProfileImageCardProps) {
  const [files, setFiles] = useState<File[]>([]);
  const chosen = files[0];
  return (
    <Card title="Profile image">
      <div className={css.toolbar}>
        {image && imageUrl ? (
          <img className={css.avatar} src={imageUrl} alt={`Profile image of ${name}`} />
        ) : (
          <p className={css.note}>{image ? (imageError ?? 'Loading the image…') : 'No profile image yet.'}</p>
        )}
      </div>
      {canUpload ? (
        <div className={css.stack}>
          {uploadError ? <Alert tone="critical">{uploadError}</Alert> : null}
          <FileDrop
            label="New profile image"
            description="A PNG or JPEG picture of up to 2 MB."
            files={files}
            onFilesChange={(next) => setFiles(next.slice(-1))}
            accept={PROFILE_IMAGE_TYPES}
            maxFileBytes={PROFILE_IMAGE_MAX_BYTES}
            // One image is kept (the last chosen): room for a second lets a new choice replace the first.
            maxTotalBytes={2 * PROFILE_IMAGE_MAX_BYTES}
            progress={chosen ? uploadProgress : undefined}
            isDisabled={isUploading}
          />
          <div className={css.actions}>
            <Button isDisabled={!chosen} isPending={isUploading} onPress={() => chosen && onUpload(chosen)}>
              Upload image
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
