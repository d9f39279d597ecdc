import { AUTOMATION_JOBS, type AutomationJob, type RunResult } from '../../src/domain/accounting/automationShortcuts';
import { newYorkDay } from '../../src/domain/businessDays';
import { DEMO_AS_OF } from '../demoAsOf';
import { automationRuns } from './automationShortcuts';
import type { Database } from './database';

const HOUR = 3_600_000;

/** What each job reported at Norcross on the demo's morning, hours before its now. */
const DEMO_RUNS: Record<AutomationJob, { hoursBefore: number; result: RunResult; rowsAffected: number; summary: string; warnings: string[] }> = {
  'import-card-files': { hoursBefore: 6, result: 'OK', rowsAffected: 57, summary: '1 files loaded (57 lines), 0 loaded before.', warnings: [] },
  'bank-auto-match': { hoursBefore: 5, result: 'OK', rowsAffected: 12, summary: '12 matches made on 1 open statements.', warnings: [] },
  'cash-clearing-exceptions': {
    hoursBefore: 4,
    result: 'Warnings',
    rowsAffected: 1,
    summary: '1 clearing days that do not net to zero, mailed to accounting@demo.local.',
    warnings: ['Account 1050: Exception, $120.00 in 2 unmatched lines'],
  },
  'unreconciled-days-digest': { hoursBefore: 3, result: 'OK', rowsAffected: 4, summary: '4 open days in 4 streams, mailed to accounting@demo.local.', warnings: [] },
};

/** A run of each accounting job at Norcross (101) by accounting@demo.local, so the shortcuts and their log open with history. */
export async function seedAutomationShortcuts(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const startedBy = userId.get('accounting@demo.local')!;
  const existing = await tx.select({ id: automationRuns.id }).from(automationRuns).limit(1);
  if (existing.length) return;
  await tx.insert(automationRuns).values(
    AUTOMATION_JOBS.map((job) => {
      const { hoursBefore, ...outcome } = DEMO_RUNS[job];
      const startedAt = new Date(DEMO_AS_OF.getTime() - hoursBefore * HOUR);
      return { job, brnId: '101', runOn: newYorkDay(startedAt), ...outcome, startedBy, startedAt, finishedAt: new Date(startedAt.getTime() + 5_000) };
    }),
  );
}
