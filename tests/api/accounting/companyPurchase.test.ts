import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PurchaseTier } from '../../../src/domain/accounting/companyPurchase';
import type { PurchaseCreateInput } from '../../../src/domain/accounting/companyPurchasePayloads';
import type { PurchaseDetail, PurchaseOverview, PurchaseRow } from '../../../src/domain/accounting/companyPurchaseViews';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { markPurchaseInvoiced } from '../../../server/business/companyPurchaseStatus';
import { queryRows, type Database } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;
let viewer: string;
/** One approver a tier, each holding that tier's authority with no limit. */
const approver = {} as Record<PurchaseTier, string>;
let vendorId = '';
/** A vendor no other test of this file buys from, for the split-purchase check. */
let otherVendorId = '';

type Answer<T> = { status: number; body: T & { message?: string } };
const call = async <T>(path: string, init: { json?: unknown; method?: string; token?: string } = {}): Promise<Answer<T>> => {
  const response = await api.request(`accounting/company-purchases${path}`, { token: accounting, method: init.json !== undefined && !init.method ? 'POST' : init.method, ...init });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const audits = (action: string, entityId: number) =>
  queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    api.db,
    sql`select before, after from audit_log where action = ${action} and entity_id = ${String(entityId)} order by id`,
  );
const written = async () => ({ purchases: await countRows(api, 'company_purchases'), lines: await countRows(api, 'company_purchase_lines'), audit: await countRows(api, 'audit_log') });

const request = (lines: PurchaseCreateInput['lines'], extra: Partial<PurchaseCreateInput> = {}): PurchaseCreateInput => ({
  brnId: '101',
  department: 'Service',
  vendorId,
  glAccount: '6320',
  justification: 'The shop’s second lift bay needs its own equipment.',
  tax: '0.00',
  freight: '0.00',
  lines,
  ...extra,
});
const TWELVE_THOUSAND = [
  { description: 'Two-post truck lift', quantity: 1, unitPrice: '9,500.00' },
  { description: 'Creeper', quantity: 4, unitPrice: '500.00' },
];

let purchase: PurchaseDetail;

beforeAll(async () => {
  api = await createTestApi();
  const vendors = await queryRows<{ venId: string }>(api.db, sql`select ven_id as "venId" from excede_vendors order by ven_id limit 2`);
  [vendorId, otherVendorId] = vendors.map((v) => v.venId) as [string, string];
  // Four people of Norcross approve, one a tier: signing in with the demo password, in the Accounting role.
  const people = await queryRows<{ email: string }>(
    api.db,
    sql`select u.email from users u join user_branches ub on ub.user_id = u.id join branches b on b.id = ub.branch_id
        where b.code = '101' and u.email not in ('accounting@demo.local', 'parts@demo.local', 'viewer@demo.local', 'admin@demo.local') order by u.id limit 4`,
  );
  const tiers: PurchaseTier[] = ['department-head', 'general-manager', 'controller', 'principal'];
  for (const [i, tier] of tiers.entries()) {
    const email = people[i]!.email;
    await api.db.execute(sql`update users set active = true, password_hash = (select password_hash from users where email = 'accounting@demo.local') where email = ${email}`);
    await api.db.execute(sql`insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.email = ${email} and r.name = 'Accounting' on conflict do nothing`);
    await api.db.execute(sql`insert into approval_authorities (user_id, kind, limit_amount, created_by)
      select u.id, ${`company-purchase-${tier}`}, null, u.id from users u where u.email = ${email} on conflict do nothing`);
    approver[tier] = (await api.login(email)).token;
  }
  await api.db.execute(sql`insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.email = 'viewer@demo.local' and r.name = 'Read-only' on conflict do nothing`);
  [accounting, parts, viewer] = await api.tokensOf('accounting@demo.local', 'parts@demo.local', 'viewer@demo.local');
});
afterAll(() => api.close());

describe('the demo', () => {
  it('opens on requests at Norcross in several statuses, one awaiting accounting@ as department head', async () => {
    const list = await call<ListAnswer<PurchaseRow>>('?brnId=101');
    expect(new Set(list.body.rows.map((r) => r.status))).toEqual(new Set(['Draft', 'Pending', 'Approved', 'Received in part', 'Closed', 'Rejected']));
    expect((await call<PurchaseOverview>('/overview?brnId=101')).body.awaitingMyApproval).toBe(2);
  });
});

