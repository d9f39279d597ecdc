import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import type { OpenIssue } from '../../../src/domain/feedback';
import { MyOpenIssues } from '../../../src/screens/general/MyOpenIssues';
import { session } from '../../session';

export default function MyOpenIssuesPage() {
  const { user } = useSnapshot(session);
  const { data, error, isLoading, mutate } = useSWR<{ content: OpenIssue[] }>('my-open-issues');
  return (
    <MyOpenIssues
      userName={user?.name ?? ''}
      issues={data?.content}
      isLoading={isLoading}
      error={error ? (error as Error).message : null}
      onRetry={() => void mutate()}
      suggestHref="/suggestions"
    />
  );
}
