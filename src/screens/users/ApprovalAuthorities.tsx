import { APPROVAL_KIND_OPTIONS, approvalKindTitle, authorityLimitText, type ApprovalAuthorityRow } from '../../domain/approvalAuthorities';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from './UsersAdmin.css';

export interface ApprovalAuthoritiesProps {
  userName: string;
  /** GET /api/users/{id}/approval-authorities. */
  authorities: ApprovalAuthorityRow[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** Why this person may not change them (their own profile; no 'can update user'), or null when they may. */
  readOnlyReason: string | null;
  onGrant: () => void;
  onChange: (authority: ApprovalAuthorityRow) => void;
  onRemove: (authority: ApprovalAuthorityRow) => void;
}

const authorityId = (row: ApprovalAuthorityRow) => row.kind;

function columnsOf({ readOnlyReason, onChange, onRemove }: Pick<ApprovalAuthoritiesProps, 'readOnlyReason' | 'onChange' | 'onRemove'>): DataTableColumn<ApprovalAuthorityRow>[] {
  const columns: DataTableColumn<ApprovalAuthorityRow>[] = [
    { id: 'kind', header: 'Approves', accessor: (row) => approvalKindTitle(row.kind), width: 'minmax(180px, 2fr)' },
    { id: 'limit', header: 'Limit', accessor: (row) => authorityLimitText(row.limitAmount), width: 'minmax(120px, 1fr)' },
    { id: 'updatedByName', header: 'Changed by', accessor: (row) => row.updatedByName ?? 'Demo setup', width: 'minmax(140px, 1fr)' },
    { id: 'updatedAt', header: 'Changed', accessor: 'updatedAt', format: 'datetime' },
  ];
  if (readOnlyReason) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      accessor: () => '',
      width: '200px',
      render: (row) => (
        <div className={css.actions}>
          <Button size="small" tone="secondary" onPress={() => onChange(row)} aria-label={`Change the limit for ${approvalKindTitle(row.kind)}`}>
            Change
          </Button>
          <Button size="small" tone="critical" onPress={() => onRemove(row)} aria-label={`Remove ${approvalKindTitle(row.kind)}`}>
            Remove
          </Button>
        </div>
      ),
    },
  ];
}

/** A user's approval authorities on their profile: what they may approve, up to what amount, and who last changed it. */
export function ApprovalAuthorities(props: ApprovalAuthoritiesProps) {
  const { userName, authorities, isLoading, error, onRetry, readOnlyReason, onGrant } = props;
  const allHeld = !!authorities && authorities.length >= APPROVAL_KIND_OPTIONS.length;
  return (
    <Card
      title="Approval authorities"
      actions={
        readOnlyReason || !authorities ? null : (
          <Button size="small" onPress={onGrant} isDisabled={allHeld}>
            Grant authority
          </Button>
        )
      }
    >
      <p className={css.note}>
        What {userName} may sign off when someone else records it, and up to what amount. {readOnlyReason ?? ''}
      </p>
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !authorities ? (
        <Skeleton lines={3} label="Loading the approval authorities" />
      ) : (
        <DataTable<ApprovalAuthorityRow>
          aria-label="Approval authorities"
          columns={columnsOf(props)}
          data={authorities}
          getRowId={authorityId}
          emptyMessage={`${userName} approves nothing yet.`}
          exportFileName={`approval-authorities-${userName}`}
        />
      )}
    </Card>
  );
}
