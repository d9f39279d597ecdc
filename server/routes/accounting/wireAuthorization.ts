import { Hono } from 'hono';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  approversNeeded,
  callbackRefusal,
  cutOffWarning,
  dailyLimitRefusal,
  maskedAccountNumber,
  releaseRefusal,
  secondApprovalRefusal,
  WIRE_APPROVAL,
  wireNumber,
  wireTransition,
  type WireAction,
  type WireTrailKind,
} from '../../../src/domain/accounting/wireAuthorization';
import {
  beneficiaryChangeSchema,
  beneficiarySchema,
  callbackSchema,
  wireChangeSchema,
  wireCreateSchema,
  wireRejectSchema,
  wireReleaseSchema,
  wireVersionSchema,
} from '../../../src/domain/accounting/wireAuthorizationPayloads';
import { WIRE_FIELDS, type WireBeneficiary, type WireDetail, type WireOverview, type WireTrailLine } from '../../../src/domain/accounting/wireAuthorizationViews';
import { centsOf, moneyText } from '../../../src/domain/money';
import { hasAnyPermission } from '../../../src/domain/permissionCheck';
import { guard } from '../../auth/guard';
import { approvalRefusalFor, refuseApproval } from '../../business/approvals';
import { branchScope, inBranches } from '../../business/branchScope';
import { answerList, listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import { readSetting } from '../../business/settings';
import { queryRows, type Database } from '../../db/database';
import { isoTimeOf, isoTime } from '../../db/isoTime';
import { users } from '../../db/schema';
import { wireBeneficiaries, wireRequests, wireTrail } from '../../db/wireAuthorization';
import { fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { attachmentsOf, wireAttachmentRoutes } from './wireAttachments';
import { businessDayOf } from '../../db/businessDay';

export const WIRE_NOT_FOUND = 'That wire does not exist.';
export const BENEFICIARY_NOT_FOUND = 'That beneficiary does not exist.';
const OTHER_BRANCH_BENEFICIARY = 'beneficiaryId: Choose a beneficiary of the wire’s branch.';

const WIRE = { table: wireRequests, entity: 'wire', branchOf: (row: { brnId: string }) => row.brnId, notFound: WIRE_NOT_FOUND };
const BENEFICIARY = { table: wireBeneficiaries, entity: 'wire beneficiary', branchOf: (row: { brnId: string }) => row.brnId, notFound: BENEFICIARY_NOT_FOUND };

/** Treasury sees whole account numbers; everyone else their last four, masked here so the browser never has them. */
const seesBankDetails = (c: AppContext) => hasAnyPermission(c.var.user.permissions, ['can view wire bank details']);
const accountFor = (c: AppContext, accountNumber: string) => (seesBankDetails(c) ? accountNumber : maskedAccountNumber(accountNumber));

const tx$ = (tx: unknown) => tx as Database;

/** The list: one row a wire, its beneficiary's bank masked unless the user may see bank details. */
function wireList(c: AppContext): ListDefinition {
  const bank = seesBankDetails(c) ? sql`b.bank_name || ' ' || b.account_number` : sql`b.bank_name || ' ••••' || right(b.account_number, 4)`;
  return {
    name: 'wires',
    from: sql`(select w.*, b.name as beneficiary, ${bank} as bank, ${businessDayOf(sql`w.created_at`)} as requested_on,
        'W-' || lpad(w.id::text, 5, '0') as request_no,
        coalesce((select string_agg(u.name, ', ' order by t.at) from wire_trail t join users u on u.id = t.user_id
          where t.wire_id = w.id and t.kind = 'Approved' and t.reset_at is null), '') as approvers
      from wire_requests w join wire_beneficiaries b on b.id = w.beneficiary_id) t`,
    branch: sql`t.brn_id`,
    date: sql`t.value_date`,
    columns: listColumnsIn('t', WIRE_FIELDS),
    key: [sql`t.id`],
    rowId: sql`t.id`,
    defaultSort: [{ id: 'requestNo', desc: true }],
    tables: [],
  };
}

type BeneficiaryRow = typeof wireBeneficiaries.$inferSelect;

async function beneficiaryOut(c: AppContext, db: Database, b: BeneficiaryRow): Promise<WireBeneficiary> {
  const [verifier] = b.verifiedBy ? await db.select({ name: users.name }).from(users).where(eq(users.id, b.verifiedBy)) : [];
  return {
    id: b.id,
    version: b.version,
    brnId: b.brnId,
    name: b.name,
    bankName: b.bankName,
    routingNumber: b.routingNumber,
    accountNumber: accountFor(c, b.accountNumber),
    phone: b.phone,
    callbackPhone: b.callbackPhone,
    verified: b.verifiedAt ? { at: isoTime(b.verifiedAt)!, by: verifier?.name ?? '', note: b.verifiedNote } : null,
  };
}

/** The approvals a wire holds now (not reset), by whom. */
const approverIdsOf = async (db: Database, wireId: number) =>
  (await db.select({ userId: wireTrail.userId }).from(wireTrail).where(and(eq(wireTrail.wireId, wireId), eq(wireTrail.kind, 'Approved'), isNull(wireTrail.resetAt)))).map((r) => r.userId);

const addTrail = (c: AppContext, db: Database, wireId: number, kind: WireTrailKind, note: string | null = null) =>
  db.insert(wireTrail).values({ wireId, kind, userId: staffMemberOf(c), note });

/** Marks a wire's approvals reset (they no longer count) and says why on its trail. */
async function resetApprovals(c: AppContext, db: Database, wireId: number, why: string) {
  await db.update(wireTrail).set({ resetAt: new Date() }).where(and(eq(wireTrail.wireId, wireId), eq(wireTrail.kind, 'Approved'), isNull(wireTrail.resetAt)));
  await addTrail(c, db, wireId, 'Reset', why);
}

const BANK_CHANGED = 'The beneficiary’s bank details changed after the approval: the wire needs its approvals again.';

/**
 * After a beneficiary's bank details change, each open wire to it that holds an approval goes back to Submitted
 * with its approvals reset (audited as `wire.reset`): an approver approved a payment to the old account.
 */
async function resetWiresTo(c: AppContext, db: Database, beneficiaryId: number) {
  const approved = await db
    .select({ id: wireRequests.id, version: wireRequests.version })
    .from(wireRequests)
    .where(and(eq(wireRequests.beneficiaryId, beneficiaryId), inArray(wireRequests.status, ['Approved 1 of 2', 'Approved'])));
  for (const wire of approved) {
    await changeRecord(c, db, { ...WIRE, action: 'wire.reset', id: wire.id, version: wire.version, change: () => ({ status: 'Submitted' as const }) });
    await resetApprovals(c, db, wire.id, BANK_CHANGED);
  }
}

async function wireDetail(c: AppContext, id: number): Promise<WireDetail> {
  const { db } = c.var.deps;
  const [row] = await db.select({ wire: wireRequests, requestedBy: users.name }).from(wireRequests).innerJoin(users, eq(users.id, wireRequests.createdBy)).where(eq(wireRequests.id, id));
  if (!row) fail(404, WIRE_NOT_FOUND);
  const { wire } = row;
  branchScope(c, [wire.brnId]);
  const [b] = await db.select().from(wireBeneficiaries).where(eq(wireBeneficiaries.id, wire.beneficiaryId));
  const trail = await queryRows<WireTrailLine>(
    db,
    sql`select t.kind, u.name as by, ${isoTimeOf('t.at')} as at, t.note,
          ${isoTimeOf('t.reset_at')} as "resetAt"
        from wire_trail t join users u on u.id = t.user_id where t.wire_id = ${id} order by t.at, t.id`,
  );
  const amountCents = centsOf(wire.amount)!;
  const needed = approversNeeded(amountCents, await readSetting(db, 'wire.secondApproverAboveCents'));
  const approverIds = await approverIdsOf(db, id);
  const waiting = wire.status === 'Submitted' || wire.status === 'Approved 1 of 2';
  const refusal = waiting
    ? ((await approvalRefusalFor(c, db, { kind: WIRE_APPROVAL, makerId: wire.createdBy, amountCents }))?.message ?? secondApprovalRefusal(approverIds, staffMemberOf(c)))
    : null;
  return {
    wire: {
      id: wire.id,
      version: wire.version,
      requestNo: wireNumber(wire.id),
      brnId: wire.brnId,
      status: wire.status,
      amount: wire.amount,
      valueDate: wire.valueDate,
      purpose: wire.purpose,
      reference: wire.reference,
      notes: wire.notes,
      bankReference: wire.bankReference,
      requestedBy: row.requestedBy,
      requestedAt: isoTime(wire.createdAt)!,
      approvalsNeeded: needed,
      approvals: approverIds.length,
    },
    beneficiary: await beneficiaryOut(c, db, b!),
    trail,
    attachments: await attachmentsOf(db, id),
    approvalRefusal: refusal,
    releaseRefusal: releaseRefusal(b!),
    cutOffWarning: ['Released', 'Confirmed', 'Rejected', 'Cancelled'].includes(wire.status) ? null : cutOffWarning(wire.valueDate, Date.now(), await readSetting(db, 'wire.cutOff')),
  };
}

/** A beneficiary of the wire's branch, else a 400 naming the field. */
async function beneficiaryFor(db: Database, brnId: string, beneficiaryId: number): Promise<BeneficiaryRow> {
  const [b] = await db.select().from(wireBeneficiaries).where(eq(wireBeneficiaries.id, beneficiaryId));
  if (!b || b.brnId !== brnId || !b.active) fail(400, OTHER_BRANCH_BENEFICIARY);
  return b;
}

/** Moves a wire by `action` as of the version the user saw, with what the action adds to the row, and its trail line. */
async function moveWire(
  c: AppContext,
  action: Exclude<WireAction, 'edit' | 'approve'>,
  version: number,
  extra: { values?: Partial<typeof wireRequests.$inferInsert>; trail: WireTrailKind; note?: string | null; check?: (tx: Database, wire: typeof wireRequests.$inferSelect) => Promise<void> },
) {
  const id = idParam(c, 'a wire');
  await c.var.deps.db.transaction(async (t) => {
    const tx = tx$(t);
    await changeRecord(c, tx, {
      ...WIRE,
      action: `wire.${action}`,
      id,
      version,
      change: async (wire) => {
        const moved = wireTransition(wire.status, action, { approvals: 0, needed: 1 });
        if (!moved.ok) fail(409, moved.message);
        await extra.check?.(tx, wire);
        return { status: moved.status, ...extra.values };
      },
    });
    await addTrail(c, tx, id, extra.trail, extra.note ?? null);
  });
  return c.json(await wireDetail(c, id));
}

/**
 * Changes the beneficiary of the path as of the version the user saw, audited as `wire-beneficiary.<action>`;
 * `then` runs in the same transaction with the row before and after.
 */
async function changeBeneficiary(
  c: AppContext,
  version: number,
  action: string,
  change: (b: BeneficiaryRow) => Partial<typeof wireBeneficiaries.$inferInsert>,
  then?: (tx: Database, before: BeneficiaryRow, after: BeneficiaryRow) => Promise<void>,
) {
  const id = idParam(c, 'a beneficiary');
  const { db } = c.var.deps;
  const row = await db.transaction(async (t) => {
    const tx = tx$(t);
    let before: BeneficiaryRow | undefined;
    const after = await changeRecord(c, tx, { ...BENEFICIARY, action: `wire-beneficiary.${action}`, id, version, change: (b) => change((before = b)) });
    await then?.(tx, before!, after);
    return after;
  });
  return c.json(await beneficiaryOut(c, db, row));
}

export const wireAuthorizationRoutes = new Hono<AppEnv>()
  .get('/accounting/wires', guard('GET /accounting/wires'), (c) => answerList(c, wireList(c)))
  .get('/accounting/wires/overview', guard('GET /accounting/wires/overview'), async (c) => {
    const { db } = c.var.deps;
    const branches = branchScope(c, c.req.queries('brnId') ?? []);
    const me = staffMemberOf(c);
    const [awaiting] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from wire_requests w
          where ${inBranches(sql`w.brn_id`, branches)} and w.status in ('Submitted', 'Approved 1 of 2') and w.created_by <> ${me}
            and not exists (select 1 from wire_trail t where t.wire_id = w.id and t.kind = 'Approved' and t.reset_at is null and t.user_id = ${me})
            and exists (select 1 from approval_authorities a where a.user_id = ${me} and a.kind = ${WIRE_APPROVAL} and (a.limit_amount is null or a.limit_amount >= w.amount))`,
    );
    const weeks = await queryRows<WireOverview['weeks'][number]>(
      db,
      sql`select date_trunc('week', w.value_date)::date::text as week, count(*)::int as count, sum(w.amount)::text as amount
          from wire_requests w where ${inBranches(sql`w.brn_id`, branches)} and w.status not in ('Cancelled', 'Rejected')
            and w.value_date >= current_date - 84 group by 1 order by 1`,
    );
    const overview: WireOverview = { awaitingMyApproval: awaiting?.count ?? 0, weeks, cutOff: await readSetting(db, 'wire.cutOff') };
    return c.json(overview);
  })
  .get('/accounting/wires/:id', guard('GET /accounting/wires/:id'), async (c) => c.json(await wireDetail(c, idParam(c, 'a wire'))))
  .post('/accounting/wires', guard('POST /accounting/wires'), async (c) => {
    const { brnId, amount, ...fields } = await readJson(c, wireCreateSchema);
    branchScope(c, [brnId]);
    const wire = await c.var.deps.db.transaction(async (t) => {
      const tx = tx$(t);
      await beneficiaryFor(tx, brnId, fields.beneficiaryId);
      return createRecord(c, tx, { ...WIRE, action: 'wire.request', values: { brnId, amount: moneyText(amount), ...fields } });
    });
    return c.json(await wireDetail(c, wire.id), 201);
  })
  .put('/accounting/wires/:id', guard('PUT /accounting/wires/:id'), async (c) => {
    const id = idParam(c, 'a wire');
    const { version, amount, ...fields } = await readJson(c, wireChangeSchema);
    await c.var.deps.db.transaction(async (t) => {
      const tx = tx$(t);
      let reset = false;
      await changeRecord(c, tx, {
        ...WIRE,
        action: 'wire.change',
        id,
        version,
        change: async (wire) => {
          const moved = wireTransition(wire.status, 'edit', { approvals: 0, needed: 1 });
          if (!moved.ok) fail(409, moved.message);
          await beneficiaryFor(tx, wire.brnId, fields.beneficiaryId);
          reset = moved.resetsApprovals;
          return { status: moved.status, amount: moneyText(amount), ...fields };
        },
      });
      if (reset) await resetApprovals(c, tx, id, 'The wire was changed after its approval: it needs its approvals again.');
    });
    return c.json(await wireDetail(c, id));
  })
  .post('/accounting/wires/:id/submit', guard('POST /accounting/wires/:id/submit'), async (c) =>
    moveWire(c, 'submit', (await readJson(c, wireVersionSchema)).version, { trail: 'Submitted' }),
  )
  .post('/accounting/wires/:id/approve', guard('POST /accounting/wires/:id/approve'), async (c) => {
    const id = idParam(c, 'a wire');
    const { version } = await readJson(c, wireVersionSchema);
    const { db } = c.var.deps;
    await db.transaction(async (t) => {
      const tx = tx$(t);
      await changeRecord(c, tx, {
        ...WIRE,
        action: 'wire.approve',
        id,
        version,
        change: async (wire) => {
          const amountCents = centsOf(wire.amount)!;
          const approverIds = await approverIdsOf(tx, id);
          const needed = approversNeeded(amountCents, await readSetting(tx, 'wire.secondApproverAboveCents'));
          const moved = wireTransition(wire.status, 'approve', { approvals: approverIds.length, needed });
          if (!moved.ok) fail(409, moved.message);
          await refuseApproval(c, tx, { kind: WIRE_APPROVAL, makerId: wire.createdBy, amountCents });
          const twice = secondApprovalRefusal(approverIds, staffMemberOf(c));
          if (twice) fail(403, twice);
          if (moved.status === 'Approved') {
            const [day] = await queryRows<{ approved: string }>(
              tx,
              sql`select coalesce(sum(amount), 0)::text as approved from wire_requests
                  where value_date = ${wire.valueDate} and status in ('Approved', 'Released', 'Confirmed') and id <> ${id}`,
            );
            const overDaily = dailyLimitRefusal({ approvedCents: centsOf(day!.approved)!, amountCents, limitCents: await readSetting(tx, 'wire.dailyLimitCents'), valueDate: wire.valueDate });
            if (overDaily) fail(409, overDaily);
          }
          return { status: moved.status };
        },
      });
      await addTrail(c, tx, id, 'Approved');
    });
    return c.json(await wireDetail(c, id));
  })
  .post('/accounting/wires/:id/reject', guard('POST /accounting/wires/:id/reject'), async (c) => {
    const { version, reason } = await readJson(c, wireRejectSchema);
    return moveWire(c, 'reject', version, {
      trail: 'Rejected',
      note: reason,
      check: async (tx, wire) => {
        const refusal = await approvalRefusalFor(c, tx, { kind: WIRE_APPROVAL, makerId: wire.createdBy, amountCents: centsOf(wire.amount)! });
        if (refusal) fail(403, refusal.message);
      },
    });
  })
  .post('/accounting/wires/:id/release', guard('POST /accounting/wires/:id/release'), async (c) => {
    const { version, bankReference } = await readJson(c, wireReleaseSchema);
    return moveWire(c, 'release', version, {
      values: { bankReference },
      trail: 'Released',
      note: bankReference,
      check: async (tx, wire) => {
        const [b] = await tx.select().from(wireBeneficiaries).where(eq(wireBeneficiaries.id, wire.beneficiaryId));
        const refusal = releaseRefusal(b!);
        if (refusal) fail(409, refusal);
      },
    });
  })
  .post('/accounting/wires/:id/confirm', guard('POST /accounting/wires/:id/confirm'), async (c) =>
    moveWire(c, 'confirm', (await readJson(c, wireVersionSchema)).version, { trail: 'Confirmed' }),
  )
  .post('/accounting/wires/:id/cancel', guard('POST /accounting/wires/:id/cancel'), async (c) =>
    moveWire(c, 'cancel', (await readJson(c, wireVersionSchema)).version, { trail: 'Cancelled' }),
  )
  .get('/accounting/wire-beneficiaries', guard('GET /accounting/wire-beneficiaries'), async (c) => {
    const { db } = c.var.deps;
    const branches = branchScope(c, c.req.queries('brnId') ?? []);
    const rows = await db
      .select()
      .from(wireBeneficiaries)
      .where(and(inBranches(sql`${wireBeneficiaries.brnId}`, branches), eq(wireBeneficiaries.active, true)))
      .orderBy(wireBeneficiaries.name);
    return c.json({ rows: await Promise.all(rows.map((b) => beneficiaryOut(c, db, b))) });
  })
  .post('/accounting/wire-beneficiaries', guard('POST /accounting/wire-beneficiaries'), async (c) => {
    const values = await readJson(c, beneficiarySchema);
    const { db } = c.var.deps;
    const row = await db.transaction((t) => createRecord(c, tx$(t), { ...BENEFICIARY, action: 'wire-beneficiary.add', values: { ...values, callbackPhone: values.phone } }));
    return c.json(await beneficiaryOut(c, db, row), 201);
  })
  .put('/accounting/wire-beneficiaries/:id', guard('PUT /accounting/wire-beneficiaries/:id'), async (c) => {
    const { version, ...values } = await readJson(c, beneficiaryChangeSchema);
    const bankChanged = (b: BeneficiaryRow) =>
      b.bankName !== values.bankName || b.routingNumber !== values.routingNumber || b.accountNumber !== values.accountNumber || b.phone !== values.phone;
    return changeBeneficiary(
      c,
      version,
      'change',
      // New bank details are confirmed by a call-back to the number on file before the change (before the first
      // change not yet confirmed), never to the new one.
      (b) => (bankChanged(b) ? { ...values, callbackPhone: b.verifiedAt ? b.phone : b.callbackPhone, verifiedAt: null, verifiedBy: null, verifiedNote: null } : values),
      async (tx, before) => {
        if (bankChanged(before)) await resetWiresTo(c, tx, before.id);
      },
    );
  })
  .post('/accounting/wire-beneficiaries/:id/callback', guard('POST /accounting/wire-beneficiaries/:id/callback'), async (c) => {
    const { version, phone, note } = await readJson(c, callbackSchema);
    return changeBeneficiary(c, version, 'callback', (b) => {
      const refusal = callbackRefusal(b.callbackPhone, phone);
      if (refusal) fail(400, `phone: ${refusal}`);
      return { verifiedAt: new Date(), verifiedBy: staffMemberOf(c), verifiedNote: note || null };
    });
  })
  .route('/', wireAttachmentRoutes);
