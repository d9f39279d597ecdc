import type { Database } from './db/database';
import { auditLog } from './db/schema';

export interface AuditEntry {
  action: string;
  actorUserId?: number | null;
  entity?: string;
  entityId?: string | number;
  /** What the entry is about when there is no row: the email of a sign-in attempt. */
  subject?: string;
  ip?: string;
  before?: unknown;
  after?: unknown;
}

export async function audit(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    subject: entry.subject ?? null,
    ip: entry.ip ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
