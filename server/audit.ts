import type { Database } from './db/database';
import { auditLog } from './db/schema';
import { clientIp, type AppContext } from './http';

export interface AuditEntry {
  action: string;
  /** The person at the keyboard: while assuming another user, the one who assumed. */
  actorUserId?: number | null;
  /** The user the actor works as while assuming; null otherwise. */
  assumedUserId?: number | null;
  entity?: string;
  entityId?: string | number;
  /** What the entry is about when there is no row: the email of a sign-in attempt. */
  subject?: string;
  ip?: string;
  before?: unknown;
  after?: unknown;
}

/** Who acts in a signed-in request, for its audit entries: both users while one assumes the other. */
export function actorOf(c: AppContext): Pick<AuditEntry, 'actorUserId' | 'assumedUserId' | 'ip'> {
  const assumer = c.var.assumedBy;
  return assumer
    ? { actorUserId: assumer.id, assumedUserId: c.var.user.id, ip: clientIp(c) }
    : { actorUserId: c.var.user.id, assumedUserId: null, ip: clientIp(c) };
}

export async function audit(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    assumedUserId: entry.assumedUserId ?? null,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    subject: entry.subject ?? null,
    ip: entry.ip ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
