import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { VendorInvoice, VendorInvoiceDetail, VendorInvoiceSummary } from '../../../src/domain/accounting/vendorInvoices';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;
let viewer: string;
let officeManager: string;
let admin: string;

const TODAY = newYorkDay(new Date());

type Answer<T> = { status: number; body: T & { message?: string; errors?: { field: string; message: string }[] } };
async function call<T = VendorInvoice>(path: string, init: { json?: unknown; token?: string | null } = {}): Promise<Answer<T>> {
  const response = await api.request(`accounting/vendor-invoices${path}`, { token: init.token === undefined ? accounting : init.token, ...(init.json !== undefined ? { json: init.json, method: 'POST' } : {}) });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}
const file = (overrides: Record<string, unknown> = {}) =>
  call('', { json: { brnId: '101', vendorId: 'HALDEX', invoiceNo: 'HX-1001', invoiceDate: addDays(TODAY, -3), amount: '1,250.00', ...overrides } });
const step = (id: number, json: Record<string, unknown>, token = accounting) => call(`/${id}/steps`, { json, token });
const written = async () => ({ invoices: await countRows(api, 'vendor_invoices'), steps: await countRows(api, 'vendor_invoice_steps'), audit: await countRows(api, 'audit_log') });

beforeAll(async () => {
  api = await createTestApi();
  // Staff other than the demo accounts sign in with Microsoft: here they get the demo password.
  await api.db.execute(sql`update users set password_hash = (select password_hash from users where email = 'admin@demo.local') where email = 'linda.anderson@demo.local'`);
  [accounting, parts, viewer, officeManager, admin] = await api.tokensOf('accounting@demo.local', 'parts@demo.local', 'viewer@demo.local', 'linda.anderson@demo.local', 'admin@demo.local');
  // A company purchase whose PO an invoice names: $1,000.00 ordered, all received.
  const [purchase] = await queryRows<{ id: number }>(
    api.db,
    sql`insert into company_purchases (brn_id, department, vendor_id, requested_by, requested_on, gl_account, amount, status, po_number, created_by, updated_by)
      values ('101', 'Service', 'HORTON', 1, ${addDays(TODAY, -20)}, '6100', 1000.00, 'Received', 'PO-T-1', 1, 1) returning id`,
  );
  await api.db.execute(sql`insert into company_purchase_lines (purchase_id, line_no, description, quantity, unit_price, extended, quantity_received)
    values (${purchase!.id}, 1, 'Fan clutch', 4, 250.00, 1000.00, 4)`);
});
afterAll(() => api.close());

describe('every vendor invoice endpoint', () => {
  it.each(['', '/summary', '/vendors', '/1'])('GET %s needs a token and the permission', async (path) => {
    expect((await call(path, { token: null })).status).toBe(401);
    expect((await call(path, { token: parts })).status).toBe(403);
    expect((await call(path, { token: viewer })).status).toBe(403);
  });

  it.each(['', '/1/steps'])('POST %s needs a token and the permission', async (path) => {
    expect((await call(path, { json: {}, token: null })).status).toBe(401);
    expect((await call(path, { json: {}, token: parts })).status).toBe(403);
  });

  it("lists the user's branches' invoices with their vendor and approver, and refuses another's branch", async () => {
    const list = await call<ListAnswer<VendorInvoice>>('?brnId=101&f.status=Needs approval');
    expect(list.status).toBe(200);
    expect(list.body.rows.length).toBeGreaterThan(0);
    expect(list.body.rows.every((r) => r.brnId === '101' && r.status === 'Needs approval' && r.exception === 1)).toBe(true);
    expect(list.body.rows.find((r) => r.invoiceNo === 'M-240117')).toMatchObject({ venId: 'MERITR', vendor: 'Meritor', matchResult: 'Price variance', variance: '130.40', approver: 'Alex Admin' });
    const refused = await call('?brnId=201');
    expect([refused.status, refused.body.message]).toEqual([403, 'You do not have access to branch 201.']);
  });

  it('sums the open invoices into AP aging, due this week, exceptions and discounts soon', async () => {
    const summary = await call<VendorInvoiceSummary>('/summary?brnId=101');
    expect(summary.status).toBe(200);
    expect(summary.body.aging.map((a) => a.bucket)).toEqual(['Current', '1–30', '31–60', '61–90', 'Over 90']);
    expect(summary.body.aging.reduce((n, a) => n + a.count, 0)).toBeGreaterThan(5);
    expect(summary.body.exceptions).toBeGreaterThan(0);
    expect(summary.body.discountsSoon).toBeGreaterThan(0);
  });
});

