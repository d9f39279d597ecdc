import type { OpenIssue } from '../../domain/feedback/statuses';
import { formatDate } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from './MyOpenIssues.css';

export interface MyOpenIssuesProps {
  userName: string;
  issues: OpenIssue[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  suggestHref: string;
}

const STATUS_TONE: Record<string, 'info' | 'caution' | 'positive' | 'neutral'> = {
  New: 'info',
  'Under review': 'caution',
  Planned: 'positive',
  Open: 'info',
  'In progress': 'caution',
};

/** The landing page: the user's own open suggestions and flagged errors, newest first, with replies. */
export function MyOpenIssues({ userName, issues, isLoading, error, onRetry, suggestHref }: MyOpenIssuesProps) {
  return (
    <div className={css.page}>
      <PageHeader
        title="My Open Issues"
        description={`Welcome, ${userName}. What you have suggested or flagged, and where it stands.`}
        actions={<Link href={suggestHref}>Add a suggestion</Link>}
      />
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !issues ? (
        <Skeleton lines={6} label="Loading your open issues" />
      ) : issues.length === 0 ? (
        <EmptyState
          title="Nothing open"
          description="You have no open suggestions or flagged errors. Use 'Flag an error' in the header when something looks wrong."
        />
      ) : (
        <ul className={css.list} aria-label="Open issues">
          {issues.map((issue) => (
            <li key={`${issue.kind}-${issue.id}`} className={css.item}>
              <div className={css.top}>
                <span className={css.kind}>{issue.kind === 'suggestion' ? 'Suggestion' : 'Flagged error'} #{issue.id}</span>
                <Badge tone={STATUS_TONE[issue.status] ?? 'neutral'}>{issue.status}</Badge>
                {issue.priority ? <Badge tone={issue.priority === 'High' ? 'critical' : 'neutral'}>{issue.priority} priority</Badge> : null}
                <span className={css.date}>{formatDate(issue.createdAt)}</span>
              </div>
              <p className={css.title}>{issue.title}</p>
              {issue.reply ? (
                <p className={css.reply}>
                  <span className={css.replyLabel}>Reply:</span> {issue.reply}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
