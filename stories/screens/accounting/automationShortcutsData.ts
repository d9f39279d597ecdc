import { AUTOMATION_JOB_INFO, AUTOMATION_JOBS, type RunResult } from '../../../src/domain/accounting/automationShortcuts';
import type { AutomationJobCard, AutomationRun } from '../../../src/domain/accounting/automationShortcutsViews';

const RESULTS: readonly RunResult[] = ['OK', 'OK', 'Warnings', 'OK', 'Failed'];
const PEOPLE = ['Casey Accounting', 'Linda Anderson', 'Marcus Reed'];

/** `count` runs of the jobs, newest first, every two hours back from 11/20/2026 09:00 AM New York. */
export function automationRuns(count: number, branches: readonly string[] = ['101', '102']): AutomationRun[] {
  return Array.from({ length: count }, (_, i) => {
    const job = AUTOMATION_JOBS[i % AUTOMATION_JOBS.length]!;
    const started = new Date(Date.UTC(2026, 10, 20, 14) - i * 2 * 3_600_000);
    const result = RESULTS[i % RESULTS.length]!;
    return {
      id: count - i,
      job,
      jobTitle: AUTOMATION_JOB_INFO[job].title,
      brnId: branches[i % branches.length]!,
      runOn: started.toISOString().slice(0, 10),
      result,
      rowsAffected: result === 'Failed' ? 0 : (i * 7) % 40,
      summary: result === 'Failed' ? 'Failed: the drop folder could not be read.' : `${(i * 7) % 40} rows.`,
      warnings: result === 'Warnings' ? ['settlement-101.csv: file: Line 3: Amount is not an amount.'] : [],
      startedBy: PEOPLE[i % PEOPLE.length]!,
      startedAt: started.toISOString(),
      finishedAt: new Date(started.getTime() + 4_000).toISOString(),
    };
  });
}

/** The four cards: two run before, one never, one running now; the user gets one's result by mail. */
export function automationCards(runs: readonly AutomationRun[] = automationRuns(8)): AutomationJobCard[] {
  return AUTOMATION_JOBS.map((job, i) => ({
    ...AUTOMATION_JOB_INFO[job],
    lastRun: i === 2 ? null : (runs.find((r) => r.job === job) ?? null),
    running: i === 3 ? { startedBy: 'Linda Anderson', startedAt: '2026-11-20T15:28:00.000Z' } : null,
    nextScheduledAt: null,
    subscription: i === 0 ? { id: 3, version: 1 } : null,
  }));
}
