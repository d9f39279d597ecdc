import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { ORDER_NEEDED, QUOTE_BEFORE_RECEIVED, REASON_NEEDED } from '../../../src/domain/sales/altecRfqs';
import type { AltecRfqDetail, AltecRfqRow, AltecRfqSummary } from '../../../src/domain/sales/altecRfqsList';
import { RFQ_FILE_NOT_PDF } from '../../../src/domain/sales/altecRfqsPayloads';
import { queryRows } from '../../../server/db/database';
import { seedAltecRfqsAfterImport } from '../../../server/db/seedAltecRfqs';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let sales: string;
let viewer: string;
let service: string;
let admin: string;
let oneBranch: string;
let otherBranchRfq: AltecRfqDetail;
let deal201: string;
let deal101: string;

type Answer<T> = { status: number; body: T & { message?: string } };
const call = async <T = AltecRfqDetail>(path: string, init: { json?: unknown; body?: BodyInit; token?: string | null } = {}): Promise<Answer<T>> => {
  const response = await api.request(`sales/altec-rfqs${path}`, { token: init.token === undefined ? sales : init.token, json: init.json, body: init.body });
  const text = await response.text();
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as T & { message?: string } };
};
const NEW_RFQ = {
  brnId: '201',
  rfqNo: 'ALT-2026-9001',
  receivedOn: '2026-11-16',
  plant: 'Birmingham, AL',
  contact: 'Dana Whitfield',
  endCustomer: 'Alabama Power',
  model: 'F-550',
  cab: 'Regular cab',
  wheelbase: 165,
  cabToAxle: 84,
  gvwr: 19_500,
  drivetrain: '4x4',
  qty: 3,
  dueOn: '2026-11-30',
  upfitShipTo: 'Altec, Birmingham, AL',
  salesperson: 'Marcus Reed',
};
const create = (json: Record<string, unknown> = {}, token?: string | null) => call('', { json: { ...NEW_RFQ, ...json }, token });
const pdf = (kind = 'RFQ', bytes: string = '%PDF-1.4\n%%EOF\n', name = 'ALT-2026-9001.pdf') => {
  const form = new FormData();
  form.set('file', new Blob([bytes]), name);
  form.set('kind', kind);
  return form;
};
const written = async () => ({
  rfqs: await countRows(api, 'altec_rfqs'),
  files: await countRows(api, 'altec_rfq_files'),
  stored: await countRows(api, 'stored_files'),
  audit: await countRows(api, 'audit_log'),
});
const lastAudit = async (action: string, id: number) =>
  (await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> }>(api.db, sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`))[0];

beforeAll(async () => {
  api = await createTestApi();
  [sales, viewer, service, admin] = await api.tokensOf('sales@demo.local', 'viewer@demo.local', 'service@demo.local', 'admin@demo.local');
  const [role] = await queryRows<{ id: number }>(api.db, sql`select id from roles where name = 'Sales'`);
  const [branch] = await queryRows<{ id: number }>(api.db, sql`select id from branches where code = '101'`);
  const made = await api.request('users/create', {
    token: admin,
    json: { name: 'Norcross Seller', email: 'norcross.seller@demo.local', excedeId: '', roleIds: [role!.id], permissionIds: [], branchIds: [branch!.id], landingPage: null, active: true, temporaryPassword: 'altec1234' },
  });
  expect(made.status).toBe(201);
  oneBranch = (await api.login('norcross.seller@demo.local', 'altec1234')).token;
  await seedAltecRfqsAfterImport(api.db);
  otherBranchRfq = (await create({ brnId: '102', rfqNo: 'ALT-2026-9102' }, admin)).body;
  const dealOf = async (brnId: string) => (await queryRows<{ deal_id: string }>(api.db, sql`select deal_id from excede_deals where brn_id = ${brnId} order by deal_id limit 1`))[0]!.deal_id;
  [deal201, deal101] = [await dealOf('201'), await dealOf('101')];
});
afterAll(() => api.close());

describe('the demo RFQs', () => {
  it('are about 60 at Birmingham and Norcross, decided, waiting and due this week, and are seeded once', async () => {
    const before = await written();
    await seedAltecRfqsAfterImport(api.db);
    expect(await written()).toEqual(before);
    const byBranch = await queryRows<{ brn_id: string; n: number }>(api.db, sql`select brn_id, count(*)::int as n from altec_rfqs where rfq_no not like 'ALT-2026-91%' group by 1 order by 1`);
    expect(byBranch).toEqual([{ brn_id: '101', n: 16 }, { brn_id: '201', n: 44 }]);
    const list = await call<ListAnswer<AltecRfqRow>>('?brnId=201&pageSize=100');
    const outcomes = new Set(list.body.rows.map((r) => r.outcome));
    expect([...outcomes].sort()).toEqual(['Lost', 'No bid', 'Pending', 'Won']);
    expect(list.body.rows.filter((r) => r.alert === 'Due soon').length).toBeGreaterThanOrEqual(1);
    expect(list.body.rows.filter((r) => r.alert === 'Overdue').length).toBe(1);
    for (const row of list.body.rows.filter((r) => r.outcome === 'Won')) expect(row.orderRef).toMatch(/^Deal /);
    for (const row of list.body.rows.filter((r) => r.outcome === 'Lost' || r.outcome === 'No bid')) expect(row.reason).toBeTruthy();
  });
});

describe('who may use the Altec RFQs', () => {
  const endpoints = (id: number, version = 1): [string, { json?: unknown; body?: BodyInit }][] => [
    ['', {}],
    ['/summary', {}],
    [`/${id}`, {}],
    ['', { json: { ...NEW_RFQ, rfqNo: 'ALT-2026-9555' } }],
    [`/${id}/quote`, { json: { version, quoteNo: 'Q-1', quotedOn: '2026-11-20', unitPrice: '60000.00' } }],
    [`/${id}/outcome`, { json: { version, outcome: 'Lost', reason: 'Price' } }],
    [`/${id}/files`, { body: pdf() }],
    [`/${id}/files/1`, {}],
  ];

  it('needs a token (401) and the permission: the viewer and the service account are refused (403), nothing written', async () => {
    const before = await written();
    for (const [path, init] of endpoints(otherBranchRfq.id)) {
      expect((await call(path, { ...init, token: null })).status, path).toBe(401);
      expect((await call(path, { ...init, token: viewer })).status, path).toBe(403);
      expect((await call(path, { ...init, token: service })).status, path).toBe(403);
    }
    expect(await written()).toEqual(before);
  });

  it('refuses a branch the user lacks (403): a list of 102, an RFQ of 102 and every change to it, nothing written', async () => {
    const before = await written();
    expect((await call('?brnId=102', { token: oneBranch })).status).toBe(403);
    expect((await call('/summary?brnId=102', { token: oneBranch })).status).toBe(403);
    expect((await call('?brnId=101', { token: oneBranch })).status).toBe(200);
    for (const [path, init] of endpoints(otherBranchRfq.id).slice(2)) {
      const json = path === '' ? { ...NEW_RFQ, brnId: '102', rfqNo: 'ALT-2026-9556' } : init.json;
      expect((await call(path, { json, body: init.body instanceof FormData ? pdf() : undefined, token: oneBranch })).status, path).toBe(403);
    }
    expect(await written()).toEqual(before);
  });
});

describe('recording an RFQ', () => {
  let rfq: AltecRfqDetail;

  it('refuses a bad payload with a 400 naming the field, writing nothing', async () => {
    const before = await written();
    expect((await create({ rfqNo: '' })).body.message).toMatch(/^rfqNo: /);
    expect((await create({ plant: 'Atlanta' })).body.message).toMatch(/^plant: /);
    expect((await create({ qty: 0 })).body.message).toMatch(/^qty: /);
    expect((await create({ gvwr: 'heavy' })).body.message).toMatch(/^gvwr: /);
    expect((await create({ dueOn: '2026-11-01' })).body.message).toMatch(/^dueOn: /);
    expect(await written()).toEqual(before);
  });

  it('records it, audited with what it holds; the same RFQ number again is a 409 on rfqNo', async () => {
    const made = await create();
    expect(made.status).toBe(201);
    rfq = made.body;
    expect(rfq).toMatchObject({ rfqNo: 'ALT-2026-9001', brnId: '201', outcome: 'Pending', quotedOn: null, receivedOn: '2026-11-16', version: 1, files: [] });
    expect((await lastAudit('altec-rfq.create', rfq.id))?.after).toMatchObject({ rfqNo: 'ALT-2026-9001', qty: 3 });
    const again = await create();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: [{ field: 'rfqNo' }] });
  });

  it('records our quote: never dated before the RFQ (400 on quotedOn), as of the version seen (409), audited before and after', async () => {
    const before = await written();
    const early = await call(`/${rfq.id}/quote`, { json: { version: 1, quoteNo: 'Q-201-9001', quotedOn: '2026-11-13', unitPrice: '64,250.00' } });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(`quotedOn: ${QUOTE_BEFORE_RECEIVED}`);
    expect((await call(`/${rfq.id}/quote`, { json: { version: 1, quoteNo: 'Q-201-9001', quotedOn: '2026-11-18', unitPrice: 'lots' } })).body.message).toMatch(/^unitPrice: /);
    expect(await written()).toEqual(before);
    const quoted = await call(`/${rfq.id}/quote`, { json: { version: 1, quoteNo: 'Q-201-9001', quotedOn: '2026-11-18', unitPrice: '64,250.00', expectedDelivery: '2027-02-15' } });
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({ version: 2, quoteNo: 'Q-201-9001', quotedOn: '2026-11-18', unitPrice: '64250.00', quoteTotal: '192750.00', responseDays: 2, alert: null });
    const audit = await lastAudit('altec-rfq.quote', rfq.id);
    expect(audit?.before).toMatchObject({ quoteNo: null, version: 1 });
    expect(audit?.after).toMatchObject({ quoteNo: 'Q-201-9001', unitPrice: '64250.00', version: 2 });
    const stale = await call(`/${rfq.id}/quote`, { json: { version: 1, quoteNo: 'Q-201-9002', quotedOn: '2026-11-19', unitPrice: '1.00' } });
    expect(stale).toMatchObject({ status: 409, body: { message: RECORD_CHANGED_MESSAGE } });
    rfq = quoted.body;
  });

  it('refuses an outcome that lacks its reason or order (400 naming it), or a deal not of the branch, writing nothing', async () => {
    const before = await written();
    expect((await call(`/${rfq.id}/outcome`, { json: { version: rfq.version, outcome: 'Lost' } })).body.message).toBe(`reason: ${REASON_NEEDED}`);
    expect((await call(`/${rfq.id}/outcome`, { json: { version: rfq.version, outcome: 'No bid', reason: ' ' } })).body.message).toBe(`reason: ${REASON_NEEDED}`);
    expect((await call(`/${rfq.id}/outcome`, { json: { version: rfq.version, outcome: 'Won' } })).body.message).toBe(`dealId: ${ORDER_NEEDED}`);
    expect((await call(`/${rfq.id}/outcome`, { json: { version: rfq.version, outcome: 'Won', dealId: deal101 } })).body.message).toBe(`dealId: Branch 201 has no deal ${deal101}.`);
    expect((await call(`/${rfq.id}/outcome`, { json: { version: rfq.version, outcome: 'Won', stockNo: 'NO-SUCH' } })).body.message).toBe('stockNo: Branch 201 has no truck of stock number NO-SUCH.');
    expect((await call(`/${rfq.id}/outcome`, { json: { version: rfq.version, outcome: 'Sold' } })).body.message).toMatch(/^outcome: /);
    expect(await written()).toEqual(before);
  });

  it('sets it Won linked to a deal of the branch, audited; a stale version is a 409; a won RFQ is not quoted again (409)', async () => {
    const won = await call(`/${rfq.id}/outcome`, { json: { version: rfq.version, outcome: 'Won', dealId: deal201 } });
    expect(won.status).toBe(200);
    expect(won.body).toMatchObject({ outcome: 'Won', dealId: deal201, orderRef: `Deal ${deal201}`, version: 3 });
    expect((await lastAudit('altec-rfq.outcome', rfq.id))?.before).toMatchObject({ outcome: 'Pending', dealId: null });
    expect((await lastAudit('altec-rfq.outcome', rfq.id))?.after).toMatchObject({ outcome: 'Won', dealId: deal201 });
    expect((await call(`/${rfq.id}/outcome`, { json: { version: rfq.version, outcome: 'Lost', reason: 'Price' } })).status).toBe(409);
    const requote = await call(`/${rfq.id}/quote`, { json: { version: 3, quoteNo: 'Q-201-9001B', quotedOn: '2026-11-19', unitPrice: '63,000.00' } });
    expect(requote.status).toBe(409);
    rfq = won.body;
  });

  it('counts in the win rate: Won ÷ (Won + Lost) over the same selection as the grid', async () => {
    const summary = (await call<AltecRfqSummary>('/summary?brnId=201')).body;
    const rows = (await call<ListAnswer<AltecRfqRow>>('?brnId=201&pageSize=200')).body.rows;
    const won = rows.filter((r) => r.outcome === 'Won').length;
    const lost = rows.filter((r) => r.outcome === 'Lost').length;
    expect(summary).toMatchObject({ won, lost, winRate: (won * 100) / (won + lost) });
    expect(summary.months).toHaveLength(12);
    expect(summary.months.at(-1)?.month).toBe('2026-11');
    expect(summary.alerts).toBe(rows.filter((r) => r.alert).length);
    expect(summary.unitsWon).toBe(rows.filter((r) => r.outcome === 'Won').reduce((n, r) => n + r.qty, 0));
  });

  it('takes a PDF only (400 on file otherwise, nothing written), stores it, audits it and gives it back', async () => {
    const before = await written();
    const notPdf = await call(`/${rfq.id}/files`, { body: pdf('RFQ', 'hello', 'rfq.pdf') });
    expect(notPdf).toMatchObject({ status: 400, body: { message: `file: ${RFQ_FILE_NOT_PDF}` } });
    expect((await call(`/${rfq.id}/files`, { body: pdf('Invoice') })).body.message).toMatch(/^kind: /);
    expect(await written()).toEqual(before);
    const attached = await call(`/${rfq.id}/files`, { body: pdf('Quote', '%PDF-1.4\n%%EOF\n', 'Q-201-9001.pdf') });
    expect(attached.status).toBe(201);
    expect(attached.body.files).toMatchObject([{ kind: 'Quote', fileName: 'Q-201-9001.pdf', attachedBy: 'Sandy Sales' }]);
    const fileId = attached.body.files[0]!.id;
    expect((await lastAudit('altec-rfq.attach', fileId))?.after).toMatchObject({ rfqId: rfq.id, kind: 'Quote' });
    const download = await api.request(`sales/altec-rfqs/${rfq.id}/files/${fileId}?download`, { token: sales });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(await download.text()).toBe('%PDF-1.4\n%%EOF\n');
    expect((await call(`/${otherBranchRfq.id}/files/${fileId}`, { token: admin })).status).toBe(404);
  });

  it('exports the grid as CSV', async () => {
    const csv = await api.request('sales/altec-rfqs?brnId=201&format=csv', { token: sales });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.split('\n')[0]).toContain('RFQ no.');
    expect(text).toContain('ALT-2026-9001');
  });
});
