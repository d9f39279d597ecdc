import { eq } from 'drizzle-orm';
import { DEMO_NOW } from '../../src/demo/feedback';
import { createRandom, DEMO_SEED } from '../../src/demo/random';
import type { PlanArea, PlanPriority, PlanStatus } from '../../src/domain/productPlanning';
import type { Database } from '../db/database';
import * as t from '../db/schema';
import { importExcede, ImportError } from './importExcede';
import { nextRunOf } from './runImport';

const daysBefore = (days: number, hours = 0) => new Date(DEMO_NOW.getTime() - (days * 24 + hours) * 3_600_000);

/** Demo release notes: three published (for parts, for accounting, for everyone) and one draft. */
function demoFeatures(permissionId: ReadonlyMap<string, number>) {
  const id = (name: string) => permissionId.get(name)!;
  return [
    {
      pageName: 'Parts Research',
      description: 'Search parts across every branch at once, with bins and on-hand quantities from the nightly Excede import.',
      documentUrl: 'https://example.com/portal/release-notes/parts-research.pdf',
      videoUrl: 'https://example.com/portal/release-notes/parts-research.mp4',
      status: 'Published',
      permissionIds: [id('can view parts research'), id('can view waiting list')],
      at: daysBefore(2),
    },
    {
      pageName: 'Cash Clearing',
      description: 'Cash Clearing remembers your filters and exports the grid to Excel with the totals row.',
      documentUrl: 'https://example.com/portal/release-notes/cash-clearing.pdf',
      videoUrl: null,
      status: 'Published',
      permissionIds: [id('can view cash clearing'), id('can view cash and credit collections')],
      at: daysBefore(6),
    },
    {
      pageName: 'My Open Issues',
      description: 'Your suggestions and flagged errors, with the replies from the portal team, on your landing page.',
      documentUrl: null,
      videoUrl: 'https://example.com/portal/release-notes/my-open-issues.mp4',
      status: 'Published',
      permissionIds: [],
      at: daysBefore(12),
    },
    {
      pageName: 'Service Throughput',
      description: 'Throughput by branch and technician, with the hours billed against the hours clocked. (Draft: not yet released.)',
      documentUrl: null,
      videoUrl: null,
      status: 'Draft',
      permissionIds: [id('can view service throughput')],
      at: daysBefore(1),
    },
  ] as const;
}

const PLAN: [string, PlanArea, PlanPriority, PlanStatus, string | null][] = [
  ['Vendor invoice approvals by email', 'Accounting', 'High', 'Idea', null],
  ['Bin verification on phones', 'Parts', 'Medium', 'Idea', null],
  ['Customer history: merge duplicates', 'Customers', 'Low', 'Idea', null],
  ['Technician rate history', 'Service', 'Medium', 'Planned', '2027-01-15'],
  ['Market report: Happy or Not trends', 'Marketing', 'Low', 'Planned', '2027-02-01'],
  ['Wire authorization second approver', 'Accounting', 'High', 'Planned', '2026-12-18'],
  ['Waiting list: bin on each ticket', 'Parts', 'High', 'In progress', '2026-12-05'],
  ['Ford scheduler: SMS reminders', 'Service', 'Medium', 'In progress', '2026-12-12'],
  ['Saved grid views for every report', 'Portal', 'Medium', 'In progress', '2026-12-01'],
  ['Quick link from the clipboard', 'Portal', 'High', 'Done', '2026-11-10'],
  ["What's new with videos", 'Administration', 'Medium', 'Done', '2026-11-05'],
  ['Vehicle aging by branch', 'Sales', 'Low', 'Done', '2026-10-28'],
];

/**
 * Product and data imports: demo features, the planning board, the two import jobs with a month of
 * run history, and the sample Excede exports loaded once so Parts Research and the quick link have data.
 */
