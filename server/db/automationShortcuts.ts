import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { AUTOMATION_JOBS, RUN_RESULTS } from '../../src/domain/accounting/automationShortcuts';
import { staffRecordColumns } from './staffRecord';

/**
 * One row per accounting job staff run from /automationShortcuts, holding who runs it now and until when:
 * a start takes the row in one update (only when free or its lease has passed), so two starts in any
 * processes never run a job twice at once.
 */
export const automationJobs = pgTable('automation_jobs', {
  job: text('job', { enum: AUTOMATION_JOBS }).primaryKey(),
  runId: integer('run_id'),
  leasedBy: integer('leased_by'),
  leasedAt: timestamp('leased_at', { withTimezone: true }),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});

/** A run of a job: its parameters (branch, date), who started it, its result, the rows it touched and what it reported. */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: serial('id').primaryKey(),
    job: text('job', { enum: AUTOMATION_JOBS }).notNull(),
    brnId: text('brn_id').notNull(),
    runOn: date('run_on').notNull(),
    result: text('result', { enum: RUN_RESULTS }).notNull(),
    rowsAffected: integer('rows_affected').notNull().default(0),
    summary: text('summary').notNull().default(''),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    startedBy: integer('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('automation_runs_job_idx').on(t.job, t.startedAt)],
);

/** A user who gets each run's result of a job by mail. */
export const automationSubscriptions = pgTable(
  'automation_subscriptions',
  {
    id: serial('id').primaryKey(),
    job: text('job', { enum: AUTOMATION_JOBS }).notNull(),
    userId: integer('user_id').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('automation_subscriptions_job_user_idx').on(t.job, t.userId)],
);