describe('a request', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request('accounting/company-purchases')).status).toBe(401);
    expect((await call('', { token: parts })).status).toBe(403);
    expect((await call('', { token: viewer, json: request(TWELVE_THOUSAND) })).status).toBe(403);
  });

  it('refuses a bad payload (400 naming the field), an unknown vendor, another branch (403), writing nothing', async () => {
    const before = await written();
    const bad = await call('', { json: request([{ description: 'Lift', quantity: 1, unitPrice: 'lots' }]) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^lines\.0\.unitPrice: Enter the unit price in dollars and cents/);
    const unknown = await call('', { json: request(TWELVE_THOUSAND, { vendorId: 'NOSUCH' }) });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'vendorId: This vendor is not in Excede: set up the vendor in Excede first, then request the purchase.']);
    expect((await call('', { json: request(TWELVE_THOUSAND, { glAccount: '9999' }) })).body.message).toBe('glAccount: This GL account is not in the chart of accounts.');
    expect((await call('', { json: request(TWELVE_THOUSAND, { brnId: '201' }) })).status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('records a $12,000.00 request walking all four tiers, its capital line flagged, audited', async () => {
    const made = await call<PurchaseDetail>('', { json: request(TWELVE_THOUSAND, { tax: '400.00', freight: '100.00' }) });
    expect(made.status).toBe(201);
    purchase = made.body;
    expect(purchase.purchase).toMatchObject({ status: 'Draft', amount: '12000.00', brnId: '101', requestedBy: expect.any(String) });
    expect(purchase.tiers).toEqual(['department-head', 'general-manager', 'controller', 'principal']);
    expect(purchase.lines.map((l) => [l.extended, l.capital])).toEqual([
      ['9500.00', true],
      ['2000.00', false],
    ]);
    const [entry] = await audits('company-purchase.request', purchase.purchase.id);
    expect(entry!.after).toMatchObject({ amount: '12000.00', status: 'Draft' });
  });

  it('submits it, and refuses a stale version', async () => {
    const stale = await call(`/${purchase.purchase.id}/submit`, { json: { version: purchase.purchase.version + 5 } });
    expect([stale.status, stale.body.message]).toEqual([409, RECORD_CHANGED_MESSAGE]);
    const submitted = await call<PurchaseDetail>(`/${purchase.purchase.id}/submit`, { json: { version: purchase.purchase.version } });
    purchase = submitted.body;
    expect(purchase.purchase.status).toBe('Pending');
    expect(purchase.waitingFor).toBe('department-head');
    const [entry] = await audits('company-purchase.submit', purchase.purchase.id);
    expect([entry!.before?.status, entry!.after?.status]).toEqual(['Draft', 'Pending']);
  });

  it('refuses its requester, a user without the permission, and a tier out of order', async () => {
    const id = purchase.purchase.id;
    expect(purchase.approvalRefusal).toBe('You recorded this purchase request: someone else must approve it.');
    const own = await call(`/${id}/approve`, { json: { version: purchase.purchase.version, tier: 'department-head' } });
    expect(own.status).toBe(403);
    expect((await call(`/${id}/approve`, { token: viewer, json: { version: purchase.purchase.version, tier: 'department-head' } })).status).toBe(403);
    const early = await call(`/${id}/approve`, { token: approver['general-manager'], json: { version: purchase.purchase.version, tier: 'general-manager' } });
    expect([early.status, early.body.message]).toEqual([409, 'This request waits for the department head’s approval first; tiers approve in order.']);
    const noAuthority = await call(`/${id}/approve`, { token: approver['general-manager'], json: { version: purchase.purchase.version, tier: 'department-head' } });
    expect([noAuthority.status, noAuthority.body.message]).toEqual([403, 'You have no approval authority for company purchases as department head.']);
  });

  it('counts it awaiting the department head only', async () => {
    const mine = await call<PurchaseOverview>('/overview?brnId=101', { token: approver['department-head'] });
    const notYet = await call<PurchaseOverview>('/overview?brnId=101', { token: approver['general-manager'] });
    expect(mine.body.awaitingMyApproval - notYet.body.awaitingMyApproval).toBeGreaterThanOrEqual(1);
  });

  it('resets its approvals when it is changed after one', async () => {
    const id = purchase.purchase.id;
    const first = await call<PurchaseDetail>(`/${id}/approve`, { token: approver['department-head'], json: { version: purchase.purchase.version, tier: 'department-head' } });
    expect(first.body.waitingFor).toBe('general-manager');
    const changed = await call<PurchaseDetail>(`/${id}`, { method: 'PUT', json: { version: first.body.purchase.version, ...request(TWELVE_THOUSAND, { tax: '400.00', freight: '100.00' }), brnId: undefined } });
    expect(changed.status).toBe(200);
    purchase = changed.body;
    expect(purchase.purchase.status).toBe('Pending');
    expect(purchase.waitingFor).toBe('department-head');
    expect(purchase.trail[0]).toMatchObject({ tier: 'department-head', decision: 'Approved', resetAt: expect.any(String) });
    const [entry] = await audits('company-purchase.change', id);
    expect(entry!.before).toMatchObject({ version: first.body.purchase.version });
  });

  it('walks the four tiers in order, each a different person, to Approved', async () => {
    const id = purchase.purchase.id;
    for (const tier of ['department-head', 'general-manager', 'controller', 'principal'] as const) {
      const approved = await call<PurchaseDetail>(`/${id}/approve`, { token: approver[tier], json: { version: purchase.purchase.version, tier } });
      expect(approved.status).toBe(200);
      purchase = approved.body;
    }
    expect(purchase.purchase.status).toBe('Approved');
    expect(purchase.trail.filter((t) => !t.resetAt).map((t) => [t.tier, t.decision])).toEqual([
      ['department-head', 'Approved'],
      ['general-manager', 'Approved'],
      ['controller', 'Approved'],
      ['principal', 'Approved'],
    ]);
  });

  it('issues its PO, mailed to the vendor through the outbox', async () => {
    const mails = await countRows(api, 'mail_outbox');
    const issued = await call<PurchaseDetail>(`/${purchase.purchase.id}/issue`, { json: { version: purchase.purchase.version, emailTo: 'orders@vendor.example' } });
    purchase = issued.body;
    expect(purchase.purchase).toMatchObject({ status: 'Ordered', poNumber: `PO-101-${String(purchase.purchase.id).padStart(5, '0')}`, poEmailedTo: 'orders@vendor.example' });
    expect(await countRows(api, 'mail_outbox')).toBe(mails + 1);
    const again = await call(`/${purchase.purchase.id}/issue`, { json: { version: purchase.purchase.version } });
    expect(again.status).toBe(409);
  });

  it('receives in part, never above ordered, then in full, and closes', async () => {
    const id = purchase.purchase.id;
    const [lift, creepers] = purchase.lines as [PurchaseDetail['lines'][number], PurchaseDetail['lines'][number]];
    const over = await call(`/${id}/receive`, { json: { version: purchase.purchase.version, lines: [{ lineId: creepers.id, quantity: 5 }] } });
    expect([over.status, over.body.message]).toEqual([400, 'lines: Only 4 of “Creeper” remain to receive (4 ordered, 0 received).']);
    const part = await call<PurchaseDetail>(`/${id}/receive`, { json: { version: purchase.purchase.version, lines: [{ lineId: creepers.id, quantity: 2 }] } });
    expect(part.body.purchase.status).toBe('Received in part');
    const full = await call<PurchaseDetail>(`/${id}/receive`, {
      json: { version: part.body.purchase.version, lines: [{ lineId: lift.id, quantity: 1 }, { lineId: creepers.id, quantity: 2 }] },
    });
    purchase = full.body;
    expect(purchase.purchase.status).toBe('Received');
    expect(purchase.receipts.map((r) => [r.line, r.quantity])).toEqual([
      ['Creeper', 2],
      ['Two-post truck lift', 1],
      ['Creeper', 2],
    ]);
    const closed = await call<PurchaseDetail>(`/${id}/close`, { json: { version: purchase.purchase.version } });
    expect(closed.body.purchase.status).toBe('Closed');
    const [entry] = await audits('company-purchase.close', id);
    expect([entry!.before?.status, entry!.after?.status]).toEqual(['Received', 'Closed']);
  });

  it('lists it with the list protocol', async () => {
    const list = await call<ListAnswer<PurchaseRow>>(`?brnId=101&f.requestNo=${purchase.purchase.requestNo}`);
    expect(list.status).toBe(200);
    expect(list.body.rows).toEqual([
      expect.objectContaining({ id: purchase.purchase.id, requestNo: purchase.purchase.requestNo, amount: '12000.00', status: 'Closed', department: 'Service', description: 'Two-post truck lift (+1 more)', glAccount: '6320' }),
    ]);
  });
});

