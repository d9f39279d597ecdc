import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import {
  AP_AGING_BUCKETS,
  VENDOR_INVOICE_APPROVAL,
  VENDOR_INVOICE_FIELDS,
  type VendorInvoice,
  type VendorInvoiceDetail,
  type VendorInvoiceStep,
  type VendorInvoiceSummary,
} from '../../../src/domain/accounting/vendorInvoices';
import { vendorInvoiceSchema, vendorInvoiceStepSchema } from '../../../src/domain/accounting/vendorInvoicesPayloads';
import { approverFor, matchInvoice, nextStatus, type InvoiceApprover, type PurchaseOrderFigures } from '../../../src/domain/accounting/vendorInvoicesRules';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { centsOf } from '../../../src/domain/money';
import { guard } from '../../auth/guard';
import { approvalRefusalFor, refuseApproval } from '../../business/approvals';
import { branchScope } from '../../business/branchScope';
import { markPurchaseInvoiced } from '../../business/companyPurchaseStatus';
import { answerList, listColumnsIn, listSelection, type ListDefinition } from '../../business/listEndpoint';
import { changeRecord, staffMemberOf } from '../../business/recordChange';
import { readSetting } from '../../business/settings';
import { fileVendorInvoice, recordInvoiceStep, type VendorInvoiceRow } from '../../business/vendorInvoiceIntake';
import { queryRows, type Database } from '../../db/database';
import { vendorInvoices } from '../../db/vendorInvoices';
import { badRequest, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';

const NOT_FOUND = 'That vendor invoice does not exist.';

/** What an exception is: an invoice waiting for approval (a variance, no PO, over a limit), held or disputed. */
const EXCEPTION = sql`(case when i.status in ('Needs approval', 'On hold', 'Disputed') then 1 else 0 end)`;

/** Vendor invoices with their vendor's name and their approver (who approved it, else whom it waits for). */
const VENDOR_INVOICES: ListDefinition = {
  name: 'vendor-invoices',
  from: sql`vendor_invoices i left join excede_vendors v on v.ven_id = i.ven_id
    left join users au on au.id = coalesce(i.approved_by, i.routed_to)`,
  branch: sql`i.brn_id`,
  date: sql`i.invoice_date`,
  columns: listColumnsIn('i', VENDOR_INVOICE_FIELDS, {
    vendor: sql`v.name`,
    approver: sql`au.name`,
    variance: sql`i.variance_amount`,
    exception: EXCEPTION,
  }),
  key: [sql`i.id`],
  defaultSort: [{ id: 'dueDate', desc: false }],
  tables: ['excede_vendors'],
};

/** The SQL day of New York's today. */
const today = () => newYorkDay(new Date());

/** The tiles and AP aging of the invoices the list's filters select that are not paid yet. */
async function summaryOf(c: AppContext): Promise<VendorInvoiceSummary> {
  const { from, where } = listSelection(c, VENDOR_INVOICES);
  const day = today();
  const soonDays = await readSetting(c.var.deps.db, 'ap.discountSoonDays');
  const [row] = await queryRows<Record<string, string | number>>(
    c.var.deps.db,
    sql`select
        ${sql.join(
          AP_AGING_BUCKETS.map(
            (b) => sql`coalesce(sum(i.amount) filter (where ${agedWithin(b.from, b.to, day)}), 0)::text as ${sql.identifier(`a${b.from}`)},
              count(*) filter (where ${agedWithin(b.from, b.to, day)})::int as ${sql.identifier(`n${b.from}`)}`,
          ),
          sql`, `,
        )},
        coalesce(sum(i.amount) filter (where i.due_date between ${day}::date and ${addDays(day, 6)}::date), 0)::text as "weekAmount",
        count(*) filter (where i.due_date between ${day}::date and ${addDays(day, 6)}::date)::int as "weekCount",
        coalesce(sum(${EXCEPTION}), 0)::int as exceptions,
        count(*) filter (where i.discount_date between ${day}::date and ${addDays(day, soonDays)}::date)::int as "discountsSoon"
      from ${from} where ${where} and i.status <> 'Paid'`,
  );
  return {
    aging: AP_AGING_BUCKETS.map((b) => ({ bucket: b.label, amount: String(row![`a${b.from}`]), count: Number(row![`n${b.from}`]) })),
    dueThisWeek: { amount: String(row!.weekAmount), count: Number(row!.weekCount) },
    exceptions: Number(row!.exceptions),
    discountsSoon: Number(row!.discountsSoon),
  };
}

/** Days past due from `from` to `to` (null: no end); not yet due is `from` = -Infinity as the Current bucket's. */
const agedWithin = (from: number, to: number | null, day: string) => {
  const late = sql`(${day}::date - i.due_date)`;
  const lower = from <= 0 ? sql`true` : sql`${late} >= ${from}`;
  const upper = to === null ? sql`true` : sql`${late} <= ${to}`;
  return sql`(${lower} and ${upper})`;
};

/** One invoice as the list answers it, with what the detail adds; another branch's is a 403. */
type InvoiceFacts = VendorInvoice & { matchNote: string; reason: string; routedToName: string | null; createdBy: number };

async function invoiceRow(c: AppContext, db: Database, id: number): Promise<InvoiceFacts> {
  const columns = VENDOR_INVOICES.columns;
  const [row] = await queryRows<InvoiceFacts>(
    db,
    sql`select ${sql.join(
      Object.entries(columns).map(([key, col]) => sql`${col.value} as ${sql.identifier(key)}`),
      sql`, `,
    )}, i.match_note as "matchNote", i.reason, ru.name as "routedToName", i.created_by as "createdBy"
      from ${VENDOR_INVOICES.from as ReturnType<typeof sql>} left join users ru on ru.id = i.routed_to where i.id = ${id}`,
  );
  if (!row) fail(404, NOT_FOUND);
  branchScope(c, [row.brnId]);
  for (const day of ['invoiceDate', 'dueDate', 'discountDate', 'paidOn'] as const) {
    const value = row[day] as unknown;
    if (value instanceof Date) (row as unknown as Record<string, unknown>)[day] = value.toISOString().slice(0, 10);
  }
  return row;
}

async function detailOf(c: AppContext, id: number): Promise<VendorInvoiceDetail> {
  const { db } = c.var.deps;
  const { matchNote, reason, routedToName, createdBy, ...invoice } = await invoiceRow(c, db, id);
  const steps = await queryRows<VendorInvoiceStep>(
    db,
    sql`select s.action, s.status, s.reason, coalesce(u.name, '') as by, s.created_at as at
      from vendor_invoice_steps s left join users u on u.id = s.created_by where s.invoice_id = ${id} order by s.created_at, s.id`,
  );
  const refusal =
    invoice.status === 'Needs approval' ? await approvalRefusalFor(c, db, { kind: VENDOR_INVOICE_APPROVAL, makerId: createdBy, amountCents: centsOf(invoice.amount) ?? 0 }) : null;
  return {
    invoice,
    matchNote,
    reason,
    steps: steps.map((s) => ({ ...s, at: new Date(s.at).toISOString() })),
    routedTo: invoice.status === 'Needs approval' ? routedToName : null,
    approvalRefusal: refusal?.message ?? null,
  };
}

/** The PO an invoice names, as ordered and as received at its prices: a company purchase of the same vendor with that PO number. */
async function purchaseOrderOf(db: Database, invoice: VendorInvoiceRow): Promise<PurchaseOrderFigures | null> {
  if (!invoice.poNumber) return null;
  const [po] = await queryRows<{ ordered: string; received: string; complete: boolean }>(
    db,
    sql`select p.amount::text as ordered,
          coalesce(sum(l.quantity_received * l.unit_price), 0)::text as received,
          bool_and(l.quantity_received >= l.quantity) as complete
        from company_purchases p left join company_purchase_lines l on l.purchase_id = p.id
        where p.po_number = ${invoice.poNumber} and p.vendor_id = ${invoice.venId} group by p.id`,
  );
  if (!po) return null;
  const orderedCents = centsOf(po.ordered) ?? 0;
  // Tax and freight come with the last of the goods: a fully received order is received at its whole amount.
  return { orderedCents, receivedCents: po.complete ? orderedCents : (centsOf(po.received) ?? 0) };
}

/** Those who hold an authority to approve vendor invoices, with their limits. */
async function invoiceApprovers(db: Database): Promise<InvoiceApprover[]> {
  const rows = await queryRows<{ userId: number; name: string; limitAmount: string | null }>(
    db,
    sql`select a.user_id as "userId", u.name, a.limit_amount::text as "limitAmount" from approval_authorities a join users u on u.id = a.user_id
      where a.kind = ${VENDOR_INVOICE_APPROVAL} and u.active`,
  );
  return rows.map((r) => ({ userId: r.userId, name: r.name, limitCents: r.limitAmount === null ? null : centsOf(r.limitAmount) }));
}

/** Takes an action on an invoice as of the version seen: the status rule, the match, the approver's authority, audited with its step. */
async function takeStep(c: AppContext) {
  const id = idParam(c, 'a vendor invoice');
  const step = await readJson(c, vendorInvoiceStepSchema);
  const { db } = c.var.deps;
  const tolerance = { percent: await readSetting(db, 'ap.priceTolerancePercent'), cents: await readSetting(db, 'ap.priceToleranceCents') };
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    let matchedPo: string | null = null;
    const after = await changeRecord(c, tx, {
      table: vendorInvoices,
      entity: 'vendor invoice',
      action: `vendor-invoice.${step.action}`,
      branchOf: (row) => row.brnId,
      id,
      version: step.version,
      notFound: NOT_FOUND,
      change: async (row) => {
        const amountCents = centsOf(row.amount) ?? 0;
        if (step.action === 'match') {
          const po = await purchaseOrderOf(tx, row);
          const match = matchInvoice(amountCents, po, tolerance);
          const next = nextStatus(row.status, 'match', match);
          if ('problem' in next) fail(409, next.problem);
          if (po && !match.needsApproval) matchedPo = row.poNumber;
          const routed = match.needsApproval ? approverFor(amountCents, row.createdBy, await invoiceApprovers(tx)) : null;
          return {
            status: next.status,
            matchResult: match.result,
            varianceAmount: match.varianceCents === null ? null : (match.varianceCents / 100).toFixed(2),
            matchNote: match.note,
            routedTo: routed?.userId ?? null,
            approvedBy: null,
            approvedAt: null,
          };
        }
        const next = nextStatus(row.status, step.action);
        if ('problem' in next) fail(409, next.problem);
        if (step.action === 'approve') {
          await refuseApproval(c, tx, { kind: VENDOR_INVOICE_APPROVAL, makerId: row.createdBy, amountCents });
          if (row.poNumber && row.matchResult !== 'No PO') matchedPo = row.poNumber;
          return { status: next.status, approvedBy: staffMemberOf(c), approvedAt: new Date(), routedTo: null };
        }
        if (step.action === 'pay' && step.paidOn! > today()) badRequest([{ field: 'paidOn', message: 'The payment date cannot be in the future.' }]);
        return {
          status: next.status,
          ...(step.reason ? { reason: step.reason } : {}),
          ...(step.action === 'pay' ? { paidOn: step.paidOn } : {}),
          ...(step.action === 'release' ? { matchResult: null, varianceAmount: null, matchNote: '', routedTo: null } : {}),
        };
      },
    });
    await recordInvoiceStep(c, tx, after, { action: step.action, status: after.status, reason: step.reason });
    if (matchedPo) await markPurchaseInvoiced(tx, matchedPo);
    return after;
  });
}

