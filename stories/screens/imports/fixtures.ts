import type { ImportedTable, ImportJob, ImportRun } from '../../../src/domain/imports';

export const NOW = new Date('2026-11-20T15:30:00Z');

export const jobs: ImportJob[] = [
  {
    id: 2,
    name: 'Excede AR transactions',
    description: 'Accounts receivable transactions, nightly.',
    sourceFile: 'ar_transactions.csv',
    targetTable: 'excede_ar_transactions',
    cron: '30 2 * * *',
    enabled: true,
    lastRunAt: '2026-11-20T07:30:00Z',
    nextRunAt: '2026-11-21T07:30:00Z',
    lastStatus: 'Succeeded',
  },
  {
    id: 1,
    name: 'Excede parts',
    description: 'Parts, bins and on-hand quantities of every branch.',
    sourceFile: 'parts.csv',
    targetTable: 'excede_parts',
    cron: '0 * * * *',
    enabled: false,
    lastRunAt: '2026-11-20T15:00:00Z',
    nextRunAt: null,
    lastStatus: 'Failed',
  },
];

export function makeRuns(count: number): ImportRun[] {
  return Array.from({ length: count }, (_, i) => {
    const job = jobs[i % 2]!;
    const started = new Date(NOW.getTime() - i * 3_600_000);
    const failed = i % 7 === 3;
    const seconds = 2 + ((i * 37) % 90) / 10;
    return {
      id: 1000 - i,
      jobId: job.id,
      jobName: job.name,
      trigger: i === 0 ? 'manual' : 'schedule',
      startedAt: started.toISOString(),
      finishedAt: new Date(started.getTime() + seconds * 1000).toISOString(),
      durationSeconds: seconds,
      status: failed ? 'Failed' : 'Succeeded',
      rowsRead: failed ? 113 : 300,
      rowsWritten: failed ? 0 : 300,
      rowsRejected: failed ? 1 : 0,
      error: failed ? `${job.sourceFile}: Line 114: cost 'N/A' is not a number.` : null,
      triggeredByName: i === 0 ? 'Alex Admin' : null,
    };
  });
}

/** What /api/informix/tables answers: most tables imported, one failing, one never run. */
export const importedTables: ImportedTable[] = [
  { table: 'branches', exportName: 'COBRN', title: 'Branches', rows: 10, lastGoodImportAt: '2026-11-20T07:30:00Z', lastRunStatus: 'Succeeded' },
  { table: 'excede_gl_lines', exportName: 'GLJEITM', title: 'GL lines', rows: 104_213, lastGoodImportAt: '2026-11-20T15:00:00Z', lastRunStatus: 'Succeeded' },
  { table: 'excede_gl_accounts', exportName: 'GLACCT', title: 'GL accounts', rows: 86, lastGoodImportAt: '2026-11-20T07:30:00Z', lastRunStatus: 'Succeeded' },
  { table: 'excede_part_branches', exportName: 'PTBRN', title: 'Parts stock by branch', rows: 20_480, lastGoodImportAt: '2026-11-20T13:15:00Z', lastRunStatus: 'Failed' },
  { table: 'excede_repair_orders', exportName: 'SVSLS', title: 'Repair orders', rows: 15_022, lastGoodImportAt: '2026-11-20T15:15:00Z', lastRunStatus: 'Running' },
  { table: 'excede_reviews', exportName: 'REVIEW', title: 'Reviews (feed)', rows: null, lastGoodImportAt: null, lastRunStatus: null },
];
