import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { AutomationJob, AutomationJobInfo, RunResult } from './automationShortcuts';

/** A run of a job as the log lists it. */
export interface AutomationRun {
  id: number;
  job: AutomationJob;
  jobTitle: string;
  brnId: string;
  runOn: string;
  result: RunResult;
  rowsAffected: number;
  summary: string;
  warnings: string[];
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
}

/** The log of runs (list protocol): its columns, in their order on screen. */
export const AUTOMATION_RUN_FIELDS = {
  startedAt: { header: 'Started', format: 'datetime' },
  jobTitle: { header: 'Job', format: 'text', filter: 'values' },
  brnId: BRANCH_FIELD,
  runOn: { header: 'For day', format: 'date' },
  result: { header: 'Result', format: 'text', filter: 'values' },
  rowsAffected: { header: 'Rows', format: 'number', total: 'sum' },
  startedBy: { header: 'Run by', format: 'text', filter: 'values' },
  summary: { header: 'Summary', format: 'text' },
} as const satisfies ListFields;

/** One card of the screen: the job, its last run, who runs it now, and the user's subscription to its result. */
export interface AutomationJobCard extends AutomationJobInfo {
  lastRun: AutomationRun | null;
  running: { startedBy: string; startedAt: string } | null;
  /** Not scheduled: these jobs run when someone runs them. */
  nextScheduledAt: string | null;
  subscription: { id: number; version: number } | null;
}

export interface AutomationShortcuts {
  jobs: AutomationJobCard[];
}
