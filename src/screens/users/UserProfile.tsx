import { useState } from 'react';
import { formatDateTime } from '../../domain/format';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  type ActivityRow,
  type UserProfileData,
} from '../../domain/users';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { FileDrop } from '../../ui/FileDrop/FileDrop';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from './UsersAdmin.css';

export interface UserProfileProps {
  /** GET /api/users/profile/{id}. */
  profile: UserProfileData | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** The profile image's signed URL; null when the user has none (or it could not be signed). */
  imageUrl?: string | null;
  imageError?: string | null;
  /** 'Edit user' and the image upload show only with 'can update user'. */
  canUpdate: boolean;
  editHref: string;
  /** Upload the chosen PNG or JPEG (the rules are checked before it is offered). */
  onUpload: (file: File) => void;
  /** 0 to 1 while an upload runs. */
  uploadProgress?: number | undefined;
  isUploading?: boolean;
  uploadError?: string | null;
}

const ACTIVITY_COLUMNS: DataTableColumn<ActivityRow>[] = [
  { id: 'created_at', header: 'When', accessor: 'created_at', format: 'datetime' },
  { id: 'page_name', header: 'Page', accessor: 'page_name', width: 'minmax(140px, 1.2fr)' },
  { id: 'action', header: 'Action', accessor: 'action', width: 'minmax(120px, 1fr)' },
  { id: 'description', header: 'Description', accessor: 'description', width: 'minmax(180px, 2fr)' },
  { id: 'branch_id', header: 'Branch', accessor: 'branch_id', width: '100px' },
  { id: 'loadtime', header: 'Load time (s)', accessor: 'loadtime', format: 'number', width: '130px' },
];

const activityId = (row: ActivityRow) => String(row.id);

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

/** One user: who they are, what they hold, their picture and what they did lately. */
export function UserProfile(props: UserProfileProps) {
  const { profile, isLoading, error, onRetry, canUpdate, editHref } = props;
  const user = profile?.user;
  return (
    <div className={css.page}>
      <PageHeader
        title={user ? `User Profile: ${user.name}` : 'User Profile'}
        description="The account, its profile image and its recent activity."
        actions={canUpdate && user ? <Link href={editHref}>Edit user</Link> : null}
      />
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !profile || !user ? (
        <Skeleton lines={8} label="Loading the profile" />
      ) : (
        <>
          <Card title="Account">
            <KeyValue
              items={[
                { label: 'Name', value: user.name },
                { label: 'Email', value: user.email },
                { label: 'Excede name', value: user.excede_name },
                { label: 'Excede id', value: user.excede_id },
                { label: 'Roles', value: badges(user.roles, 'info') },
                { label: 'Branches', value: badges(user.branches, 'neutral') },
                {
                  label: 'Active',
                  value: <Badge tone={user.active ? 'positive' : 'neutral'}>{user.active ? 'Active' : 'Inactive'}</Badge>,
                },
                { label: 'Last sign-in', value: user.last_login_at ? formatDateTime(user.last_login_at) : 'Never' },
              ]}
            />
          </Card>
          <ProfileImage key={user.profile_image ?? 'none'} {...props} name={user.name} hasImage={!!user.profile_image} />
          <Card title="Recent activity">
            <DataTable<ActivityRow>
              aria-label="Recent activity"
              columns={ACTIVITY_COLUMNS}
              data={profile.activity}
              getRowId={activityId}
              emptyMessage="No activity recorded for this user yet."
              exportFileName={`activity-${user.id}`}
            />
          </Card>
        </>
      )}
    </div>
  );
}

/** Keyed by the stored image: a successful upload (a new image) starts with an empty drop. */
function ProfileImage({
  name,
  hasImage,
  imageUrl,
  imageError,
  canUpdate,
  onUpload,
  uploadProgress,
  isUploading,
  uploadError,
}: UserProfileProps & { name: string; hasImage: boolean }) {
  const [files, setFiles] = useState<File[]>([]);
  const chosen = files[0];
  return (
    <Card title="Profile image">
      <div className={css.toolbar}>
        {hasImage && imageUrl ? (
          <img className={css.avatar} src={imageUrl} alt={`Profile image of ${name}`} />
        ) : (
          <p className={css.note}>{hasImage ? (imageError ?? 'Loading the image…') : 'No profile image yet.'}</p>
        )}
      </div>
      {canUpdate ? (
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
