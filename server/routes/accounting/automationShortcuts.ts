import { Hono } from 'hono';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AUTOMATION_JOB_INFO, AUTOMATION_JOBS, type AutomationJob } from '../../../src/domain/accounting/automationShortcuts';
import { automationRunSchema, automationUnsubscribeSchema } from '../../../src/domain/accounting/automationShortcutsPayloads';
import { AUTOMATION_RUN_FIELDS, type AutomationJobCard, type AutomationRun, type AutomationShortcuts } from '../../../src/domain/accounting/automationShortcutsViews';
import { hasAnyPermission } from '../../../src/domain/permissionCheck';
import { guard } from '../../auth/guard';
import { FORBIDDEN_MESSAGE } from '../../auth/middleware';
import { closeAbandonedAutomationRuns, runJob } from '../../business/automationRuns';
import { branchScope, inBranches } from '../../business/branchScope';
import { answerList, listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { createRecord, removeRecord, staffMemberOf } from '../../business/recordChange';
import { automationJobs, automationSubscriptions } from '../../db/automationShortcuts';
import { queryRows } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import { users } from '../../db/schema';
import { fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { AUTOMATION_WORK } from './automationShortcutsJobs';

const NOT_A_JOB = 'There is no such automation job.';
const SUBSCRIPTION_NOT_FOUND = 'That subscription does not exist.';

const jobTitles = sql.join(
  AUTOMATION_JOBS.map((job) => sql`when ${job} then ${AUTOMATION_JOB_INFO[job].title}`),
  sql` `,
);

/** Each run with its job's title and who started it. */
const runRows = sql`(select r.id, r.job, case r.job ${jobTitles} end as job_title, r.brn_id, r.run_on, r.result, r.rows_affected, r.summary, r.warnings,
    u.name as started_by, r.started_at, r.finished_at
  from automation_runs r join users u on u.id = r.started_by) t`;

/** The jobs of the path a user may run: the shortcuts' permission (the guard) and the permission of the job's own screen. */
const mayRun = (c: AppContext, job: AutomationJob) => hasAnyPermission(c.var.user.permissions, [AUTOMATION_JOB_INFO[job].permission]);
const jobsOf = (c: AppContext) => AUTOMATION_JOBS.filter((job) => mayRun(c, job));

/** The log lists the runs of the jobs the user may run, of their branches. */
const RUNS: ListDefinition = {
  name: 'automation-runs',
  from: runRows,
  branch: sql`t.brn_id`,
  date: sql`t.run_on`,
  columns: listColumnsIn('t', AUTOMATION_RUN_FIELDS),
  key: [sql`t.id`],
  rowId: sql`t.id`,
  defaultSort: [{ id: 'startedAt', desc: true }],
  tables: [],
};

function jobOf(c: AppContext): AutomationJob {
  const job = c.req.param('job') as AutomationJob;
  if (!AUTOMATION_JOBS.includes(job)) fail(404, NOT_A_JOB);
  if (!mayRun(c, job)) fail(403, FORBIDDEN_MESSAGE);
  return job;
}

const runSelect = sql`select t.id, t.job, t.job_title as "jobTitle", t.brn_id as "brnId", t.run_on::text as "runOn", t.result, t.rows_affected as "rowsAffected",
  t.summary, t.warnings, t.started_by as "startedBy", t.started_at as "startedAt", t.finished_at as "finishedAt" from ${runRows}`;

const runOf = (row: AutomationRun): AutomationRun => ({ ...row, startedAt: isoTime(row.startedAt), finishedAt: isoTime(row.finishedAt) });

/** The cards: each job the user may run with its last run of the user's branches, who runs it now, and the user's subscription. */
async function shortcutsOf(c: AppContext): Promise<AutomationShortcuts> {
  const db = c.var.deps.db;
  await closeAbandonedAutomationRuns(db);
  const jobs = jobsOf(c);
  const branches = branchScope(c, []);
  const me = staffMemberOf(c);
  const cards: AutomationJobCard[] = [];
  for (const job of jobs) {
    const [last] = await queryRows<AutomationRun>(db, sql`${runSelect} where t.job = ${job} and ${inBranches(sql`t.brn_id`, branches)} order by t.started_at desc, t.id desc limit 1`);
    const [running] = await db
      .select({ startedBy: users.name, startedAt: automationJobs.leasedAt })
      .from(automationJobs)
      .innerJoin(users, eq(users.id, automationJobs.leasedBy))
      .where(and(eq(automationJobs.job, job), sql`${automationJobs.leaseUntil} >= now()`));
    const [subscription] = await db
      .select({ id: automationSubscriptions.id, version: automationSubscriptions.version })
      .from(automationSubscriptions)
      .where(and(eq(automationSubscriptions.job, job), eq(automationSubscriptions.userId, me)))
      .orderBy(desc(automationSubscriptions.id));
    cards.push({
      ...AUTOMATION_JOB_INFO[job],
      lastRun: last ? runOf(last) : null,
      running: running ? { startedBy: running.startedBy, startedAt: isoTime(running.startedAt!) } : null,
      nextScheduledAt: null,
      subscription: subscription ?? null,
    });
  }
  return { jobs: cards };
}

export const automationShortcutsRoutes = new Hono<AppEnv>()
  .get('/accounting/automation/jobs', guard('GET /accounting/automation/jobs'), async (c) => c.json(await shortcutsOf(c)))
  .get('/accounting/automation/runs', guard('GET /accounting/automation/runs'), (c) =>
    answerList(c, { ...RUNS, where: sql`t.job in (${sql.join(jobsOf(c).map((j) => sql`${j}`), sql`, `)})` }),
  )
  .post('/accounting/automation/jobs/:job/runs', guard('POST /accounting/automation/jobs/:job/runs'), async (c) => {
    const job = jobOf(c);
    const params = await readJson(c, automationRunSchema);
    branchScope(c, [params.brnId]);
    const run = await runJob(c, job, params, AUTOMATION_WORK[job]);
    const [row] = await queryRows<AutomationRun>(c.var.deps.db, sql`${runSelect} where t.id = ${run.id}`);
    return c.json(runOf(row!), 201);
  })
  .post('/accounting/automation/jobs/:job/subscription', guard('POST /accounting/automation/jobs/:job/subscription'), async (c) => {
    const job = jobOf(c);
    const me = staffMemberOf(c);
    const row = await c.var.deps.db.transaction(async (tx) => {
      const [mine] = await tx.select().from(automationSubscriptions).where(and(eq(automationSubscriptions.job, job), eq(automationSubscriptions.userId, me)));
      if (mine) fail(409, 'You are already subscribed to this job.');
      return createRecord(c, tx as never, { table: automationSubscriptions, entity: 'automation subscription', action: 'automation.subscribe', values: { job, userId: me } });
    });
    return c.json({ id: row.id, version: row.version }, 201);
  })
  .delete('/accounting/automation/subscriptions/:id', guard('DELETE /accounting/automation/subscriptions/:id'), async (c) => {
    const id = idParam(c, 'a subscription');
    const { version } = parseWith(automationUnsubscribeSchema, { version: Number(c.req.query('version')) });
    const me = staffMemberOf(c);
    await c.var.deps.db.transaction(async (tx) => {
      const [mine] = await tx.select().from(automationSubscriptions).where(eq(automationSubscriptions.id, id));
      if (!mine || mine.userId !== me) fail(404, SUBSCRIPTION_NOT_FOUND);
      await removeRecord(c, tx as never, { table: automationSubscriptions, entity: 'automation subscription', action: 'automation.unsubscribe', id, version, notFound: SUBSCRIPTION_NOT_FOUND });
    });
    return c.body(null, 204);
  });
