import type { ReactNode } from 'react';
import type { ActivityRow, UserProfileData } from '../../domain/users';
import { Badge } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { accountItems, lastSignInItem, ProfileImageCard, type ProfileImageProps } from './ProfileParts';
import * as css from './UsersAdmin.css';

export interface UserProfileProps extends ProfileImageProps {
  /** GET /api/users/profile/{id}. */
  profile: UserProfileData | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** 'Edit user' and the image upload show only with 'can update user'. */
  canUpdate: boolean;
  editHref: string;
  /** The user's approval authorities (ApprovalAuthorities), below the profile image. */
  approvals?: ReactNode;
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
                ...accountItems(user),
                {
                  label: 'Active',
                  value: <Badge tone={user.active ? 'positive' : 'neutral'}>{user.active ? 'Active' : 'Inactive'}</Badge>,
                },
                lastSignInItem(user),
              ]}
            />
          </Card>
          <ProfileImageCard {...props} name={user.name} image={user.profile_image} canUpload={canUpdate} />
          {props.approvals}
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