describe('Filing an invoice', () => {
  let id = 0;

  it('refuses a payload it cannot file with a 400 naming the field, writing nothing', async () => {
    const before = await written();
    for (const [payload, message] of [
      [{ amount: '0' }, 'amount: The amount must be more than $0.00.'],
      [{ invoiceNo: ' ' }, 'invoiceNo: Enter the invoice number.'],
      [{ invoiceDate: '2026-13-45' }, 'invoiceDate: The invoice date must be a date (YYYY-MM-DD).'],
      [{ dueDate: addDays(TODAY, -30) }, 'dueDate: The due date cannot be before the invoice date.'],
      [{ discountDate: addDays(TODAY, 5) }, 'discountPercent: Give both the discount date and its percent, or neither.'],
      [{ vendorId: 'NOBODY' }, "vendorId: Vendor NOBODY is not among Excede's vendors."],
    ] as const) {
      const answer = await file(payload);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect(await written()).toEqual(before);
  });

  it("refuses another branch's invoice, writing nothing", async () => {
    const before = await written();
    const answer = await file({ brnId: '201' });
    expect([answer.status, answer.body.message]).toEqual([403, 'You do not have access to branch 201.']);
    expect(await written()).toEqual(before);
  });

  it('files an invoice as New with its due date from the terms, audited, with the first step of its trail', async () => {
    const answer = await file();
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'New', venId: 'HALDEX', amount: '1250.00', dueDate: addDays(addDays(TODAY, -3), 30), version: 1 });
    id = answer.body.id;
    const [entry] = await queryRows<{ before: unknown; after: { invoiceNo: string } }>(api.db, sql`select before, after from audit_log where action = 'vendor-invoice.file' and entity_id = ${String(id)}`);
    expect([entry!.before, entry!.after.invoiceNo]).toEqual([null, 'HX-1001']);
    const detail = await call<VendorInvoiceDetail>(`/${id}`);
    expect(detail.body.steps.map((s) => [s.action, s.status, s.by])).toEqual([['file', 'New', 'Casey Accounting']]);
  });

  it("refuses the same vendor's invoice number again (any case) with a 409 naming it, writing nothing", async () => {
    const before = await written();
    const again = await file({ invoiceNo: 'hx-1001', amount: '99.00' });
    expect([again.status, again.body.message, again.body.errors]).toEqual([
      409,
      'Invoice HX-1001 from vendor HALDEX is already filed.',
      [{ field: 'invoiceNo', message: 'Invoice HX-1001 from vendor HALDEX is already filed.' }],
    ]);
    expect(await written()).toEqual(before);
  });

  it('asks to confirm the same vendor and amount within 30 days, and files it once confirmed', async () => {
    const before = await written();
    const similar = await file({ invoiceNo: 'HX-1002' });
    expect([similar.status, similar.body.errors?.[0]?.field, similar.body.message]).toEqual([
      409,
      'confirmSimilar',
      'Vendor HALDEX has an invoice of $1,250.00 within 30 days (HX-1001): file this one too?',
    ]);
    expect(await written()).toEqual(before);
    expect((await file({ invoiceNo: 'HX-1002', confirmSimilar: true })).status).toBe(201);
  });

  it('matches an invoice without a PO to an approval routed upward; only an approver within limit, never its maker, approves it', async () => {
    const matched = await step(id, { version: 1, action: 'match' });
    expect(matched.body).toMatchObject({ status: 'Needs approval', matchResult: 'No PO', version: 2 });
    const detail = await call<VendorInvoiceDetail>(`/${id}`);
    // $1,250.00 is beyond the office manager's $500.00: it goes up to the administrator.
    expect([detail.body.routedTo, detail.body.approvalRefusal]).toEqual(['Alex Admin', 'You recorded this invoice: someone else must approve it.']);

    const before = await written();
    const mine = await step(id, { version: 2, action: 'approve' });
    expect([mine.status, mine.body.message]).toEqual([403, 'You recorded this invoice: someone else must approve it.']);
    const overLimit = await step(id, { version: 2, action: 'approve' }, officeManager);
    expect([overLimit.status, overLimit.body.message]).toEqual([403, 'Your approval limit for vendor invoices is $500.00; this invoice is for $1,250.00.']);
    expect(await written()).toEqual(before);

    const approved = await step(id, { version: 2, action: 'approve' }, admin);
    expect(approved.body).toMatchObject({ status: 'Approved', version: 3 });
    const [entry] = await queryRows<{ before: { status: string }; after: { status: string } }>(api.db, sql`select before, after from audit_log where action = 'vendor-invoice.approve' and entity_id = ${String(id)}`);
    expect([entry!.before.status, entry!.after.status]).toEqual(['Needs approval', 'Approved']);
  });

  it('refuses a stale version (409) and a step its status does not allow (409), writing nothing', async () => {
    const before = await written();
    const stale = await step(id, { version: 2, action: 'hold', reason: 'Check the freight.' });
    expect([stale.status, stale.body.message]).toEqual([409, RECORD_CHANGED_MESSAGE]);
    const paidTooSoon = await step(id, { version: 3, action: 'pay', paidOn: TODAY });
    expect([paidTooSoon.status, paidTooSoon.body.message]).toEqual([409, 'An invoice that is Approved cannot be marked paid.']);
    const noReason = await step(id, { version: 3, action: 'dispute' });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'reason: Say why.']);
    expect(await written()).toEqual(before);
  });

  it('walks an approved invoice through Excede to paid, and it shows on the exported payment list until then', async () => {
    const csv = await api.request(`accounting/vendor-invoices?brnId=101&f.status=Approved&f.dueDate.max=${addDays(TODAY, 60)}&format=csv`, { token: accounting });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('HX-1001');
    expect((await step(id, { version: 3, action: 'enter' })).body.status).toBe('Entered in Excede');
    const paid = await step(id, { version: 4, action: 'pay', paidOn: TODAY });
    expect(paid.body).toMatchObject({ status: 'Paid', paidOn: TODAY });
  });

  it('matches against a company purchase: a price variance over tolerance needs approval, one within it is approved and marks the purchase invoiced', async () => {
    const over = await file({ vendorId: 'HORTON', invoiceNo: 'HT-1', amount: '1,060.00', poNumber: 'PO-T-1' });
    const overMatched = await step(over.body.id, { version: 1, action: 'match' });
    expect(overMatched.body).toMatchObject({ status: 'Needs approval', matchResult: 'Price variance', varianceAmount: '60.00' });
    const within = await file({ vendorId: 'HORTON', invoiceNo: 'HT-2', amount: '1,015.00', poNumber: 'PO-T-1' });
    const withinMatched = await step(within.body.id, { version: 1, action: 'match' });
    expect(withinMatched.body).toMatchObject({ status: 'Approved', matchResult: 'Price variance', varianceAmount: '15.00' });
    // The company purchase it bills is invoiced now.
    const [purchase] = await queryRows<{ status: string }>(api.db, sql`select status from company_purchases where po_number = 'PO-T-1'`);
    expect(purchase!.status).toBe('Invoiced');
  });
});
