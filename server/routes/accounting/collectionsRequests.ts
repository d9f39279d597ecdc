import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AccountStatus } from '../../../src/domain/accounting/collections';
import { holdRequestProblem, needsArManager, RELEASE_APPROVAL } from '../../../src/domain/accounting/collectionsHolds';
import { holdDecisionSchema, holdRequestSchema, statementSchema } from '../../../src/domain/accounting/collectionsPayloads';
import { centsOf } from '../../../src/domain/money';
import { guard } from '../../auth/guard';
import { refuseApproval } from '../../business/approvals';
import { branchScope } from '../../business/branchScope';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import { collectionHoldRequests, collectionStatements } from '../../db/collections';
import { queryRows, type Database } from '../../db/database';
import { badRequest, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { sendMail } from '../../mail';
import { printStatement, statementMail } from './collectionsStatement';

export const REQUEST_OPEN = 'Another request for this account is still open: it must be done in Excede or declined first.';
export const REQUEST_DECIDED = 'This request is already decided.';
const REQUEST_NOT_FOUND = 'That request does not exist.';

/** What a request or a statement needs of a customer's account at a branch. */
export interface AccountFacts {
  name: string;
  email: string | null;
  status: AccountStatus;
  balance: string;
}

/**
 * The customer's account at a branch (which must be the user's): its status (with legal once a referral was done
 * in Excede and no release since, else Excede's credit hold), its open balance. Nothing open is a 400.
 */
export async function accountFacts(c: AppContext, db: Database, brnId: string, cusId: string): Promise<AccountFacts> {
  branchScope(c, [brnId]);
  const [facts] = await queryRows<AccountFacts>(
    db,
    sql`select c.name, nullif(trim(c.email), '') as email,
          case when hd.kind = 'Legal' then 'Legal' when c.on_hold then 'Credit hold' else 'Active' end as status,
          coalesce(sum(o.balance), 0)::numeric(14, 2)::text as balance
        from excede_customers c
        join excede_ar_open_items o on o.cus_id = c.cus_id and o.brn_id = ${brnId}
        left join lateral (select h.kind from collection_hold_requests h where h.brn_id = ${brnId} and h.cus_id = c.cus_id
          and h.state = 'Done in Excede' and h.kind in ('Legal', 'Release') order by h.decided_at desc, h.id desc limit 1) hd on true
        where c.cus_id = ${cusId} group by c.name, c.email, c.on_hold, hd.kind`,
  );
  if (!facts) badRequest([{ field: 'cusId', message: `Customer ${cusId} has nothing open at branch ${brnId}.` }]);
  return facts;
}

/** A unique-index violation on the open request of an account: someone asked first. */
function refuseOpenRequest(error: unknown): never {
  const failure = error as { code?: string; cause?: { code?: string } };
  if ((failure.cause ?? failure).code === '23505') fail(409, REQUEST_OPEN);
  throw error;
}

async function requestHold(c: AppContext) {
  const request = await readJson(c, holdRequestSchema);
  const { db } = c.var.deps;
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const facts = await accountFacts(c, tx, request.brnId, request.cusId);
    const problem = holdRequestProblem(request.kind, facts.status);
    if (problem) badRequest([{ field: 'kind', message: problem }]);
    return createRecord(c, tx, {
      table: collectionHoldRequests,
      entity: 'collection hold request',
      action: 'collections.hold-request',
      branchOf: (row) => row.brnId,
      values: { brnId: request.brnId, cusId: request.cusId, kind: request.kind, reason: request.reason, balance: facts.balance },
    }).catch(refuseOpenRequest);
  });
}

/** Records a request done in Excede or declined, as of the version seen; a release is an AR manager's to decide, never the requester's. */
async function decideHold(c: AppContext) {
  const id = idParam(c, 'a request');
  const decision = await readJson(c, holdDecisionSchema);
  return c.var.deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    return changeRecord(c, tx, {
      table: collectionHoldRequests,
      entity: 'collection hold request',
      action: 'collections.hold-decision',
      branchOf: (row) => row.brnId,
      id,
      version: decision.version,
      notFound: REQUEST_NOT_FOUND,
      change: async (request) => {
        if (request.state !== 'Requested') fail(409, REQUEST_DECIDED);
        if (needsArManager(request.kind)) await refuseApproval(c, tx, { kind: RELEASE_APPROVAL, makerId: request.createdBy, amountCents: centsOf(request.balance) ?? 0 });
        return { state: decision.state, decidedBy: staffMemberOf(c), decidedAt: new Date(), decisionNote: decision.note };
      },
    });
  });
}

/**
 * Emails the customer a PDF statement of their open items at the branch, kept in the file storage and recorded
 * (who, when, to which address). A customer without an email address in Excede is a 400 saying so.
 */
async function emailStatement(c: AppContext) {
  const { brnId, cusId } = await readJson(c, statementSchema);
  const { db, storage, config } = c.var.deps;
  const facts = await accountFacts(c, db, brnId, cusId);
  if (!facts.email) fail(400, `${facts.name} (${cusId}) has no email address on file in Excede: add one there to email a statement.`);
  const sentAt = new Date();
  const statement = await printStatement(db, { brnId, cusId, printedAt: sentAt });
  const storageKey = await storage.save('statements', statement.bytes, 'pdf');
  const recorded = await db
    .transaction((tx) =>
      createRecord(c, tx as unknown as Database, {
        table: collectionStatements,
        entity: 'collection statement',
        action: 'collections.statement',
        branchOf: (row) => row.brnId,
        values: { brnId, cusId, sentTo: facts.email!, items: statement.items, balance: statement.sums.balance, storageKey },
      }),
    )
    .catch(async (error: unknown) => {
      await storage.remove(storageKey);
      throw error;
    });
  await sendMail(db, config, statementMail({ to: facts.email!, customer: facts.name, statement }));
  return recorded;
}

export const collectionRequestRoutes = new Hono<AppEnv>()
  .post('/accounting/collections/hold-requests', guard('POST /accounting/collections/hold-requests'), async (c) => c.json({ content: await requestHold(c) }, 201))
  .post('/accounting/collections/hold-requests/:id/decision', guard('POST /accounting/collections/hold-requests/:id/decision'), async (c) =>
    c.json({ content: await decideHold(c) }),
  )
  .post('/accounting/collections/statements', guard('POST /accounting/collections/statements'), async (c) => c.json({ content: await emailStatement(c) }, 201));
