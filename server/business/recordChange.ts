import { and, eq, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RECORD_CHANGED_MESSAGE } from '../../src/domain/recordChange';
import { actorOf, audit } from '../audit';
import type { Database } from '../db/database';
import { fail, type AppContext } from '../http';
import { branchScope } from './branchScope';

/** A table of staff records: an id and the columns of server/db/staffRecord.ts. */
export type StaffTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn; updatedBy: PgColumn };
type Row<T extends StaffTable> = InferSelectModel<T>;
type Values<T extends StaffTable> = Partial<InferInsertModel<T>>;

interface Described<T extends StaffTable> {
  table: T;
  /** The audit trail's names: entity 'cash count', action 'cash-count.record'. */
  entity: string;
  action: string;
  /** The branch (BrnId) a record belongs to: a user who lacks it is refused (403) and nothing is written. Absent for a record of no branch (a user's approval authority). */
  branchOf?: (row: Row<T>) => string;
}

/** The person at the keyboard, who a record names as its maker or changer (not the user they assume). */
export const staffMemberOf = (c: AppContext): number => actorOf(c).actorUserId!;

/** Records a new staff record, audited with what it holds. */
export async function createRecord<T extends StaffTable>(
  c: AppContext,
  tx: Database,
  spec: Described<T> & { values: Values<T> & Record<string, unknown> },
): Promise<Row<T>> {
  if (spec.branchOf) branchScope(c, [spec.branchOf(spec.values as Row<T>)]);
  const me = staffMemberOf(c);
  const [row] = (await tx
    .insert(spec.table)
    .values({ ...spec.values, createdBy: me, updatedBy: me } as never)
    .returning()) as Row<T>[];
  await audit(tx, { action: spec.action, ...actorOf(c), entity: spec.entity, entityId: (row as { id: number }).id, after: row });
  return row!;
}

/** The record as it is, locked for a change as of the version the user saw: 404 when gone, 403 for a branch the user lacks, 409 when changed since. */
async function asSeen<T extends StaffTable>(c: AppContext, tx: Database, spec: Described<T> & { id: number; version: number; notFound: string }): Promise<Row<T>> {
  const { table } = spec;
  const [before] = (await tx.select().from(table as PgTable).where(eq(table.id, spec.id)).for('update')) as Row<T>[];
  if (!before) fail(404, spec.notFound);
  if (spec.branchOf) branchScope(c, [spec.branchOf(before)]);
  if ((before as { version: number }).version !== spec.version) fail(409, RECORD_CHANGED_MESSAGE);
  return before;
}

/**
 * Changes one staff record as of the version the user saw: a later version is someone else's change, a
 * 409 that leaves theirs in place; a record of a branch the user lacks is a 403. `change` reads the row as
 * it is (under a row lock) and answers the new values, or fails with a rule's 400/409. Audited with the
 * row before and after.
 */
export async function changeRecord<T extends StaffTable>(
  c: AppContext,
  tx: Database,
  spec: Described<T> & {
    id: number;
    version: number;
    notFound: string;
    change: (row: Row<T>) => Values<T> | Promise<Values<T>>;
  },
): Promise<Row<T>> {
  const { table } = spec;
  const before = await asSeen(c, tx, spec);
  const values = await spec.change(before);
  const [after] = (await tx
    .update(table)
    .set({ ...values, version: spec.version + 1, updatedAt: new Date(), updatedBy: staffMemberOf(c) } as never)
    .where(and(eq(table.id, spec.id), eq(table.version, spec.version)))
    .returning()) as Row<T>[];
  if (!after) fail(409, RECORD_CHANGED_MESSAGE);
  await audit(tx, { action: spec.action, ...actorOf(c), entity: spec.entity, entityId: spec.id, before, after });
  return after;
}

/** Removes one staff record as of the version the user saw (409 when it changed since), audited with what it held. */
export async function removeRecord<T extends StaffTable>(
  c: AppContext,
  tx: Database,
  spec: Described<T> & { id: number; version: number; notFound: string },
): Promise<Row<T>> {
  const { table } = spec;
  const before = await asSeen(c, tx, spec);
  await tx.delete(table).where(eq(table.id, spec.id));
  await audit(tx, { action: spec.action, ...actorOf(c), entity: spec.entity, entityId: spec.id, before });
  return before;
}
