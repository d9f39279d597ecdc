import { lazy, Suspense, useEffect, useRef } from 'react';
import { AUDIT_PERMISSION } from '../../../src/domain/auditTrail';
import {
  defaultUserLogRange,
  userLogSearch,
  type UserLogFilterOptions,
  type UserLogFilters,
  type UserLogsAnswer,
} from '../../../src/domain/userLogs';
import { UserLogs } from '../../../src/screens/logs/UserLogs';
import { Skeleton } from '../../../src/ui/Skeleton/Skeleton';
import { Tabs } from '../../../src/ui/Tabs/Tabs';
import type { PageProps } from '../PageProps';
import { useCan } from '../../useCan';
import { useLogScreen } from './useLogScreen';

// Only administrators open it: its code loads with the tab.
const AuditTrailPanel = lazy(() => import('./AuditTrailPanel'));

type LogTab = 'activity' | 'audit';

/**
 * The tab just chosen. The address carries the tab, and the route host keys the page by its address,
 * so the page comes back anew: the chosen tab takes the focus again there.
 */
let chosenTab: LogTab | null = null;

const defaultActivityFilters = (): UserLogFilters => ({ ...defaultUserLogRange(new Date()), userId: null, page: null, branch: null });

/** The Activity tab: the server filters (dates, user, page, branch) and answers the newest rows with per-day counts. */
function ActivityPanel() {
  const screen = useLogScreen<UserLogsAnswer, UserLogFilterOptions, UserLogFilters>('user-logs', userLogSearch, defaultActivityFilters, 'grid.userLogs');
  return <UserLogs {...screen} />;
}

function LogTabs({ tab }: { tab: LogTab }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (chosenTab !== tab) return;
    chosenTab = null;
    root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [tab]);
  const choose = (id: string) => {
    chosenTab = id === 'audit' ? 'audit' : 'activity';
    window.history.replaceState(null, '', chosenTab === 'audit' ? '?tab=audit' : window.location.pathname);
  };
  return (
    <div ref={root}>
      <Tabs
        aria-label="User logs"
        selectedId={tab}
        onSelectionChange={choose}
        tabs={[
          { id: 'activity', label: 'Activity', content: <ActivityPanel /> },
          {
            id: 'audit',
            label: 'Audit',
            content: (
              <Suspense fallback={<Skeleton lines={8} label="Loading the audit trail" />}>
                <AuditTrailPanel />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}

/** /user-logs: the activity log; administrators who may view the audit log also get its tab (?tab=audit). */
export default function UserLogsPage({ query }: PageProps) {
  const can = useCan();
  if (!can(AUDIT_PERMISSION)) return <ActivityPanel />;
  return <LogTabs tab={query.tab === 'audit' ? 'audit' : 'activity'} />;
}