describe('rules around approval', () => {
  it('rejects with a reason, and warns of a split purchase of the same vendor and requester', async () => {
    const first = await call<PurchaseDetail>('', { json: request([{ description: 'Impact wrench', quantity: 1, unitPrice: '900.00' }], { vendorId: otherVendorId }) });
    await call(`/${first.body.purchase.id}/submit`, { json: { version: first.body.purchase.version } });
    const second = await call<PurchaseDetail>('', { json: request([{ description: 'Impact sockets', quantity: 1, unitPrice: '800.00' }], { vendorId: otherVendorId }) });
    expect(second.body.splitWarning).toMatchObject({ combinedCents: 170_000, combinedTier: 'general-manager' });
    const check = await call<{ warning: { combinedCents: number } | null }>(`/split-check?vendorId=${otherVendorId}&amount=50.00`);
    expect(check.body.warning?.combinedCents).toBe(95_000);
    for (const [query, message] of <[string, string][]>[
      ['id=Infinity', 'id must be a purchase request id.'],
      ['id=2147483648', 'id must be a purchase request id.'],
      ['amount=lots', 'amount: Give the request’s amount in dollars and cents.'],
    ]) {
      const refused = await call<object>(`/split-check?vendorId=${otherVendorId}&${query}`);
      expect([refused.status, JSON.stringify(refused.body)]).toEqual([400, expect.stringContaining(message)]);
    }
    const submitted = await call<PurchaseDetail>(`/${second.body.purchase.id}/submit`, { json: { version: second.body.purchase.version } });
    const noReason = await call(`/${second.body.purchase.id}/reject`, { token: approver['department-head'], json: { version: submitted.body.purchase.version, reason: ' ' } });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'reason: Enter the reason.']);
    const rejected = await call<PurchaseDetail>(`/${second.body.purchase.id}/reject`, { token: approver['department-head'], json: { version: submitted.body.purchase.version, reason: 'Buy both on one request.' } });
    expect(rejected.body.purchase.status).toBe('Rejected');
    expect(rejected.body.trail).toEqual([expect.objectContaining({ tier: 'department-head', decision: 'Rejected', reason: 'Buy both on one request.' })]);
  });

  it('marks an ordered request Invoiced when AP matches its PO, and only then', async () => {
    const made = await call<PurchaseDetail>('', { json: request([{ description: 'Shop vacuum', quantity: 1, unitPrice: '300.00' }], { vendorId }) });
    const id = made.body.purchase.id;
    await api.db.execute(sql`update company_purchases set status = 'Ordered', po_number = ${`PO-101-T${id}`} where id = ${id}`);
    const db = api.db as unknown as Database;
    expect(await markPurchaseInvoiced(db, 'PO-NOPE')).toEqual({ invoiced: false, message: 'No company purchase has PO PO-NOPE.' });
    expect(await markPurchaseInvoiced(db, `PO-101-T${id}`)).toEqual({ invoiced: true, message: null });
    expect((await call<PurchaseDetail>(`/${id}`)).body.purchase.status).toBe('Invoiced');
    expect((await markPurchaseInvoiced(db, `PO-101-T${id}`)).invoiced).toBe(false);
  });

  it('attaches a quote checked by its content', async () => {
    const made = await call<PurchaseDetail>('', { json: request([{ description: 'Tire changer', quantity: 1, unitPrice: '200.00' }]) });
    const upload = (bytes: string, name: string) => {
      const form = new FormData();
      form.set('file', new Blob([bytes]), name);
      return api.request(`accounting/company-purchases/${made.body.purchase.id}/quotes`, { token: accounting, body: form });
    };
    expect((await upload('not a pdf at all', 'quote.pdf')).status).toBe(400);
    const attached = await upload('%PDF-1.4\n%%EOF\n', 'Quote 1182.pdf');
    expect(attached.status).toBe(201);
    const detail = (await attached.json()) as PurchaseDetail;
    expect(detail.quotes).toEqual([expect.objectContaining({ fileName: 'Quote 1182.pdf' })]);
    const file = await api.request(`accounting/company-purchases/${made.body.purchase.id}/quotes/${detail.quotes[0]!.id}`, { token: viewer });
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  });

  it('refuses a request of another branch to read (403)', async () => {
    const [other] = await queryRows<{ id: number }>(api.db, sql`insert into company_purchases (brn_id, department, vendor_id, requested_by, requested_on, gl_account, amount, created_by, updated_by)
      select '201', 'Parts', ${vendorId}, u.id, '2026-11-20', '6320', '10.00', u.id, u.id from users u where u.email = 'admin@demo.local' returning id`);
    expect((await call(`/${other!.id}`, { token: parts })).status).toBe(403);
    expect((await call(`/${other!.id}`)).status).toBe(403);
  });
});
