import { useScreenData } from '../../useScreenData';
import { useSnapshot } from 'valtio';
import type { OpenIssue } from '../../../src/domain/feedback/statuses';
import { MyOpenIssues } from '../../../src/screens/general/MyOpenIssues';
import { session } from '../../session';

export default function MyOpenIssuesPage() {
  const { user } = useSnapshot(session);
  const { data, state } = useScreenData<{ content: OpenIssue[] }>('my-open-issues');
  return (
    <MyOpenIssues
      userName={user?.name ?? ''}
      issues={data?.content}
      {...state}
      suggestHref="/suggestions"
    />
  );
}
