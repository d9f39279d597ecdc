import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  approvalKindOf,
  AUTHORITY_EXISTS,
  AUTHORITY_NOT_FOUND,
  NOT_AN_APPROVAL_KIND,
  OWN_AUTHORITY_MESSAGE,
  type ApprovalAuthorityRow,
} from '../../src/domain/approvalAuthorities';
import { authorityChangeSchema, authorityRemovalSchema } from '../../src/domain/approvalAuthorityPayloads';
import type { ApprovalKind } from '../../src/domain/approvals';
import { moneyText } from '../../src/domain/money';
import { recordIdParam } from '../../src/domain/recordId';
import { USER_NOT_FOUND } from '../../src/domain/users';
import { guard } from '../auth/guard';
import { changeRecord, createRecord, removeRecord, staffMemberOf } from '../business/recordChange';
import { approvalAuthorities } from '../db/approvals';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { conflictOn, fail, parseWith, readJson, type AppContext, type AppEnv } from '../http';

const DESCRIBED = { table: approvalAuthorities, entity: 'approval authority' } as const;
const changedBy = alias(users, 'changed_by');

const userIdOf = (c: AppContext) => parseWith(recordIdParam('id', 'id must be a user id.'), c.req.param('id'));

function kindOf(c: AppContext): ApprovalKind {
  const kind = approvalKindOf(c.req.param('kind'));
  if (!kind) fail(400, NOT_AN_APPROVAL_KIND);
  return kind;
}

async function assertUser(db: Pick<Database, 'select'>, userId: number): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) fail(404, USER_NOT_FOUND);
}

/** The authority a change is about, for a user other than the person at the keyboard. */
async function target(c: AppContext): Promise<{ userId: number; kind: ApprovalKind }> {
  const userId = userIdOf(c);
  const kind = kindOf(c);
  if (userId === staffMemberOf(c)) fail(403, OWN_AUTHORITY_MESSAGE);
  await assertUser(c.var.deps.db, userId);
  return { userId, kind };
}

async function authoritiesOf(db: Pick<Database, 'select'>, userId: number): Promise<ApprovalAuthorityRow[]> {
  const rows = await db
    .select({
      kind: approvalAuthorities.kind,
      limitAmount: approvalAuthorities.limitAmount,
      version: approvalAuthorities.version,
      updatedAt: approvalAuthorities.updatedAt,
      updatedByName: changedBy.name,
    })
    .from(approvalAuthorities)
    .leftJoin(changedBy, eq(changedBy.id, approvalAuthorities.updatedBy))
    .where(eq(approvalAuthorities.userId, userId))
    .orderBy(asc(approvalAuthorities.kind));
  // A kind the portal no longer has (a row left by an older version) is not shown, and approves nothing.
  return rows.flatMap((r) => {
    const kind = approvalKindOf(r.kind);
    return kind ? [{ ...r, kind, updatedAt: r.updatedAt.toISOString() }] : [];
  });
}

/** /users/userprofile/{id}: what a user may approve, and up to what amount, kept by administrators. */
export const usersApprovalsRoutes = new Hono<AppEnv>()
  .get('/users/:id/approval-authorities', guard('GET /users/:id/approval-authorities'), async (c) => {
    const userId = userIdOf(c);
    await assertUser(c.var.deps.db, userId);
    return c.json({ content: await authoritiesOf(c.var.deps.db, userId) });
  })

  /** Grants an authority (no version) or changes its limit (the version seen). */
  .put('/users/:id/approval-authorities/:kind', guard('PUT /users/:id/approval-authorities/:kind'), async (c) => {
    const { userId, kind } = await target(c);
    const payload = await readJson(c, authorityChangeSchema);
    const limitAmount = payload.limit === null ? null : moneyText(payload.limit);
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      const [held] = await tx
        .select({ id: approvalAuthorities.id })
        .from(approvalAuthorities)
        .where(and(eq(approvalAuthorities.userId, userId), eq(approvalAuthorities.kind, kind)));
      if (payload.version === undefined) {
        if (held) conflictOn('kind', AUTHORITY_EXISTS);
        await createRecord(c, tx, { ...DESCRIBED, action: 'approval-authority.grant', values: { userId, kind, limitAmount } });
      } else {
        if (!held) fail(404, AUTHORITY_NOT_FOUND);
        await changeRecord(c, tx, { ...DESCRIBED, action: 'approval-authority.change', id: held.id, version: payload.version, notFound: AUTHORITY_NOT_FOUND, change: () => ({ limitAmount }) });
      }
    });
    return c.json({ content: await authoritiesOf(db, userId) });
  })

  .delete('/users/:id/approval-authorities/:kind', guard('DELETE /users/:id/approval-authorities/:kind'), async (c) => {
    const { userId, kind } = await target(c);
    const { version } = parseWith(authorityRemovalSchema, { version: Number(c.req.query('version')) });
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      const [held] = await tx
        .select({ id: approvalAuthorities.id })
        .from(approvalAuthorities)
        .where(and(eq(approvalAuthorities.userId, userId), eq(approvalAuthorities.kind, kind)));
      if (!held) fail(404, AUTHORITY_NOT_FOUND);
      await removeRecord(c, tx, { ...DESCRIBED, action: 'approval-authority.remove', id: held.id, version, notFound: AUTHORITY_NOT_FOUND });
    });
    return c.json({ content: await authoritiesOf(db, userId) });
  });
