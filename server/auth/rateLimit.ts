import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Counted from the audit log, so the limit holds across restarts and across server processes. */
export async function isLoginThrottled(db: Database, email: string, ip: string): Promise<boolean> {
  const since = sql`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`;
  const [row] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${auditLog.subject} = ${email})::int`,
      byAddress: sql<number>`count(*) filter (where ${auditLog.ip} = ${ip})::int`,
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'login.failure'), gt(auditLog.at, since)));
  return (row?.byAccount ?? 0) >= MAX_FAILURES_PER_ACCOUNT || (row?.byAddress ?? 0) >= MAX_FAILURES_PER_ADDRESS;
}
