import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LINE_OVER } from '../../../src/domain/parts/picks';
import type { PickDetail, PickRow, PickTiles } from '../../../src/domain/parts/picksList';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { LOST_SALE_KEPT, NOT_A_PICKER } from '../../../server/routes/parts/picks';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let parts: string;
let viewer: string;
let accounting: string;
let invoice101: string;
let invoice102: string;
let ro: { sls_id: string; ops_id: number };

type Answer<T> = { status: number; body: T & { message?: string } };
const call = async <T = PickDetail>(path: string, init: { json?: unknown; token?: string | null } = {}): Promise<Answer<T>> => {
  const response = await api.request(`parts/${path}`, { token: init.token === undefined ? parts : init.token, json: init.json });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const create = (json: Record<string, unknown>, token?: string | null) => call('picks', { json: { brnId: '101', source: 'Counter', slsId: invoice101, ...json }, token });
const writes = async () => ({ picks: await countRows(api, 'parts_picks'), lines: await countRows(api, 'parts_pick_lines'), lostSales: await countRows(api, 'lost_sales'), audit: await countRows(api, 'audit_log') });
const lastAudit = async (action: string, id: number) =>
  (await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> }>(api.db, sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`))[0];

beforeAll(async () => {
  api = await createTestApi();
  [parts, viewer, accounting] = (await Promise.all(['parts@demo.local', 'viewer@demo.local', 'accounting@demo.local'].map(async (e) => (await api.login(e)).token))) as [string, string, string];
  const invoiceOf = async (brnId: string) =>
    (await queryRows<{ sls_id: string }>(
      api.db,
      sql`select i.sls_id from excede_parts_invoices i where i.brn_id = ${brnId} and (select count(*) from excede_parts_invoice_lines l where l.sls_id = i.sls_id and l.qty_ship > 0) >= 2 order by i.sls_id limit 1`,
    ))[0]!.sls_id;
  [invoice101, invoice102] = [await invoiceOf('101'), await invoiceOf('102')];
  [ro] = (await queryRows<{ sls_id: string; ops_id: number }>(
    api.db,
    sql`select r.sls_id, l.ops_id from excede_repair_orders r join excede_ro_lines l on l.sls_id = r.sls_id and l.kind = 'Part' and l.qty > 0 where r.brn_id = '101' order by r.sls_id limit 1`,
  )) as [{ sls_id: string; ops_id: number }];
});
afterAll(() => api.close());

describe('who may use pick lists', () => {
  it('needs a token (401) and the pick status permission (403): the viewer and accounting are refused', async () => {
    expect((await call('picks', { token: null })).status).toBe(401);
    expect((await call('picks', { token: viewer })).status).toBe(403);
    expect((await call('picks', { token: accounting })).status).toBe(403);
    expect((await create({}, accounting)).status).toBe(403);
    expect((await call('picks/tiles', { token: viewer })).status).toBe(403);
  });

  it('refuses a branch parts@ lacks (403) with nothing written, and another branch’s pick', async () => {
    const before = await writes();
    expect((await create({ brnId: '102', slsId: invoice102 })).status).toBe(403);
    expect((await call('picks?brnId=102')).status).toBe(403);
    expect(await writes()).toEqual(before);
    const [admin] = [(await api.login('admin@demo.local')).token];
    const other = await create({ brnId: '102', slsId: invoice102 }, admin);
    expect(other.status).toBe(201);
    expect((await call(`picks/${other.body.id}`)).status).toBe(403);
    expect((await call(`picks/${other.body.id}/assign`, { json: { version: other.body.version } })).status).toBe(403);
  });
});

describe('making a pick list', () => {
  it('refuses a bad payload with a 400 naming the field, writing nothing', async () => {
    const before = await writes();
    expect((await create({ source: 'Mail' })).body.message).toMatch(/^source: /);
    expect((await create({ slsId: null })).body.message).toMatch(/^slsId: /);
    expect((await create({ slsId: 'NOPE-1' })).body.message).toMatch(/^slsId: Branch 101 has no counter invoice/);
    expect((await create({ source: 'RO', slsId: ro.sls_id })).body.message).toMatch(/^opsId: /);
    expect((await create({ source: 'Transfer', slsId: null, toBrnId: '201' })).body.message).toMatch(/^lines: /);
    expect((await create({ source: 'Transfer', slsId: null, toBrnId: '201', lines: [{ partNo: 'NO-SUCH-PART', qty: 1 }] })).body.message).toMatch(/^lines: /);
    expect((await create({ source: 'Will-call', slsId: null })).body.message).toMatch(/^ticketId: /);
    expect(await writes()).toEqual(before);
  });

  it('takes a counter invoice’s lines with their primary bins, audited, in bin order', async () => {
    const made = await create({ bay: 'Counter 2' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ pickNo: `P-${1000 + made.body.id}`, source: 'Counter', reference: invoice101, status: 'Open', bay: 'Counter 2', picked: 0, short: 0 });
    const shipped = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from excede_parts_invoice_lines where sls_id = ${invoice101} and qty_ship > 0`);
    expect(made.body.lineItems).toHaveLength(shipped[0]!.n);
    const bins = made.body.lineItems.map((l) => l.bin).filter((b): b is string => b !== null);
    expect(bins).toEqual([...bins].sort(new Intl.Collator('en-US', { numeric: true }).compare));
    expect((await lastAudit('parts-pick.create', made.body.id))!.after).toMatchObject({ slsId: invoice101, status: 'Open' });
  });

  it('takes a repair order job’s part lines, and a transfer’s given lines', async () => {
    const job = await create({ source: 'RO', slsId: ro.sls_id, opsId: ro.ops_id });
    expect(job.status).toBe(201);
    expect(job.body.reference).toBe(`${ro.sls_id} job ${ro.ops_id}`);
    expect(job.body.lineItems.length).toBeGreaterThan(0);
    const [part] = await queryRows<{ part_no: string }>(api.db, sql`select part_no from excede_part_master order by part_no limit 1`);
    const transfer = await create({ source: 'Transfer', slsId: null, toBrnId: '201', lines: [{ partNo: part!.part_no, qty: 3 }] });
    expect(transfer.status).toBe(201);
    expect(transfer.body).toMatchObject({ reference: 'To 201', customer: 'Branch 201', lines: 1 });
    expect(transfer.body.lineItems[0]).toMatchObject({ partNo: part!.part_no, qtyRequested: 3 });
  });
});

