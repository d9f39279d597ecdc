import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newYorkDay } from '../../../src/domain/businessDays';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { LOCKED_MESSAGE } from '../../../src/domain/parts/annualInventory';
import type { AdjustmentBatches, AdjustmentRow, InventoryDashboard } from '../../../src/domain/parts/annualInventoryList';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { DEMO_AS_OF } from '../../../server/demoAsOf';
import { seedAnnualInventoryAfterImport } from '../../../server/db/seedAnnualInventory';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let parts: string;
let viewer: string;
let accounting: string;
let admin: string;
const year = Number(newYorkDay(DEMO_AS_OF).slice(0, 4));
let other: { inventory: number; line: number };

type Answer<T> = { status: number; body: T & { message?: string } };
const call = async <T = Record<string, unknown>>(path: string, init: { json?: unknown; token?: string | null } = {}): Promise<Answer<T>> => {
  const response = await api.request(`parts/annual-inventory/${path}`, { token: init.token === undefined ? parts : init.token, json: init.json });
  const text = await response.text();
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : { text }) as T & { message?: string } };
};
const writes = async () => ({ lines: await queryRows(api.db, sql`select id, version, decision, recounted_qty from phys_inventory_lines order by id`), inventories: await queryRows(api.db, sql`select id, version, status from phys_inventories order by id`), audit: await countRows(api, 'audit_log') });
const lastAudit = async (action: string, id: number) =>
  (await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> }>(api.db, sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`))[0];
const batchOf = async (brnId: string, token = parts) => (await call<AdjustmentBatches>(`batches?year=${year}&brnId=${brnId}`, { token })).body.batches[0]!;
const linesOf = async (brnId: string) => (await call<ListAnswer<AdjustmentRow>>(`lines?year=${year}&brnId=${brnId}&pageSize=500`)).body.rows;
/** The tags a count of the branch holds: each bin with stock, and each part on hand beyond what its bins hold. */
const stockTagsAt = async (brnId: string) =>
  (
    await queryRows<{ n: number }>(
      api.db,
      sql`select (select count(*)::int from excede_part_bins where brn_id = ${brnId} and qty > 0)
               + (select count(*)::int from excede_part_branches pb where pb.brn_id = ${brnId}
                     and pb.on_hand > coalesce((select sum(b.qty) from excede_part_bins b where b.part_no = pb.part_no and b.brn_id = pb.brn_id and b.qty > 0), 0)) as n`,
    )
  )[0]!.n;
const lineVersion = async (id: number) => (await call<{ version: number }>(`lines/${id}`)).body.version;

beforeAll(async () => {
  api = await createTestApi();
  [parts, viewer, accounting, admin] = await api.tokensOf('parts@demo.local', 'viewer@demo.local', 'accounting@demo.local', 'admin@demo.local');
  await seedAnnualInventoryAfterImport(api.db);
  // A count at 102, a branch parts@ does not hold.
  const [inventory] = await queryRows<{ id: number }>(api.db, sql`insert into phys_inventories (brn_id, year, count_date, status, created_by, updated_by) values ('102', ${year}, '2026-11-20', 'Review', 1, 1) returning id`);
  const [tag] = await queryRows<{ id: number }>(
    api.db,
    sql`insert into phys_inventory_tags (inventory_id, tag_no, zone, aisle, bin, part_no, counter, book_qty, unit_cost, counted_qty, created_by, updated_by)
        values (${inventory!.id}, 1, 'A', 'A01', 'A01-1A', 'X-1', 'Team 1', 2, '10.00', 1, 1, 1) returning id`,
  );
  const [line] = await queryRows<{ id: number }>(api.db, sql`insert into phys_inventory_lines (inventory_id, tag_id, created_by, updated_by) values (${inventory!.id}, ${tag!.id}, 1, 1) returning id`);
  other = { inventory: inventory!.id, line: line!.id };
});
afterAll(() => api.close());

it('seeds this year’s counts at 101 and 201 and last year’s approved at 101, only once', async () => {
  const counts = async () => queryRows<{ brn_id: string; year: number; status: string }>(api.db, sql`select brn_id, year, status from phys_inventories where brn_id <> '102' order by brn_id, year`);
  const first = await counts();
  expect(first).toEqual([
    { brn_id: '101', year: year - 1, status: 'Approved' },
    { brn_id: '101', year, status: 'Counting' },
    { brn_id: '201', year, status: 'Review' },
  ]);
  const tags = await countRows(api, 'phys_inventory_tags');
  await seedAnnualInventoryAfterImport(api.db);
  expect(await counts()).toEqual(first);
  expect(await countRows(api, 'phys_inventory_tags')).toBe(tags);
});

describe('who may use the annual inventory', () => {
  const reads = ['dashboard', 'batches', 'lines', 'posting-list', 'lines/1'];
  const changes = ['lines/1/decision', 'lines/1/recount', '1/accept-under-threshold', '1/close-counting', '1/approve'];
  it('needs a token (401) and the screen’s permission (403): the viewer and accounting are refused on every endpoint', async () => {
    for (const path of reads) {
      expect((await call(path, { token: null })).status).toBe(401);
      expect((await call(path, { token: viewer })).status).toBe(403);
      expect((await call(path, { token: accounting })).status).toBe(403);
    }
    for (const path of changes) {
      expect((await call(path, { token: null, json: { version: 1 } })).status).toBe(401);
      expect((await call(path, { token: viewer, json: { version: 1 } })).status).toBe(403);
      expect((await call(path, { token: accounting, json: { version: 1 } })).status).toBe(403);
    }
  });

  it('refuses branch 102 to parts@ (403) on every endpoint, writing nothing', async () => {
    const before = await writes();
    for (const path of ['dashboard?brnId=102', 'batches?brnId=102', 'lines?brnId=102', 'posting-list?brnId=102', `lines/${other.line}`]) expect((await call(path)).status).toBe(403);
    expect((await call(`lines/${other.line}/decision`, { json: { version: 1, decision: 'Accept' } })).status).toBe(403);
    expect((await call(`lines/${other.line}/recount`, { json: { version: 1, countedQty: 2 } })).status).toBe(403);
    expect((await call(`${other.inventory}/accept-under-threshold`, { json: { version: 1 } })).status).toBe(403);
    expect((await call(`${other.inventory}/approve`, { json: { version: 1 } })).status).toBe(403);
    expect((await call(`${other.inventory}/close-counting`, { json: { version: 1 } })).status).toBe(403);
    expect(await writes()).toEqual(before);
    expect((await linesOf('101')).every((l) => l.brnId === '101')).toBe(true);
  });
});

describe('the dashboard', () => {
  it('gives each branch its checklist, progress and results, the variance by zone and the biggest lines', async () => {
    const { status, body } = await call<InventoryDashboard>(`dashboard?year=${year}`);
    expect(status).toBe(200);
    expect(body.branches.map((b) => b.brnId)).toEqual(['101', '201']);
    const norcross = body.branches[0]!;
    expect(norcross.inventory?.status).toBe('Counting');
    expect(norcross.checklist.map((c) => c.key)).toEqual(['zeroCost', 'severalBins', 'noLocation', 'coreOutside', 'willCall', 'receiving']);
    expect(norcross.checklist[0]!.href).toBe('/binverification?brnId=101&tab=zeroCost');
    // Every bin of 101 holding stock, and each part on hand beyond its bins (NOLOC), is a tag: 70% returned, 55% entered, 35% verified.
    const issued = await stockTagsAt('101');
    expect(norcross.progress).toMatchObject({ tagsIssued: issued, tagsReturned: Math.round(issued * 0.7), tagsEntered: Math.round(issued * 0.55), tagsVerified: Math.round(issued * 0.35) });
    expect(norcross.progress.countersActive).toBeGreaterThan(0);
    expect(norcross.results.bookCents).toBeGreaterThan(0);
    expect(body.byZone.length).toBeGreaterThan(0);
    expect(body.topVariances.length).toBe(10);
    expect(body.warnPercent).toBe(2);
    expect((await call(`dashboard?year=20x6`)).body.message).toMatch(/^year: /);
  });
});

describe('reviewing lines', () => {
  it('refuses a bad payload with a 400 naming the field, writing nothing', async () => {
    const [line] = await linesOf('201');
    const before = await writes();
    expect((await call(`lines/${line!.id}/decision`, { json: { version: 1, decision: 'Maybe' } })).body.message).toMatch(/^decision: /);
    expect((await call(`lines/${line!.id}/decision`, { json: { version: 1, decision: 'Exclude' } })).body.message).toMatch(/^comment: Say why/);
    expect((await call(`lines/${line!.id}/recount`, { json: { version: 1, countedQty: -1 } })).body.message).toMatch(/^countedQty: /);
    expect((await call(`${line!.id}/accept-under-threshold`, { json: {} })).body.message).toMatch(/^version: /);
    expect((await call(`lines?year=2026&f.decision=Maybe&sort=nope`)).status).toBe(400);
    expect(await writes()).toEqual(before);
  });

  it('refuses a stale version (409) and keeps the other change', async () => {
    const [line] = (await linesOf('201')).filter((l) => l.decision === null);
    const version = await lineVersion(line!.id);
    expect((await call(`lines/${line!.id}/decision`, { json: { version: version + 1, decision: 'Accept' } })).body.message).toBe(RECORD_CHANGED_MESSAGE);
    const batch = await batchOf('201');
    expect((await call(`${batch.id}/accept-under-threshold`, { json: { version: batch.version + 1 } })).status).toBe(409);
  });

  it('refuses Accept on a line over the threshold until it is recounted; recounts it and accepts it, audited before and after', async () => {
    const batch = await batchOf('201');
    expect(batch.lines.overThreshold).toBe(2);
    const over = (await linesOf('201')).filter((l) => l.recounted === 'No' && Math.abs(Number(l.varianceValue)) > 100);
    const line = over[0]!;
    const refused = await call(`lines/${line.id}/decision`, { json: { version: await lineVersion(line.id), decision: 'Accept' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(new RegExp(`^Tag ${line.tagNo} \\(${line.partNo}\\) is .* over the \\$100\\.00 threshold`));
    expect((await call(`lines/${line.id}/recount`, { json: { version: await lineVersion(line.id), countedQty: line.bookQty } })).body.message).toBe(`Tag ${line.tagNo} was not sent to recount.`);
    expect((await call(`lines/${line.id}/decision`, { json: { version: await lineVersion(line.id), decision: 'Recount', comment: 'Second team' } })).status).toBe(200);
    const recounted = await call<AdjustmentRow>(`lines/${line.id}/recount`, { json: { version: await lineVersion(line.id), countedQty: line.bookQty } });
    expect(recounted.body).toMatchObject({ recounted: 'Yes', countedQty: line.bookQty, varianceQty: 0, decision: null });
    expect(await lastAudit('annual-inventory-line.recount', line.id)).toMatchObject({ before: { decision: 'Recount', recountedQty: null }, after: { decision: null, recountedQty: line.bookQty } });
    expect((await call(`lines/${line.id}/decision`, { json: { version: await lineVersion(line.id), decision: 'Accept' } })).body).toMatchObject({ decision: 'Accept' });
    const excluded = over[1]!;
    expect((await call(`lines/${excluded.id}/decision`, { json: { version: await lineVersion(excluded.id), decision: 'Exclude', comment: 'Consigned stock' } })).body).toMatchObject({ decision: 'Exclude', comment: 'Consigned stock' });
    expect(await lastAudit('annual-inventory-line.decision', excluded.id)).toMatchObject({ before: { decision: null }, after: { decision: 'Exclude', comment: 'Consigned stock' } });
  });

  it('accepts every undecided line under the threshold at once, audited', async () => {
    const batch = await batchOf('201');
    const { body } = await call<{ accepted: number }>(`${batch.id}/accept-under-threshold`, { json: { version: batch.version } });
    expect(body.accepted).toBe(batch.lines.undecided - 1);
    expect((await lastAudit('annual-inventory-line.accept-under-threshold', batch.id))?.after).toMatchObject({ decision: 'Accept' });
    expect((await batchOf('201')).lines).toMatchObject({ undecided: 1, recount: 0 });
  });
});

describe('closing counting', () => {
  it('comes before approval (409 while counting)', async () => {
    const counting = await batchOf('101');
    expect((await call(`${counting.id}/approve`, { json: { version: counting.version } })).body.message).toMatch(/still counting/);
  });

  it('is refused while tags are not entered and once in review (409), then closes into review, audited', async () => {
    const counting = await batchOf('101');
    const notEntered = (await stockTagsAt('101')) - Math.round((await stockTagsAt('101')) * 0.55);
    expect(counting.tagsNotEntered).toBe(notEntered);
    const before = await writes();
    expect((await call(`${counting.id}/close-counting`, { json: { version: counting.version } })).body.message).toBe(`${notEntered} tags are not entered yet.`);
    expect((await call(`${counting.id}/close-counting`, { json: { version: counting.version + 1 } })).body.message).toBe(RECORD_CHANGED_MESSAGE);
    expect((await call(`${counting.id}/close-counting`, { json: {} })).body.message).toMatch(/^version: /);
    expect(await writes()).toEqual(before);
    const review = await batchOf('201');
    expect((await call(`${review.id}/close-counting`, { json: { version: review.version } })).body.message).toBe('The count is in review already.');
    await api.db.execute(sql`update phys_inventory_tags set counted_qty = book_qty, entered_at = now() where inventory_id = ${counting.id} and entered_at is null`);
    expect((await call(`${counting.id}/close-counting`, { json: { version: counting.version } })).status).toBe(200);
    expect(await lastAudit('annual-inventory.close-counting', counting.id)).toMatchObject({ before: { status: 'Counting' }, after: { status: 'Review' } });
    expect((await batchOf('101')).status).toBe('Review');
  });
});

describe('approving the batch', () => {
  it('is refused with lines undecided (409)', async () => {
    const review = await batchOf('201');
    expect((await call(`${review.id}/approve`, { json: { version: review.version } })).body.message).toBe('1 line has no decision yet.');
  });

  it('takes the parts manager, then a second person as controller; then the batch is locked and its posting list exports', async () => {
    const [last] = (await linesOf('201')).filter((l) => l.decision === null);
    expect((await call(`lines/${last!.id}/decision`, { json: { version: await lineVersion(last!.id), decision: 'Accept' } })).status).toBe(200);
    let batch = await batchOf('201');
    expect(batch.nextApproval).toBe('annual-inventory-parts-manager');
    expect(batch.approvalRefusal).toBeNull();
    expect((await call(`${batch.id}/approve`, { json: { version: batch.version + 1 } })).body.message).toBe(RECORD_CHANGED_MESSAGE);
    expect((await call(`${batch.id}/approve`, { json: { version: batch.version } })).status).toBe(200);
    expect(await lastAudit('annual-inventory.approve', batch.id)).toMatchObject({ before: { partsManagerApprovedBy: null }, after: { status: 'Review' } });
    batch = await batchOf('201');
    expect(batch.nextApproval).toBe('annual-inventory-controller');
    const again = await call(`${batch.id}/approve`, { json: { version: batch.version } });
    expect(again.status).toBe(403);
    expect(again.body.message).toMatch(/controller must be someone else/);
    expect((await call(`${batch.id}/approve`, { token: admin, json: { version: batch.version } })).status).toBe(200);
    batch = await batchOf('201');
    expect(batch).toMatchObject({ status: 'Approved', controllerApprovedBy: 'Alex Admin', partsManagerApprovedBy: 'Pat Parts', nextApproval: null });
    expect(batch.glEntry.map((l) => l.acctId)).toEqual(['1400', '5490']);
    expect(Math.max(batch.glEntry[0]!.debitCents, batch.glEntry[0]!.creditCents)).toBe(Math.abs(batch.acceptedNetCents));

    const [line] = await linesOf('201');
    const before = await writes();
    expect((await call(`lines/${line!.id}/decision`, { json: { version: await lineVersion(line!.id), decision: 'Exclude', comment: 'late' } })).body.message).toBe(LOCKED_MESSAGE);
    expect((await call(`${batch.id}/accept-under-threshold`, { json: { version: batch.version } })).body.message).toBe(LOCKED_MESSAGE);
    expect((await call(`${batch.id}/approve`, { token: admin, json: { version: batch.version } })).body.message).toBe(LOCKED_MESSAGE);
    expect(await writes()).toEqual(before);

    const posting = await call(`posting-list?year=${year}&brnId=201&format=csv`);
    expect(posting.status).toBe(200);
    const csv = (posting.body as unknown as { text: string }).text.trim().split(/\r?\n/);
    expect(csv[0]).toContain('Variance $');
    expect(csv.length - 1).toBe(batch.lines.accepted);
  });
});
