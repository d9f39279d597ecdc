import { Hono } from 'hono';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  isCapitalLine,
  nextTier,
  poNumberFor,
  purchaseNumber,
  purchaseTotalCents,
  purchaseTransition,
  QUOTE_FILE_RULES,
  receiptRefusal,
  splitPurchaseWarning,
  SPLIT_PURCHASE_DAYS,
  TIER_APPROVAL_KINDS,
  tierRefusal,
  tiersFor,
  type PurchaseAction,
  type PurchaseTier,
  type TierBounds,
} from '../../../src/domain/accounting/companyPurchase';
import {
  purchaseApproveSchema,
  purchaseChangeSchema,
  purchaseCreateSchema,
  purchaseIssueSchema,
  purchaseReceiveSchema,
  purchaseRejectSchema,
  purchaseVersionSchema,
} from '../../../src/domain/accounting/companyPurchasePayloads';
import { PURCHASE_FIELDS, type PurchaseDetail, type PurchaseOverview, type PurchaseTrailLine } from '../../../src/domain/accounting/companyPurchaseViews';
import { newYorkDay } from '../../../src/domain/businessDays';
import { formatMoney2 } from '../../../src/domain/format';
import { centsOf, moneyText } from '../../../src/domain/money';
import { guard } from '../../auth/guard';
import { uploadLimit } from '../../bodyLimits';
import { approvalRefusalFor, refuseApproval } from '../../business/approvals';
import { branchScope, inBranches } from '../../business/branchScope';
import { answerList, listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import { readSetting } from '../../business/settings';
import { uploadedBytes } from '../../business/uploadedFile';
import { companyPurchaseApprovals, companyPurchaseLines, companyPurchaseQuotes, companyPurchaseReceipts, companyPurchases } from '../../db/companyPurchase';
import { queryRows, type Database } from '../../db/database';
import { excedeGlAccounts, excedeVendors, users } from '../../db/schema';
import { badRequest, fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { recordIdParam } from '../../../src/domain/recordId';
import { sendMail } from '../../mail';
import { sniffType } from '../../storage/sniff';
import { storeUpload } from '../../storage/uploads';
import { pdfAnswer } from '../files';
import { isoTimeOf } from '../../db/isoTime';

export const PURCHASE_NOT_FOUND = 'That purchase request does not exist.';
export const UNKNOWN_VENDOR = 'This vendor is not in Excede: set up the vendor in Excede first, then request the purchase.';
const UNKNOWN_GL_ACCOUNT = 'This GL account is not in the chart of accounts.';
const QUOTE_RULES = { maxFileBytes: QUOTE_FILE_RULES.maxFileBytes, tooLarge: 'A quote may be 10 MB at most.', choose: 'Choose the quote to attach (a PDF or an image).' };

const PURCHASE = { table: companyPurchases, entity: 'company purchase', branchOf: (row: { brnId: string }) => row.brnId, notFound: PURCHASE_NOT_FOUND };
type PurchaseRecord = typeof companyPurchases.$inferSelect;

const tx$ = (tx: unknown) => tx as Database;

async function tierBounds(db: Database): Promise<TierBounds> {
  return {
    departmentHeadBelowCents: await readSetting(db, 'companyPurchase.departmentHeadBelowCents'),
    generalManagerBelowCents: await readSetting(db, 'companyPurchase.generalManagerBelowCents'),
  };
}

/** The list: one row a request, its description the first line's (and how many more). */
const purchaseList: ListDefinition = {
  name: 'company-purchases',
  from: sql`(select p.id, p.brn_id, p.department, p.gl_account, p.po_number, p.status, p.amount, p.requested_on,
      'CP-' || lpad(p.id::text, 5, '0') as request_no, u.name as requester, coalesce(v.name, p.vendor_id) as vendor,
      (select l.description || case when count(*) over () > 1 then ' (+' || (count(*) over () - 1) || ' more)' else '' end
         from company_purchase_lines l where l.purchase_id = p.id order by l.line_no limit 1) as description
    from company_purchases p join users u on u.id = p.requested_by left join excede_vendors v on v.ven_id = p.vendor_id) t`,
  branch: sql`t.brn_id`,
  date: sql`t.requested_on`,
  columns: listColumnsIn('t', PURCHASE_FIELDS),
  key: [sql`t.id`],
  rowId: sql`t.id`,
  defaultSort: [{ id: 'requestNo', desc: true }],
  tables: [],
};

/** The approvals a request holds now (not reset), in order. */
const approvalsOf = (db: Database, purchaseId: number) =>
  db
    .select({ tier: companyPurchaseApprovals.tier, userId: companyPurchaseApprovals.userId })
    .from(companyPurchaseApprovals)
    .where(and(eq(companyPurchaseApprovals.purchaseId, purchaseId), eq(companyPurchaseApprovals.decision, 'Approved'), isNull(companyPurchaseApprovals.resetAt)))
    .orderBy(companyPurchaseApprovals.at, companyPurchaseApprovals.id);

/** The other live requests of this vendor and requester within the split-purchase window of `on`. */
async function splitOthers(db: Database, p: { id: number | null; vendorId: string; requestedBy: number; requestedOn: string }) {
  const rows = await queryRows<{ id: number; requestedOn: string; amount: string }>(
    db,
    sql`select id, requested_on::text as "requestedOn", amount::text as amount from company_purchases
        where vendor_id = ${p.vendorId} and requested_by = ${p.requestedBy} and id <> ${p.id ?? 0} and status not in ('Rejected', 'Draft')
          and abs(requested_on - ${p.requestedOn}::date) <= ${SPLIT_PURCHASE_DAYS} order by requested_on, id`,
  );
  return rows.map((r) => ({ requestNo: purchaseNumber(r.id), requestedOn: r.requestedOn, amount: r.amount }));
}

/** Why the person at the keyboard may not approve (or reject) at the tier the request waits for, or null. */
async function approveRefusal(c: AppContext, db: Database, p: PurchaseRecord, tier: PurchaseTier | null, approvals: { tier: PurchaseTier; userId: number }[]): Promise<string | null> {
  const amountCents = centsOf(p.amount)!;
  const waitingFor = nextTier(amountCents, await tierBounds(db), approvals.map((a) => a.tier));
  const order = tierRefusal({ tier: tier ?? waitingFor ?? 'department-head', waitingFor, approverId: staffMemberOf(c), approvedBy: approvals.map((a) => a.userId) });
  if (order) return order;
  return (await approvalRefusalFor(c, db, { kind: TIER_APPROVAL_KINDS[waitingFor!], makerId: p.requestedBy, amountCents }))?.message ?? null;
}

async function purchaseDetail(c: AppContext, id: number): Promise<PurchaseDetail> {
  const { db } = c.var.deps;
  const [row] = await db
    .select({ p: companyPurchases, requestedBy: users.name, vendor: excedeVendors.name })
    .from(companyPurchases)
    .innerJoin(users, eq(users.id, companyPurchases.requestedBy))
    .leftJoin(excedeVendors, eq(excedeVendors.venId, companyPurchases.vendorId))
    .where(eq(companyPurchases.id, id));
  if (!row) fail(404, PURCHASE_NOT_FOUND);
  const { p } = row;
  branchScope(c, [p.brnId]);
  const lines = await db.select().from(companyPurchaseLines).where(eq(companyPurchaseLines.purchaseId, id)).orderBy(companyPurchaseLines.lineNo);
  const trail = await queryRows<PurchaseTrailLine>(
    db,
    sql`select a.tier, a.decision, u.name as by, ${isoTimeOf('a.at')} as at, a.reason, ${isoTimeOf('a.reset_at')} as "resetAt"
        from company_purchase_approvals a join users u on u.id = a.user_id where a.purchase_id = ${id} order by a.at, a.id`,
  );
  const receipts = await queryRows<PurchaseDetail['receipts'][number]>(
    db,
    sql`select l.description as line, r.quantity, ${isoTimeOf('r.received_at')} as at, u.name as by
        from company_purchase_receipts r join company_purchase_lines l on l.id = r.line_id join users u on u.id = r.received_by
        where r.purchase_id = ${id} order by r.received_at, r.id`,
  );
  const quotes = await db
    .select({ id: companyPurchaseQuotes.id, fileName: companyPurchaseQuotes.fileName, size: companyPurchaseQuotes.size })
    .from(companyPurchaseQuotes)
    .where(eq(companyPurchaseQuotes.purchaseId, id))
    .orderBy(companyPurchaseQuotes.id);
  const amountCents = centsOf(p.amount)!;
  const bounds = await tierBounds(db);
  const approvals = await approvalsOf(db, id);
  const waitingFor = p.status === 'Pending' ? nextTier(amountCents, bounds, approvals.map((a) => a.tier)) : null;
  const live = p.status !== 'Rejected' && p.status !== 'Closed';
  return {
    purchase: {
      id: p.id,
      version: p.version,
      requestNo: purchaseNumber(p.id),
      brnId: p.brnId,
      department: p.department,
      vendorId: p.vendorId,
      vendor: row.vendor ?? p.vendorId,
      glAccount: p.glAccount,
      justification: p.justification,
      tax: p.tax,
      freight: p.freight,
      amount: p.amount,
      status: p.status,
      requestedBy: row.requestedBy,
      requestedOn: p.requestedOn,
      poNumber: p.poNumber,
      poEmailedTo: p.poEmailedTo,
    },
    lines: lines.map(({ id: lineId, lineNo, description, quantity, unitPrice, extended, quantityReceived, capital }) => ({ id: lineId, lineNo, description, quantity, unitPrice, extended, quantityReceived, capital })),
    tiers: tiersFor(amountCents, bounds),
    waitingFor,
    trail,
    receipts,
    quotes,
    splitWarning: live ? splitPurchaseWarning(amountCents, await splitOthers(db, { id, vendorId: p.vendorId, requestedBy: p.requestedBy, requestedOn: p.requestedOn }), bounds) : null,
    approvalRefusal: waitingFor ? await approveRefusal(c, db, p, null, approvals) : null,
  };
}

type PurchaseInput = Omit<(typeof purchaseCreateSchema)['_zod']['output'], 'brnId'>;

/** The vendor must be in Excede and the account in the chart (400 naming the field); the lines priced, capital ones flagged. */
async function priced(db: Database, input: PurchaseInput) {
  const [vendor] = await db.select({ venId: excedeVendors.venId }).from(excedeVendors).where(eq(excedeVendors.venId, input.vendorId));
  if (!vendor) badRequest([{ field: 'vendorId', message: UNKNOWN_VENDOR }]);
  const [account] = await db.select({ acctId: excedeGlAccounts.acctId }).from(excedeGlAccounts).where(eq(excedeGlAccounts.acctId, input.glAccount));
  if (!account) badRequest([{ field: 'glAccount', message: UNKNOWN_GL_ACCOUNT }]);
  const capitalAbove = await readSetting(db, 'companyPurchase.capitalLineAboveCents');
  const lines = input.lines.map((l, i) => ({
    lineNo: i + 1,
    description: l.description,
    quantity: l.quantity,
    unitPrice: moneyText(l.unitPrice),
    extended: moneyText(l.quantity * l.unitPrice),
    capital: isCapitalLine(l.quantity * l.unitPrice, capitalAbove),
  }));
  const amount = moneyText(purchaseTotalCents(input.lines.map((l) => ({ quantity: l.quantity, unitPriceCents: l.unitPrice })), input.tax, input.freight));
  const { lines: _lines, tax, freight, ...fields } = input;
  return { values: { ...fields, tax: moneyText(tax), freight: moneyText(freight), amount }, lines };
}

const writeLines = async (tx: Database, purchaseId: number, lines: Awaited<ReturnType<typeof priced>>['lines']) => {
  await tx.delete(companyPurchaseLines).where(eq(companyPurchaseLines.purchaseId, purchaseId));
  await tx.insert(companyPurchaseLines).values(lines.map((l) => ({ ...l, purchaseId })));
};

/** Moves a request by `action` as of the version the user saw, with what the action adds to the row. */
async function movePurchase(
  c: AppContext,
  action: Exclude<PurchaseAction, 'edit' | 'approve' | 'invoice'>,
  version: number,
  work: (tx: Database, p: PurchaseRecord) => Promise<{ values?: Partial<typeof companyPurchases.$inferInsert>; options?: { fullyReceived?: boolean } } | void> = async () => {},
) {
  const id = idParam(c, 'a purchase request');
  await c.var.deps.db.transaction(async (t) => {
    const tx = tx$(t);
    await changeRecord(c, tx, {
      ...PURCHASE,
      action: `company-purchase.${action}`,
      id,
      version,
      change: async (p) => {
        const allowed = purchaseTransition(p.status, action);
        if (!allowed.ok) fail(409, allowed.message);
        const done = (await work(tx, p)) ?? {};
        const moved = purchaseTransition(p.status, action, done.options);
        return { ...done.values, status: moved.ok ? moved.status : p.status };
      },
    });
  });
  return c.json(await purchaseDetail(c, id));
}

const purchaseOrderMail = (p: PurchaseRecord, poNumber: string, vendor: string, lines: { description: string; quantity: number; unitPrice: string; extended: string }[]) => ({
  subject: `Purchase order ${poNumber}`,
  body: [
    `Purchase order ${poNumber} to ${vendor}`,
    `Branch ${p.brnId}, ${p.department}`,
    '',
    ...lines.map((l) => `${l.quantity} × ${l.description} at ${formatMoney2(l.unitPrice)} = ${formatMoney2(l.extended)}`),
    `Tax ${formatMoney2(p.tax)}, freight ${formatMoney2(p.freight)}`,
    `Total ${formatMoney2(p.amount)}`,
  ].join('\n'),
});

export const companyPurchaseRoutes = new Hono<AppEnv>()
  .get('/accounting/company-purchases', guard('GET /accounting/company-purchases'), (c) => answerList(c, purchaseList))
  .get('/accounting/company-purchases/overview', guard('GET /accounting/company-purchases/overview'), async (c) => {
    const { db } = c.var.deps;
    const branches = branchScope(c, c.req.queries('brnId') ?? []);
    const me = staffMemberOf(c);
    const bounds = await tierBounds(db);
    const kinds = sql.raw(`array[${Object.values(TIER_APPROVAL_KINDS).map((k) => `'${k}'`).join(', ')}]`);
    const [awaiting] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from (
            select p.amount, (select count(*) from company_purchase_approvals a where a.purchase_id = p.id and a.decision = 'Approved' and a.reset_at is null)::int as approved,
              case when p.amount * 100 < ${bounds.departmentHeadBelowCents} then 1 when p.amount * 100 < ${bounds.generalManagerBelowCents} then 2 else 4 end as tiers
            from company_purchases p
            where ${inBranches(sql`p.brn_id`, branches)} and p.status = 'Pending' and p.requested_by <> ${me}
              and not exists (select 1 from company_purchase_approvals a where a.purchase_id = p.id and a.decision = 'Approved' and a.reset_at is null and a.user_id = ${me})) w
          where w.approved < w.tiers and exists (select 1 from approval_authorities a where a.user_id = ${me}
            and a.kind = (${kinds})[w.approved + 1] and (a.limit_amount is null or a.limit_amount >= w.amount))`,
    );
    const months = await queryRows<PurchaseOverview['months'][number]>(
      db,
      sql`select to_char(p.requested_on, 'YYYY-MM') as month, p.department, sum(p.amount)::text as amount from company_purchases p
          where ${inBranches(sql`p.brn_id`, branches)} and p.status not in ('Draft', 'Rejected')
            and p.requested_on >= (date_trunc('month', ${newYorkDay(Date.now())}::date) - interval '11 months')::date
          group by 1, 2 order by 1, 2`,
    );
    const overview: PurchaseOverview = { awaitingMyApproval: awaiting?.count ?? 0, months };
    return c.json(overview);
  })
  .get('/accounting/company-purchases/vendors', guard('GET /accounting/company-purchases/vendors'), async (c) => {
    const q = (c.req.query('q') ?? '').trim();
    const pattern = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const rows = await c.var.deps.db
      .select({ venId: excedeVendors.venId, name: excedeVendors.name })
      .from(excedeVendors)
      .where(sql`${excedeVendors.name} ilike ${pattern} or ${excedeVendors.venId} ilike ${pattern}`)
      .orderBy(excedeVendors.name)
      .limit(20);
    return c.json({ rows });
  })
  .get('/accounting/company-purchases/split-check', guard('GET /accounting/company-purchases/split-check'), async (c) => {
    const { db } = c.var.deps;
    const vendorId = c.req.query('vendorId') ?? '';
    const amountCents = centsOf(c.req.query('amount') ?? '');
    if (amountCents === null && c.req.query('amount')) fail(400, 'amount: Give the request’s amount in dollars and cents.');
    const asked = c.req.query('id');
    const id = asked ? parseWith(recordIdParam('id', 'id must be a purchase request id.'), asked) : null;
    const others = await splitOthers(db, { id, vendorId, requestedBy: staffMemberOf(c), requestedOn: newYorkDay(Date.now()) });
    return c.json({ warning: splitPurchaseWarning(amountCents ?? 0, others, await tierBounds(db)) });
  })
  .get('/accounting/company-purchases/:id', guard('GET /accounting/company-purchases/:id'), async (c) => c.json(await purchaseDetail(c, idParam(c, 'a purchase request'))))
  .post('/accounting/company-purchases', guard('POST /accounting/company-purchases'), async (c) => {
    const { brnId, ...input } = await readJson(c, purchaseCreateSchema);
    branchScope(c, [brnId]);
    const me = staffMemberOf(c);
    const purchase = await c.var.deps.db.transaction(async (t) => {
      const tx = tx$(t);
      const { values, lines } = await priced(tx, input);
      const row = await createRecord(c, tx, { ...PURCHASE, action: 'company-purchase.request', values: { brnId, ...values, requestedBy: me, requestedOn: newYorkDay(Date.now()) } });
      await writeLines(tx, row.id, lines);
      return row;
    });
    return c.json(await purchaseDetail(c, purchase.id), 201);
  })
  .put('/accounting/company-purchases/:id', guard('PUT /accounting/company-purchases/:id'), async (c) => {
    const id = idParam(c, 'a purchase request');
    const { version, ...input } = await readJson(c, purchaseChangeSchema);
    await c.var.deps.db.transaction(async (t) => {
      const tx = tx$(t);
      let reset = false;
      await changeRecord(c, tx, {
        ...PURCHASE,
        action: 'company-purchase.change',
        id,
        version,
        change: async (p) => {
          const moved = purchaseTransition(p.status, 'edit');
          if (!moved.ok) fail(409, moved.message);
          const { values, lines } = await priced(tx, input);
          await writeLines(tx, id, lines);
          reset = moved.resetsApprovals;
          return { ...values, status: moved.status };
        },
      });
      if (reset) await tx.update(companyPurchaseApprovals).set({ resetAt: new Date() }).where(and(eq(companyPurchaseApprovals.purchaseId, id), isNull(companyPurchaseApprovals.resetAt)));
    });
    return c.json(await purchaseDetail(c, id));
  })
  .post('/accounting/company-purchases/:id/submit', guard('POST /accounting/company-purchases/:id/submit'), async (c) =>
    movePurchase(c, 'submit', (await readJson(c, purchaseVersionSchema)).version, async () => ({ values: { submittedAt: new Date() } })),
  )
  .post('/accounting/company-purchases/:id/approve', guard('POST /accounting/company-purchases/:id/approve'), async (c) => {
    const id = idParam(c, 'a purchase request');
    const { version, tier } = await readJson(c, purchaseApproveSchema);
    await c.var.deps.db.transaction(async (t) => {
      const tx = tx$(t);
      await changeRecord(c, tx, {
        ...PURCHASE,
        action: 'company-purchase.approve',
        id,
        version,
        change: async (p) => {
          const allowed = purchaseTransition(p.status, 'approve');
          if (!allowed.ok) fail(409, allowed.message);
          const amountCents = centsOf(p.amount)!;
          const bounds = await tierBounds(tx);
          const approvals = await approvalsOf(tx, id);
          const waitingFor = nextTier(amountCents, bounds, approvals.map((a) => a.tier));
          await refuseApproval(c, tx, { kind: TIER_APPROVAL_KINDS[tier], makerId: p.requestedBy, amountCents });
          const refusal = tierRefusal({ tier, waitingFor, approverId: staffMemberOf(c), approvedBy: approvals.map((a) => a.userId) });
          if (refusal) fail(refusal.includes('different person') ? 403 : 409, refusal);
          const tiers = tiersFor(amountCents, bounds);
          const moved = purchaseTransition(p.status, 'approve', { lastTier: tier === tiers[tiers.length - 1] });
          return { status: moved.ok ? moved.status : p.status };
        },
      });
      await tx.insert(companyPurchaseApprovals).values({ purchaseId: id, tier, decision: 'Approved', userId: staffMemberOf(c) });
    });
    return c.json(await purchaseDetail(c, id));
  })
  .post('/accounting/company-purchases/:id/reject', guard('POST /accounting/company-purchases/:id/reject'), async (c) => {
    const { version, reason } = await readJson(c, purchaseRejectSchema);
    let tier: PurchaseTier | null = null;
    return movePurchase(c, 'reject', version, async (tx, p) => {
      const approvals = await approvalsOf(tx, p.id);
      const refusal = await approveRefusal(c, tx, p, null, approvals);
      if (refusal) fail(403, refusal);
      tier = nextTier(centsOf(p.amount)!, await tierBounds(tx), approvals.map((a) => a.tier));
      await tx.insert(companyPurchaseApprovals).values({ purchaseId: p.id, tier: tier!, decision: 'Rejected', userId: staffMemberOf(c), reason });
    });
  })
  .post('/accounting/company-purchases/:id/issue', guard('POST /accounting/company-purchases/:id/issue'), async (c) => {
    const { version, emailTo } = await readJson(c, purchaseIssueSchema);
    const { db, config } = c.var.deps;
    let mail: { to: string; subject: string; body: string } | null = null;
    const answer = await movePurchase(c, 'issue', version, async (tx, p) => {
      const poNumber = poNumberFor(p.brnId, p.id);
      if (emailTo) {
        const [vendor] = await tx.select({ name: excedeVendors.name }).from(excedeVendors).where(eq(excedeVendors.venId, p.vendorId));
        const lines = await tx.select().from(companyPurchaseLines).where(eq(companyPurchaseLines.purchaseId, p.id)).orderBy(companyPurchaseLines.lineNo);
        mail = { to: emailTo, ...purchaseOrderMail(p, poNumber, vendor?.name ?? p.vendorId, lines) };
      }
      return { values: { poNumber, orderedAt: new Date(), orderedBy: staffMemberOf(c), poEmailedTo: emailTo || null } };
    });
    if (mail) await sendMail(db, config, mail);
    return answer;
  })
  .post('/accounting/company-purchases/:id/receive', guard('POST /accounting/company-purchases/:id/receive'), async (c) => {
    const { version, lines: received } = await readJson(c, purchaseReceiveSchema);
    return movePurchase(c, 'receive', version, async (tx, p) => {
      const lines = await tx.select().from(companyPurchaseLines).where(eq(companyPurchaseLines.purchaseId, p.id)).for('update');
      const issues = received.flatMap((r) => {
        const line = lines.find((l) => l.id === r.lineId);
        const refusal = line ? receiptRefusal(line, r.quantity) : 'That line is not on this request.';
        return refusal ? [{ field: 'lines', message: refusal }] : [];
      });
      if (issues.length) badRequest(issues);
      const arriving = received.filter((r) => r.quantity > 0);
      if (!arriving.length) badRequest([{ field: 'lines', message: 'Enter how many of at least one line arrived.' }]);
      for (const r of arriving) {
        await tx.update(companyPurchaseLines).set({ quantityReceived: sql`${companyPurchaseLines.quantityReceived} + ${r.quantity}` }).where(eq(companyPurchaseLines.id, r.lineId));
        await tx.insert(companyPurchaseReceipts).values({ purchaseId: p.id, lineId: r.lineId, quantity: r.quantity, receivedBy: staffMemberOf(c) });
      }
      const fullyReceived = lines.every((l) => l.quantityReceived + (arriving.find((r) => r.lineId === l.id)?.quantity ?? 0) >= l.quantity);
      return { options: { fullyReceived } };
    });
  })
  .post('/accounting/company-purchases/:id/close', guard('POST /accounting/company-purchases/:id/close'), async (c) =>
    movePurchase(c, 'close', (await readJson(c, purchaseVersionSchema)).version, async () => ({ values: { closedAt: new Date() } })),
  )
  .post('/accounting/company-purchases/:id/quotes', guard('POST /accounting/company-purchases/:id/quotes'), uploadLimit(QUOTE_RULES.maxFileBytes + 64 * 1024, QUOTE_RULES.tooLarge), async (c) => {
    const id = idParam(c, 'a purchase request');
    const { name, bytes } = await uploadedBytes(c, QUOTE_RULES);
    if (!QUOTE_FILE_RULES.accept.includes(sniffType(bytes) ?? '')) badRequest([{ field: 'file', message: 'A quote must be a PDF or an image (PNG, JPEG, TIFF); this file is neither.' }]);
    const { db, storage } = c.var.deps;
    await purchaseDetail(c, id);
    let storageKey: string | null = null;
    try {
      await db.transaction(async (t) => {
        const tx = tx$(t);
        const stored = await storeUpload(tx, storage, { folder: 'company-purchase-quotes', bytes, originalName: name, userId: staffMemberOf(c) });
        storageKey = stored.storageKey;
        await tx.insert(companyPurchaseQuotes).values({ purchaseId: id, storageKey, fileName: stored.originalName, mimeType: stored.mimeType, size: stored.size, attachedBy: staffMemberOf(c) });
      });
    } catch (error) {
      if (storageKey) await storage.remove(storageKey);
      throw error;
    }
    return c.json(await purchaseDetail(c, id), 201);
  })
  .get('/accounting/company-purchases/:id/quotes/:quoteId', guard('GET /accounting/company-purchases/:id/quotes/:quoteId'), async (c) => {
    const id = idParam(c, 'a purchase request');
    const quoteId = idParam(c, 'a quote', 'quoteId');
    await purchaseDetail(c, id);
    const [quote] = await c.var.deps.db
      .select()
      .from(companyPurchaseQuotes)
      .where(and(eq(companyPurchaseQuotes.id, quoteId), eq(companyPurchaseQuotes.purchaseId, id)));
    if (!quote) fail(404, 'That quote does not exist.');
    return pdfAnswer(c, await c.var.deps.storage.read(quote.storageKey), quote.fileName, quote.mimeType as Parameters<typeof pdfAnswer>[3]);
  });