describe('picking until delivered', () => {
  it('assigns a picker (Picking), refuses a stale version (409) and audits before and after', async () => {
    const pick = (await create({})).body;
    const assigned = await call(`picks/${pick.id}/assign`, { json: { version: pick.version } });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'Picking', picker: 'Pat Parts' });
    const stale = await call(`picks/${pick.id}/assign`, { json: { version: pick.version } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);
    const entry = await lastAudit('parts-pick.assign', pick.id);
    expect(entry!.before).toMatchObject({ status: 'Open', pickerId: null });
    expect(entry!.after).toMatchObject({ status: 'Picking' });
  });

  it("offers the branch's pick staff as pickers and refuses anyone else (400 on pickerId, nothing written)", async () => {
    const pick = (await create({})).body;
    const names = pick.pickers.map((p) => p.name);
    expect(names).toContain('Pat Parts');
    const ids = await queryRows<{ email: string; id: number }>(api.db, sql`select email, id from users where email in ('viewer@demo.local', 'accounting@demo.local')`);
    expect(ids).toHaveLength(2);
    const before = await writes();
    for (const { id } of ids) {
      expect(pick.pickers.some((p) => p.id === id)).toBe(false);
      const refused = await call(`picks/${pick.id}/assign`, { json: { version: pick.version, pickerId: id } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(`pickerId: ${NOT_A_PICKER}`);
    }
    expect(await writes()).toEqual(before);
    const other = pick.pickers.find((p) => p.name !== 'Pat Parts')!;
    expect(other).toBeDefined();
    const assigned = await call(`picks/${pick.id}/assign`, { json: { version: pick.version, pickerId: other.id } });
    expect(assigned.body).toMatchObject({ status: 'Picking', picker: other.name, pickerId: other.id });
  });

  it('marks lines picked and short: over the requested is a 400, a lost sale is recorded, staged then delivered', async () => {
    let pick = (await create({})).body;
    const [first, second, ...rest] = pick.lineItems;
    const before = await writes();
    const over = await call(`picks/${pick.id}/lines/${first!.id}`, { json: { version: first!.version, qtyPicked: first!.qtyRequested, qtyShort: 1 } });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`qtyShort: ${LINE_OVER}`);
    expect((await call(`picks/${pick.id}/lines/${first!.id}`, { json: { version: first!.version, qtyPicked: -1 } })).body.message).toMatch(/^qtyPicked: /);
    expect(await writes()).toEqual(before);
    expect((await call(`picks/${pick.id}/deliver`, { json: { version: pick.version } })).status).toBe(409);

    pick = (await call(`picks/${pick.id}/lines/${first!.id}`, { json: { version: first!.version, qtyPicked: first!.qtyRequested } })).body;
    expect(pick).toMatchObject({ status: 'Picking', picker: 'Pat Parts' });
    pick = (await call(`picks/${pick.id}/lines/${second!.id}`, { json: { version: second!.version, qtyPicked: 0, qtyShort: second!.qtyRequested } })).body;
    expect(pick.status).toBe('Short');
    const lost = await countRows(api, 'lost_sales');
    const shortLine = pick.lineItems.find((l) => l.id === second!.id)!;
    pick = (await call(`picks/${pick.id}/lines/${second!.id}`, { json: { version: shortLine.version, qtyPicked: 0, qtyShort: second!.qtyRequested, shortOutcome: 'Lost sale' } })).body;
    expect(await countRows(api, 'lost_sales')).toBe(lost + 1);
    const [sale] = await queryRows<{ part_no: string; qty: number; reason: string; brn_id: string }>(api.db, sql`select part_no, qty, reason, brn_id from lost_sales order by id desc limit 1`);
    expect(sale).toEqual({ part_no: second!.partNo, qty: second!.qtyRequested, reason: `Short on pick ${pick.pickNo}`, brn_id: '101' });
    const kept = pick.lineItems.find((l) => l.id === second!.id)!;
    expect((await call(`picks/${pick.id}/lines/${second!.id}`, { json: { version: kept.version, qtyPicked: 1 } })).body.message).toBe(LOST_SALE_KEPT);
    for (const line of rest) pick = (await call(`picks/${pick.id}/lines/${line.id}`, { json: { version: line.version, qtyPicked: line.qtyRequested } })).body;
    expect(pick).toMatchObject({ status: 'Staged', lines: rest.length + 2, picked: rest.length + 1, short: 1 });
    expect(pick.stagedAt).not.toBeNull();
    expect((await call(`picks/${pick.id}/lines/${first!.id}`, { json: { version: 2, qtyPicked: 0 } })).status).toBe(409);

    const delivered = await call(`picks/${pick.id}/deliver`, { json: { version: pick.version } });
    expect(delivered.body).toMatchObject({ status: 'Delivered' });
    expect((await lastAudit('parts-pick.deliver', pick.id))!.before).toMatchObject({ status: 'Staged' });
    expect((await call(`picks/${pick.id}/deliver`, { json: { version: delivered.body.version } })).status).toBe(409);
  });

  it('backorders a short line without a lost sale', async () => {
    const pick = (await create({})).body;
    const line = pick.lineItems[0]!;
    const lost = await countRows(api, 'lost_sales');
    const after = (await call(`picks/${pick.id}/lines/${line.id}`, { json: { version: line.version, qtyPicked: 0, qtyShort: line.qtyRequested, shortOutcome: 'Backorder' } })).body;
    expect(after.lineItems.find((l) => l.id === line.id)!.shortOutcome).toBe('Backorder');
    expect(after.status).toBe('Picking');
    expect(await countRows(api, 'lost_sales')).toBe(lost);
  });
});

