import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alreadyRunningMessage, AUTOMATION_JOB_INFO, resultOf, type AutomationJob, type JobOutcome } from '../../src/domain/accounting/automationShortcuts';
import { formatDateTime } from '../../src/domain/format';
import { actorOf, audit } from '../audit';
import { automationJobs, automationRuns, automationSubscriptions } from '../db/automationShortcuts';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { fail, type AppContext } from '../http';
import { sendMail } from '../mail';
import { staffMemberOf } from './recordChange';

/** How long a start holds its job: a server that dies mid-run frees the job when it passes. */
const LEASE = sql`now() + interval '30 minutes'`;

/**
 * Takes the job for a run in one update of its row, only when no run holds it or the holder's lease has
 * passed; several server processes on one database start a job once. A second start is a 409 naming who
 * started the run that holds it, and when.
 */
async function takeJob(c: AppContext, job: AutomationJob): Promise<void> {
  const db = c.var.deps.db;
  await db.insert(automationJobs).values({ job }).onConflictDoNothing();
  const [taken] = await db
    .update(automationJobs)
    .set({ leasedBy: staffMemberOf(c), leasedAt: sql`now()`, leaseUntil: LEASE, runId: null })
    .where(and(eq(automationJobs.job, job), or(isNull(automationJobs.leaseUntil), lt(automationJobs.leaseUntil, sql`now()`))))
    .returning({ job: automationJobs.job });
  if (taken) return;
  const [holder] = await db
    .select({ name: users.name, at: automationJobs.leasedAt })
    .from(automationJobs)
    .leftJoin(users, eq(users.id, automationJobs.leasedBy))
    .where(eq(automationJobs.job, job));
  fail(409, alreadyRunningMessage(job, holder?.name ?? 'someone', holder?.at ? formatDateTime(holder.at) : 'an unknown time'));
}

/** Mails a run's result to the users subscribed to its job. */
async function mailSubscribers(c: AppContext, run: typeof automationRuns.$inferSelect) {
  const { db, config } = c.var.deps;
  const subscribers = await db
    .select({ email: users.email })
    .from(automationSubscriptions)
    .innerJoin(users, eq(users.id, automationSubscriptions.userId))
    .where(and(eq(automationSubscriptions.job, run.job), eq(users.active, true)));
  const title = AUTOMATION_JOB_INFO[run.job].title;
  const body = [`${title} for branch ${run.brnId}, ${run.runOn}: ${run.result}, ${run.rowsAffected} rows.`, run.summary, ...run.warnings.map((w) => `- ${w}`)].join('\n');
  for (const { email } of subscribers) await sendMail(db, config, { to: email, subject: `${title}: ${run.result}`, body });
}

/**
 * Runs a job for a branch and day as the user: takes the job (409 while another run holds it), records the
 * run as Running, does the work, records its result (a thrown error is Failed with its message, and the
 * work's own transaction left nothing behind), frees the job and mails the subscribers. Audited at start and end.
 */
export async function runJob(
  c: AppContext,
  job: AutomationJob,
  params: { brnId: string; date: string },
  work: (c: AppContext, params: { brnId: string; date: string }) => Promise<JobOutcome>,
): Promise<typeof automationRuns.$inferSelect> {
  const db = c.var.deps.db;
  await takeJob(c, job);
  try {
    const [started] = await db
      .insert(automationRuns)
      .values({ job, brnId: params.brnId, runOn: params.date, result: 'Running', startedBy: staffMemberOf(c) })
      .returning();
    await db.update(automationJobs).set({ runId: started!.id }).where(eq(automationJobs.job, job));
    await audit(db, { action: 'automation.start', ...actorOf(c), entity: 'automation run', entityId: started!.id, after: started });
    let outcome: JobOutcome | null = null;
    let failure = '';
    try {
      outcome = await work(c, params);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const values = outcome
      ? { result: resultOf(outcome), rowsAffected: outcome.rowsAffected, summary: outcome.summary, warnings: [...outcome.warnings] }
      : { result: resultOf(null), summary: `Failed: ${failure}`.slice(0, 2000) };
    const [finished] = await db
      .update(automationRuns)
      .set({ ...values, finishedAt: sql`now()` })
      .where(eq(automationRuns.id, started!.id))
      .returning();
    await audit(db, { action: 'automation.finish', ...actorOf(c), entity: 'automation run', entityId: started!.id, before: started, after: finished });
    await mailSubscribers(c, finished!);
    return finished!;
  } finally {
    await db.update(automationJobs).set({ leasedBy: null, leasedAt: null, leaseUntil: null, runId: null }).where(eq(automationJobs.job, job));
  }
}

/** Runs left Running whose job no run holds any more (the server stopped mid-run) are closed as failed. */
export async function closeAbandonedAutomationRuns(db: Database): Promise<void> {
  await db.execute(sql`update automation_runs r set result = 'Failed', finished_at = now(), summary = 'The server stopped during this run.'
    where r.result = 'Running' and not exists (select 1 from automation_jobs j where j.run_id = r.id and j.lease_until >= now())`);
}
