import type { PermissionName } from '../permissions';

/**
 * The accounting jobs staff run from /automationShortcuts: each runs the same code as the screen it belongs
 * to, and each needs that screen's permission as well as the shortcuts' own.
 */
export const AUTOMATION_JOBS = ['import-card-files', 'bank-auto-match', 'cash-clearing-exceptions', 'unreconciled-days-digest'] as const;
export type AutomationJob = (typeof AUTOMATION_JOBS)[number];

export const RUN_RESULTS = ['Running', 'OK', 'Warnings', 'Failed'] as const;
export type RunResult = (typeof RUN_RESULTS)[number];

export interface AutomationJobInfo {
  job: AutomationJob;
  title: string;
  /** What one run covers, in the staff's words. */
  scope: string;
  /** The permission of the screen whose code the job runs. */
  permission: PermissionName;
  /** The screen a run's rows are seen on. */
  screen: string;
}

export const AUTOMATION_JOB_INFO: Record<AutomationJob, AutomationJobInfo> = {
  'import-card-files': {
    job: 'import-card-files',
    title: 'Import card files',
    scope: "The branch's card settlement files waiting in the drop folder, loaded and auto-matched",
    permission: 'can view credit card',
    screen: '/ar/creditcardcollections/files',
  },
  'bank-auto-match': {
    job: 'bank-auto-match',
    title: 'Bank auto-match',
    scope: "Auto-match of the branch's open bank statements of the date's month",
    permission: 'can view bank reconcillation',
    screen: '/bankreconcillation',
  },
  'cash-clearing-exceptions': {
    job: 'cash-clearing-exceptions',
    title: 'Cash-clearing exceptions',
    scope: "The date's clearing days that do not net to zero, listed and mailed",
    permission: 'can view cash clearing',
    screen: '/ar/cashclearing',
  },
  'unreconciled-days-digest': {
    job: 'unreconciled-days-digest',
    title: 'Unreconciled-days digest',
    scope: 'The open days of each stream up to the date, into the mail outbox',
    permission: 'can view cash clearing',
    screen: '/ar/unreconcileddays/clearing',
  },
};

/** What a job reports when it ends: the rows it touched and what a person should look at. */
export interface JobOutcome {
  rowsAffected: number;
  summary: string;
  warnings: readonly string[];
}

/** A finished run's result: failed when it threw, warnings when it has any, else OK. */
export function resultOf(outcome: JobOutcome | null): Exclude<RunResult, 'Running'> {
  if (!outcome) return 'Failed';
  return outcome.warnings.length ? 'Warnings' : 'OK';
}

/** The refusal of a second start while a run holds the job. */
export const alreadyRunningMessage = (job: AutomationJob, startedBy: string, startedAt: string) =>
  `${AUTOMATION_JOB_INFO[job].title} is already running: ${startedBy} started it at ${startedAt}.`;