describe('the list and its tiles', () => {
  it('pages, sorts and filters on the server, of the user’s branches only', async () => {
    const page = (await call<ListAnswer<PickRow>>('picks?pageSize=2&sort=requestedAt.asc')).body;
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.rows[0]!.requestedAt <= page.rows[1]!.requestedAt).toBe(true);
    expect(page.rows.every((r) => ['101', '201'].includes(r.brnId))).toBe(true);
    // Each row carries the pick it opens.
    expect(page.rows.map((r) => `P-${1000 + r.id}`)).toEqual(page.rows.map((r) => r.pickNo));
    const staged = (await call<ListAnswer<PickRow>>('picks?f.status=Delivered')).body;
    expect(staged.rows.length).toBeGreaterThan(0);
    expect(staged.rows.every((r) => r.status === 'Delivered')).toBe(true);
    const transfers = (await call<ListAnswer<PickRow>>('picks?f.source=Transfer')).body;
    expect(transfers.rows.every((r) => r.source === 'Transfer')).toBe(true);
  });

  it('counts open picks by age bucket and today’s median minutes to staged', async () => {
    const tiles = (await call<PickTiles>('picks/tiles')).body;
    expect(tiles.openByAge.map((b) => b.bucket)).toEqual(['0–15 min', '15–30 min', '30–60 min', '60+ min']);
    expect(tiles.openByAge.reduce((n, b) => n + b.count, 0)).toBeGreaterThan(0);
    expect(tiles.stagedToday).toBeGreaterThan(0);
    expect(tiles.medianToStagedMinutes).not.toBeNull();
  });
});
