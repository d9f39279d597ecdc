import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newYorkDay } from '../../../src/domain/businessDays';
import { zoneOfBin } from '../../../src/domain/parts/annualInventory';
import type { InventoryDashboard } from '../../../src/domain/parts/annualInventoryList';
import type { CountTag } from '../../../src/domain/parts/annualInventoryTags';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { DEMO_AS_OF } from '../../../server/demoAsOf';
import { seedAnnualInventoryAfterImport } from '../../../server/db/seedAnnualInventory';
import { PARTS_MANAGER_ONLY } from '../../../server/routes/parts/annualInventoryTags';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let parts: string;
let viewer: string;
let accounting: string;
let admin: string;
const year = Number(newYorkDay(DEMO_AS_OF).slice(0, 4));
const countDate = `${year}-12-31`;

type Answer<T> = { status: number; body: T & { message?: string; errors?: { field: string }[] } };
const call = async <T = Record<string, unknown>>(path: string, init: { json?: unknown; token?: string | null } = {}): Promise<Answer<T>> => {
  const response = await api.request(`parts/annual-inventory/${path}`, { token: init.token === undefined ? parts : init.token, json: init.json });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const writes = async () => ({
  inventories: await countRows(api, 'phys_inventories'),
  tags: await queryRows(api.db, sql`select id, version, counted_qty, returned_at, entered_by, verified_by, void_reason from phys_inventory_tags order by id`),
  lines: await countRows(api, 'phys_inventory_lines'),
  audit: await countRows(api, 'audit_log'),
});
const lastAudit = async (action: string, id: number) =>
  (await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> }>(api.db, sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`))[0];
const progressAt = async (brnId: string) => (await call<InventoryDashboard>(`dashboard?brnId=${brnId}`, { token: admin })).body.branches[0]!.progress;

/** Admin's count at 102 (a branch parts@ does not hold), started in beforeAll. */
let started: { id: number; tags: number };
/** The demo's counting inventory at 101. */
let norcross: number;

beforeAll(async () => {
  api = await createTestApi();
  [parts, viewer, accounting, admin] = await api.tokensOf('parts@demo.local', 'viewer@demo.local', 'accounting@demo.local', 'admin@demo.local');
  await seedAnnualInventoryAfterImport(api.db);
  [{ id: norcross }] = (await queryRows<{ id: number }>(api.db, sql`select id from phys_inventories where brn_id = '101' and year = ${year}`)) as [{ id: number }];
});
afterAll(() => api.close());

describe('who may start a count and work its tags', () => {
  const paths = ['start', '1/tags/1', '1/tags', 'tags/1/returned', 'tags/1/entry', 'tags/1/verify', 'tags/1/void'];
  it('needs a token (401) and the dashboard’s permission (403): the viewer and accounting are refused everywhere', async () => {
    for (const path of paths) {
      const json = path === '1/tags/1' ? undefined : { version: 1 };
      expect((await call(path, { token: null, json })).status).toBe(401);
      expect((await call(path, { token: viewer, json })).status).toBe(403);
      expect((await call(path, { token: accounting, json })).status).toBe(403);
    }
  });

  it('refuses branch 102 to parts@ (403) and a start by someone who is no parts manager, writing nothing', async () => {
    const before = await writes();
    expect((await call('start', { json: { brnId: '102', countDate, startAnyway: true } })).status).toBe(403);
    await api.db.execute(sql`delete from approval_authorities where kind = 'annual-inventory-parts-manager' and user_id = (select id from users where email = 'parts@demo.local')`);
    const refused = await call('start', { json: { brnId: '101', countDate: `${year + 1}-01-02`, startAnyway: true } });
    expect(refused).toMatchObject({ status: 403, body: { message: PARTS_MANAGER_ONLY } });
    await api.db.execute(sql`insert into approval_authorities (user_id, kind, created_by, updated_by) select id, 'annual-inventory-parts-manager', id, id from users where email = 'parts@demo.local'`);
    expect(await writes()).toEqual(before);
  });

  it('refuses a bad start with a 400 naming the field, writing nothing', async () => {
    const before = await writes();
    expect((await call('start', { json: { brnId: '101', countDate: '12/31/2026' } })).body.message).toMatch(/^countDate: /);
    expect((await call('start', { json: { brnId: '', countDate } })).body.message).toMatch(/^brnId: Choose the branch/);
    expect((await call('start', { json: { brnId: '101', countDate, teams: 0 } })).body.message).toMatch(/^teams: /);
    expect(await writes()).toEqual(before);
  });
});

describe('starting a count', () => {
  it('is refused (409) when the branch already has an open count that year, and while the checklist blocks it unless the manager starts anyway', async () => {
    const before = await writes();
    const open = await call('start', { json: { brnId: '101', countDate, startAnyway: true } });
    expect(open).toMatchObject({ status: 409, body: { message: `Branch 101 already has its ${year} count open (counting): finish it before starting another.` } });
    const checklist = (await call<InventoryDashboard>('dashboard?brnId=102', { token: admin })).body.branches[0]!.checklist;
    const blocking = checklist.filter((i) => ['willCall', 'receiving', 'zeroCost'].includes(i.key) && i.remaining > 0);
    expect(blocking.length).toBeGreaterThan(0);
    const blocked = await call('start', { token: admin, json: { brnId: '102', countDate } });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toMatch(/^The preparation checklist is not clear: .*\. Clear it, or start anyway\.$/);
    expect(blocked.body.errors).toEqual([{ field: 'startAnyway', message: blocked.body.message }]);
    expect(await writes()).toEqual(before);
  });

  it('freezes every bin with stock and every part on hand (NOLOC included) into tags 1..n in zone, aisle and bin order, in one go, audited', async () => {
    const answer = await call<{ id: number; tags: number }>('start', { token: admin, json: { brnId: '102', countDate, teams: 3, startAnyway: true } });
    expect(answer.status).toBe(201);
    started = answer.body;
    const [stock] = await queryRows<{ bins: number; noloc: number; units: number }>(
      api.db,
      sql`select (select count(*)::int from excede_part_bins where brn_id = '102' and qty > 0) as bins,
                 (select count(*)::int from excede_part_branches pb where brn_id = '102' and on_hand > coalesce((select sum(qty) from excede_part_bins b where b.part_no = pb.part_no and b.brn_id = '102' and qty > 0), 0)) as noloc,
                 (select coalesce(sum(qty), 0)::int from excede_part_bins where brn_id = '102' and qty > 0) as units`,
    );
    expect(started.tags).toBe(stock!.bins + stock!.noloc);
    const tags = await queryRows<{ tag_no: number; zone: string; aisle: string; bin: string; part_no: string; counter: string; book_qty: number }>(
      api.db,
      sql`select tag_no, zone, aisle, bin, part_no, counter, book_qty from phys_inventory_tags where inventory_id = ${started.id} order by tag_no`,
    );
    expect(tags.map((t) => t.tag_no)).toEqual(tags.map((_, i) => i + 1));
    const keys = tags.map((t) => [t.zone, t.aisle, t.bin, t.part_no].join('\u0000'));
    expect(keys).toEqual([...keys].sort());
    for (const t of tags) expect({ zone: t.zone, aisle: t.aisle }).toEqual(zoneOfBin(t.bin));
    expect(new Set(tags.map((t) => t.counter))).toEqual(new Set(['Team 1', 'Team 2', 'Team 3']));
    expect(tags.some((t) => t.bin === 'NOLOC')).toBe(true);
    expect(tags.filter((t) => t.bin !== 'NOLOC' || t.book_qty).length).toBe(tags.length);
    expect((await lastAudit('annual-inventory.start', started.id))?.after).toMatchObject({ brnId: '102', status: 'Counting', countDate });
    expect((await lastAudit('annual-inventory.freeze', started.id))?.after).toMatchObject({ tags: started.tags, teams: 3 });
    expect(await progressAt('102')).toMatchObject({ tagsIssued: started.tags, tagsEntered: 0 });
    const again = await call('start', { token: admin, json: { brnId: '102', countDate, startAnyway: true } });
    expect(again.status).toBe(409);
  });
});

describe('tags', () => {
  const tagAt = async (inventory: number, tagNo: number, token = admin) => call<CountTag>(`${inventory}/tags/${tagNo}`, { token });

  it('are found by number, blind: the answer never holds the book quantity or the cost', async () => {
    const { status, body } = await tagAt(started.id, 1);
    expect(status).toBe(200);
    expect(body).toMatchObject({ tagNo: 1, status: 'Issued', countedQty: null, brnId: '102' });
    expect(Object.keys(body)).not.toEqual(expect.arrayContaining(['bookQty']));
    expect(JSON.stringify(body)).not.toMatch(/book|cost/i);
    expect((await tagAt(started.id, 999_999)).status).toBe(404);
    expect((await call(`${started.id}/tags/1`)).status).toBe(403);
  });

  it('are returned, entered blind, and verified by someone other than who entered them; progress moves', async () => {
    const { body: tag } = await tagAt(started.id, 2);
    const returned = await call<CountTag>(`tags/${tag.id}/returned`, { token: admin, json: { version: tag.version } });
    expect(returned.body.status).toBe('Returned');
    expect((await call(`tags/${tag.id}/returned`, { token: admin, json: { version: returned.body.version } })).body.message).toBe('Tag 2 is returned already.');
    expect((await progressAt('102')).tagsReturned).toBe(1);

    const before = await writes();
    expect((await call(`tags/${tag.id}/entry`, { token: admin, json: { version: returned.body.version, countedQty: -1 } })).body.message).toMatch(/^countedQty: /);
    expect((await call(`tags/${tag.id}/entry`, { token: admin, json: { version: returned.body.version + 1, countedQty: 3 } })).body.message).toBe(RECORD_CHANGED_MESSAGE);
    expect(await writes()).toEqual(before);

    const entered = await call<CountTag>(`tags/${tag.id}/entry`, { token: admin, json: { version: returned.body.version, countedQty: 3 } });
    expect(entered.body).toMatchObject({ status: 'Entered', countedQty: 3, enteredBy: 'Alex Admin' });
    expect(JSON.stringify(entered.body)).not.toMatch(/book|cost/i);
    expect(await lastAudit('annual-inventory-tag.entry', tag.id)).toMatchObject({ before: { countedQty: null }, after: { countedQty: 3 } });
    expect(await countRows(api, 'phys_inventory_lines')).toBe(before.lines + 1);
    expect((await progressAt('102')).tagsEntered).toBe(1);

    const self = await call(`tags/${tag.id}/verify`, { token: admin, json: { version: entered.body.version } });
    expect(self).toMatchObject({ status: 403, body: { message: 'You entered tag 2: someone else must verify it.' } });
    const issued = (await tagAt(started.id, 3)).body;
    expect((await call(`tags/${issued.id}/verify`, { token: admin, json: { version: issued.version } })).body.message).toBe('Tag 3 has no count entered yet.');

  });

  it('at parts@’s own branch: parts@ enters, admin verifies', async () => {
    const [free] = await queryRows<{ tag_no: number }>(api.db, sql`select tag_no from phys_inventory_tags where inventory_id = ${norcross} and entered_at is null order by tag_no limit 1`);
    const tag = (await tagAt(norcross, free!.tag_no, parts)).body;
    const entered = await call<CountTag>(`tags/${tag.id}/entry`, { json: { version: tag.version, countedQty: 5 } });
    expect(entered.body).toMatchObject({ status: 'Entered', enteredBy: 'Pat Parts' });
    expect((await call(`tags/${tag.id}/verify`, { json: { version: entered.body.version } })).status).toBe(403);
    const verifiedBefore = (await progressAt('101')).tagsVerified;
    const verified = await call<CountTag>(`tags/${tag.id}/verify`, { token: admin, json: { version: entered.body.version } });
    expect(verified.body).toMatchObject({ status: 'Verified', verifiedBy: 'Alex Admin' });
    expect(await lastAudit('annual-inventory-tag.verify', tag.id)).toMatchObject({ before: { verifiedBy: null } });
    expect((await progressAt('101')).tagsVerified).toBe(verifiedBefore + 1);
    expect((await call(`tags/${tag.id}/entry`, { json: { version: verified.body.version, countedQty: 4 } })).body.message).toBe(`Tag ${tag.tagNo} is verified: its count no longer changes.`);
  });

  it('are voided with a reason (400 without one), and a void tag no longer changes', async () => {
    const tag = (await tagAt(started.id, 4)).body;
    const before = await writes();
    expect((await call(`tags/${tag.id}/void`, { token: admin, json: { version: tag.version, reason: ' ' } })).body.message).toMatch(/^reason: Say why/);
    expect(await writes()).toEqual(before);
    const voided = await call<CountTag>(`tags/${tag.id}/void`, { token: admin, json: { version: tag.version, reason: 'Torn, rewritten as a new tag' } });
    expect(voided.body).toMatchObject({ status: 'Void', voidReason: 'Torn, rewritten as a new tag' });
    expect(await lastAudit('annual-inventory-tag.void', tag.id)).toMatchObject({ before: { voidReason: null }, after: { voidReason: 'Torn, rewritten as a new tag' } });
    expect((await call(`tags/${tag.id}/entry`, { token: admin, json: { version: voided.body.version, countedQty: 1 } })).body.message).toBe('Tag 4 is void.');
    expect((await progressAt('102')).tagsIssued).toBe(started.tags - 1);
  });

  it('are added for a part found where the books say nothing: book 0, the next number, entered at once', async () => {
    const [part] = await queryRows<{ part_no: string }>(api.db, sql`select part_no from excede_part_master order by part_no limit 1`);
    const before = await writes();
    expect((await call(`${started.id}/tags`, { token: admin, json: { bin: 'A01-1A', partNo: 'NO-SUCH-PART', countedQty: 1, counter: 'Team 1' } })).body.message).toMatch(/No part has the number NO-SUCH-PART/);
    expect((await call(`${started.id}/tags`, { token: admin, json: { bin: '', partNo: part!.part_no, countedQty: 1, counter: 'Team 1' } })).body.message).toMatch(/^bin: /);
    expect((await call(`${started.id}/tags`, { json: { bin: 'A01-1A', partNo: part!.part_no, countedQty: 1, counter: 'Team 1' } })).status).toBe(403);
    expect(await writes()).toEqual(before);
    const added = await call<CountTag>(`${started.id}/tags`, { token: admin, json: { bin: 'b07-2c', partNo: part!.part_no, countedQty: 2, counter: 'Team 2' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ tagNo: started.tags + 1, bin: 'B07-2C', zone: 'B', aisle: 'B07', status: 'Entered', countedQty: 2, added: true });
    const [row] = await queryRows<{ book_qty: number }>(api.db, sql`select book_qty from phys_inventory_tags where id = ${added.body.id}`);
    expect(row!.book_qty).toBe(0);
    expect(await lastAudit('annual-inventory-tag.add', added.body.id)).toMatchObject({ after: { partNo: part!.part_no, bookQty: 0, added: true } });
  });

  it('no longer change once the count is in review (409)', async () => {
    const [inventory] = await queryRows<{ id: number }>(api.db, sql`select id from phys_inventories where brn_id = '201' and year = ${year}`);
    const tag = (await tagAt(inventory!.id, (await queryRows<{ tag_no: number }>(api.db, sql`select min(tag_no)::int as tag_no from phys_inventory_tags where inventory_id = ${inventory!.id}`))[0]!.tag_no, parts)).body;
    const before = await writes();
    expect((await call(`tags/${tag.id}/void`, { json: { version: tag.version, reason: 'late' } })).body.message).toBe('The count is in review: its tags no longer change.');
    expect((await call(`${inventory!.id}/tags`, { json: { bin: 'A01-1A', partNo: tag.partNo, countedQty: 1, counter: 'Team 1' } })).status).toBe(409);
    expect(await writes()).toEqual(before);
  });
});