export const vendorInvoiceRoutes = new Hono<AppEnv>()
  .get('/accounting/vendor-invoices', guard('GET /accounting/vendor-invoices'), (c) => answerList(c, VENDOR_INVOICES))
  .get('/accounting/vendor-invoices/summary', guard('GET /accounting/vendor-invoices/summary'), async (c) => c.json(await summaryOf(c)))
  .get('/accounting/vendor-invoices/vendors', guard('GET /accounting/vendor-invoices/vendors'), async (c) =>
    c.json(await queryRows<{ venId: string; name: string }>(c.var.deps.db, sql`select ven_id as "venId", name from excede_vendors order by name`)),
  )
  .get('/accounting/vendor-invoices/:id', guard('GET /accounting/vendor-invoices/:id'), async (c) => c.json(await detailOf(c, idParam(c, 'a vendor invoice'))))
  .post('/accounting/vendor-invoices', guard('POST /accounting/vendor-invoices'), async (c) => {
    const input = await readJson(c, vendorInvoiceSchema);
    const invoice = await c.var.deps.db.transaction((t) =>
      fileVendorInvoice(c, t as unknown as Database, { ...input, amountCents: input.amount }),
    );
    return c.json(invoice, 201);
  })
  .post('/accounting/vendor-invoices/:id/steps', guard('POST /accounting/vendor-invoices/:id/steps'), async (c) => c.json(await takeStep(c)));
