import { useState } from 'react';
import useSWR from 'swr';
import type { AutomationJob } from '../../../src/domain/accounting/automationShortcuts';
import { AUTOMATION_RUN_FIELDS, type AutomationRun, type AutomationShortcuts as Shortcuts } from '../../../src/domain/accounting/automationShortcutsViews';
import { newYorkDay } from '../../../src/domain/businessDays';
import { AutomationShortcuts, type RunParameters } from '../../../src/screens/accounting/AutomationShortcuts';
import { api, messageOf } from '../../api/client';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import { useAction } from '../../useAction';

const BASE = 'accounting/automation';

/** /automationShortcuts: the jobs the user may run, each run's result on its card and in the log (the working branch's unless the address says otherwise). */
export default function AutomationShortcutsPage() {
  const home = useHomeBranches();
  const report = useReport<AutomationRun>(`${BASE}/runs`, AUTOMATION_RUN_FIELDS, { branches: home, sort: [{ id: 'startedAt', desc: true }] }, 'grid.automationRuns');
  const jobs = useSWR<Shortcuts>(`${BASE}/jobs`);
  const [today] = useState(() => newYorkDay(new Date()));
  const refresh = async () => {
    report.onRetry();
    await jobs.mutate();
  };
  const run = useAction(
    async (job: AutomationJob, parameters: RunParameters) => {
      await api.post(`${BASE}/jobs/${job}/runs`, { json: parameters });
      await refresh();
    },
    { success: 'The job ran: its result is on its card.' },
  );
  const subscribe = useAction(async (job: AutomationJob) => {
    await api.post(`${BASE}/jobs/${job}/subscription`);
    await jobs.mutate();
  }, { success: 'You will get its result by email.' });
  const unsubscribe = useAction(async ({ id, version }: { id: number; version: number }) => {
    await api.delete(`${BASE}/subscriptions/${id}?version=${version}`);
    await jobs.mutate();
  });
  return (
    <AutomationShortcuts
      {...report}
      error={report.error ?? (jobs.error ? messageOf(jobs.error) : null)}
      jobs={jobs.data?.jobs}
      today={today}
      onRun={run.run}
      isRunning={run.isPending}
      runError={run.error}
      onSubscribe={(job) => void subscribe.run(job)}
      onUnsubscribe={(subscription) => void unsubscribe.run(subscription)}
    />
  );
}