export async function seedProductAndImports(
  tx: Database,
  { permissionId, adminId }: { permissionId: ReadonlyMap<string, number>; adminId: number | undefined },
): Promise<void> {
  await tx.insert(t.whatsNewFeatures).values(
    demoFeatures(permissionId).map(({ at, ...f }) => ({
      ...f,
      permissionIds: [...f.permissionIds],
      createdBy: adminId ?? null,
      createdAt: at,
      updatedAt: at,
      publishedAt: f.status === 'Published' ? at : null,
    })),
  );

  const positions = new Map<string, number>();
  await tx.insert(t.productPlanItems).values(
    PLAN.map(([title, area, priority, status, targetDate]) => {
      const position = positions.get(status) ?? 0;
      positions.set(status, position + 1);
      return {
        title,
        description: `${title}: requested by the ${area === 'Portal' || area === 'Administration' ? 'portal team' : `${area.toLowerCase()} staff`}.`,
        area,
        priority,
        status,
        position,
        targetDate,
        createdBy: adminId ?? null,
        createdAt: daysBefore(30 - position),
        updatedAt: daysBefore(10 - position),
      };
    }),
  );

  const now = new Date();
  const jobs = await tx
    .insert(t.importJobs)
    .values([
      {
        name: 'Excede parts',
        description: 'Parts, bins and on-hand quantities of every branch (Excede export parts.csv).',
        sourceFile: 'parts.csv',
        targetTable: 'excede_parts',
        cron: '0 * * * *',
        nextRunAt: nextRunOf('0 * * * *', now),
      },
      {
        name: 'Excede AR transactions',
        description: 'Accounts receivable transactions (Excede export ar_transactions.csv), nightly.',
        sourceFile: 'ar_transactions.csv',
        targetTable: 'excede_ar_transactions',
        cron: '30 2 * * *',
        nextRunAt: nextRunOf('30 2 * * *', now),
      },
    ])
    .returning();

  // A month of history: hourly parts runs thinned to four a day, nightly AR runs, one failure each.
  const random = createRandom(DEMO_SEED + 83);
  const runs: (typeof t.importRuns.$inferInsert)[] = [];
  for (const job of jobs) {
    const hourly = job.targetTable === 'excede_parts';
    for (let day = 30; day >= 1; day--) {
      for (const hour of hourly ? [6, 12, 18, 23] : [7]) {
        const startedAt = new Date(daysBefore(day).setUTCHours(hour, hourly ? 0 : 30, 0, 0));
        const failed = day === (hourly ? 17 : 9) && (hourly ? hour === 12 : true);
        const seconds = (hourly ? 2 : 4) + random.next() * (hourly ? 6 : 12);
        runs.push({
          jobId: job.id,
          trigger: 'schedule',
          startedAt,
          finishedAt: new Date(startedAt.getTime() + seconds * 1000),
          status: failed ? 'Failed' : 'Succeeded',
          rowsRead: failed ? 113 : 300,
          rowsWritten: failed ? 0 : 300,
          error: failed ? `${job.sourceFile}: Line 114: ${hourly ? "cost 'N/A' is not a number." : "transaction_date '11/02/26' is not a date (YYYY-MM-DD)."}` : null,
        });
      }
    }
  }
  await tx.insert(t.importRuns).values(runs);

  // The data itself, from the sample exports (a missing export folder leaves the tables empty).
  for (const job of jobs) {
    const startedAt = new Date();
    try {
      const result = await importExcede(tx, job);
      await tx.insert(t.importRuns).values({ jobId: job.id, trigger: 'schedule', startedAt, finishedAt: new Date(), status: 'Succeeded', ...result });
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      await tx.insert(t.importRuns).values({ jobId: job.id, trigger: 'schedule', startedAt, finishedAt: new Date(), status: 'Failed', rowsRead: error.rowsRead, error: error.message });
    }
    await tx.update(t.importJobs).set({ lastRunAt: startedAt }).where(eq(t.importJobs.id, job.id));
  }
}
