/** Data imports from Excede (/informixSchedule, /informixRunInfo). The schedule form's payload (zod) is in importSchedule.ts. */

export const RUN_STATUSES = ['Running', 'Succeeded', 'Failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const RUN_TRIGGERS = ['schedule', 'manual'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

export interface ImportJob {
  id: number;
  name: string;
  description: string;
  sourceFile: string;
  targetTable: string;
  cron: string;
  enabled: boolean;
  lastRunAt: string | null;
  nextRunAt: string | null;
  lastStatus: RunStatus | null;
}

export interface ImportRun {
  id: number;
  jobId: number;
  jobName: string;
  trigger: RunTrigger;
  startedAt: string;
  finishedAt: string | null;
  /** Seconds, or null while running. */
  durationSeconds: number | null;
  status: RunStatus;
  rowsRead: number;
  rowsWritten: number;
  /** Records that failed their checks; any fails the run, which then writes nothing. */
  rowsRejected: number;
  error: string | null;
  triggeredByName: string | null;
}

/** GET /api/informix/tables: each table an Excede export fills, with its rows and its last imports. */
export interface ImportedTable {
  table: string;
  /** Excede's name of the export (GLJEITM). */
  exportName: string;
  title: string;
  /** Rows after the last good import; null before the first. */
  rows: number | null;
  lastGoodImportAt: string | null;
  lastRunStatus: RunStatus | null;
}

export const RUN_STARTED = 'The import has run.';
export const RUN_ALREADY_RUNNING = 'This import is already running. Wait for it to finish.';
export const JOB_NOT_FOUND = 'No such import job.';

/** GET /api/healthcheck (open): what monitoring and the /healthcheck screen read. */
export interface HealthCheck {
  status: 'ok' | 'error';
  version: string;
  database: { status: 'ok' | 'error'; kind?: 'postgres' | 'pglite'; ms?: number; message?: string };
  storage?: { status: 'ok' | 'error'; ms?: number; message?: string };
  scheduler?: {
    /** Whether this server process runs the import scheduler. */
    status: 'running' | 'stopped';
    intervalSeconds: number;
    lastRunAt: string | null;
    lastRunStatus: RunStatus | null;
    nextRunAt: string | null;
  };
}
