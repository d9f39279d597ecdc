import type { RunStatus } from '../../domain/imports';

/** The badge colour of each import run status (the text always says it too): the schedule's cards and the run history. */
export const STATUS_TONE: Record<RunStatus, 'positive' | 'critical' | 'info'> = { Succeeded: 'positive', Failed: 'critical', Running: 'info' };
