import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PartPage, PartSearch } from '../../../src/domain/parts/partsResearch';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let parts: string;
let admin: string;
let viewer: string;
let accounting: string;
/** A demo part with a dash in its number and stock at Norcross, and a replaced number with its successor. */
let dashed: { part_no: string; description: string };
let chain: { old_part_no: string; new_part_no: string; effective_on: string };
let binned: { part_no: string; bin: string };

type Answer<T> = { status: number; body: T & { message?: string } };
const call = async <T>(path: string, init: { json?: unknown; token?: string | null } = {}): Promise<Answer<T>> => {
  const response = await api.request(`parts/research/${path}`, { token: init.token === undefined ? parts : init.token, json: init.json });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const find = (q: string, token?: string | null) => call<PartSearch>(`search?q=${encodeURIComponent(q)}`, { token });
const writes = async () => ({ lostSales: await countRows(api, 'lost_sales'), audit: await countRows(api, 'audit_log') });

beforeAll(async () => {
  api = await createTestApi();
  [parts, admin, viewer, accounting] = (await Promise.all(
    ['parts@demo.local', 'admin@demo.local', 'viewer@demo.local', 'accounting@demo.local'].map(async (e) => (await api.login(e)).token),
  )) as [string, string, string, string];
  [dashed] = await queryRows<typeof dashed>(api.db, sql`select part_no, description from excede_part_master m where part_no like '%-%'
      and exists (select 1 from excede_part_branches s where s.part_no = m.part_no and s.brn_id = '101') order by part_no limit 1`) as [typeof dashed];
  [chain] = await queryRows<typeof chain>(api.db, sql`select old_part_no, new_part_no, to_char(effective_on, 'YYYY-MM-DD') as effective_on from excede_supersessions
      where new_part_no not in (select old_part_no from excede_supersessions) order by old_part_no limit 1`) as [typeof chain];
  [binned] = await queryRows<typeof binned>(api.db, sql`select part_no, bin from excede_part_bins where brn_id = '101' and bin ~ '^[A-Z][0-9]{2}-' order by bin, part_no limit 1`) as [typeof binned];
});
afterAll(() => api.close());

describe('who may research parts', () => {
  it('needs a token (401) and the parts research permission (403 for the viewer and accounting)', async () => {
    expect((await find('LF', null)).status).toBe(401);
    expect((await find('LF', viewer)).status).toBe(403);
    expect((await find('LF', accounting)).status).toBe(403);
    expect((await call(encodeURIComponent(dashed.part_no), { token: viewer })).status).toBe(403);
    expect((await call(`${encodeURIComponent(dashed.part_no)}/lost-sale`, { token: accounting, json: {} })).status).toBe(403);
  });
});

describe('the search box', () => {
  it('finds a number typed with or without its dashes, in any case, first', async () => {
    for (const typed of [dashed.part_no, dashed.part_no.replace(/-/g, ''), dashed.part_no.toLowerCase().replace(/-/g, ' ')]) {
      const { status, body } = await find(typed);
      expect(status).toBe(200);
      expect(body.matches[0]).toMatchObject({ partNo: dashed.part_no, match: 'Part number' });
    }
  });

  it('finds a number behind a vendor prefix, and numbers by their first characters', async () => {
    expect((await find(`FLT-${dashed.part_no}`)).body.matches[0]).toMatchObject({ partNo: dashed.part_no, match: 'Part number' });
    const start = dashed.part_no.replace(/-/g, '').slice(0, 3);
    const { body } = await find(start);
    expect(body.matches.length).toBeGreaterThan(0);
    expect(body.matches.length).toBeLessThanOrEqual(20);
    expect(body.matches.every((m) => m.partNo.replace(/-/g, '').startsWith(start) || m.match !== 'Part number starts with')).toBe(true);
  });

  it('finds parts by the words of their description and by a bin at the user’s branches', async () => {
    const words = dashed.description.split(/[ ,]+/).slice(0, 2).join(' ');
    const described = (await find(words)).body.matches;
    expect(described.some((m) => m.match === 'Description')).toBe(true);
    expect(described.filter((m) => m.match === 'Description').every((m) => m.description.toLowerCase().includes(words.split(' ')[0]!.toLowerCase()))).toBe(true);
    const bins = (await find(binned.bin)).body.matches;
    expect(bins).toContainEqual(expect.objectContaining({ partNo: binned.part_no, match: 'Bin', bin: binned.bin }));
  });

  it('answers nothing for nothing found', async () => {
    expect((await find('zzqqxx')).body.matches).toEqual([]);
    expect((await find('')).body.matches).toEqual([]);
  });
});

describe('a part’s page', () => {
  it('resolves a replaced number to the current one and says so', async () => {
    const { status, body } = await call<PartPage>(encodeURIComponent(chain.old_part_no));
    expect(status).toBe(200);
    expect(body.requested).toBe(chain.old_part_no);
    expect(body.partNo).toBe(chain.new_part_no);
    expect(body.chain).toContainEqual({ oldPartNo: chain.old_part_no, newPartNo: chain.new_part_no, effectiveOn: chain.effective_on });
  });

  it('shows stock at every branch, the user’s first, with 24 months of demand; sales at the user’s branches only', async () => {
    const { body } = await call<PartPage>(encodeURIComponent(dashed.part_no));
    expect(body.branches.length).toBeGreaterThan(0);
    const firstOther = body.branches.findIndex((b) => !b.mine);
    if (firstOther >= 0) expect(body.branches.slice(firstOther).every((b) => !b.mine)).toBe(true);
    expect(body.branches.filter((b) => b.mine).every((b) => ['101', '201'].includes(b.brnId))).toBe(true);
    for (const b of body.branches) expect(b.available).toBe(b.onHand - b.committed);
    expect(body.demand).toHaveLength(24);
    expect(body.recent.every((r) => ['101', '201'].includes(r.brnId))).toBe(true);
    expect(body.recent.length).toBeLessThanOrEqual(20);
  });

  it('shows the cost to the parts manager only (parts@ is one; the administrator is not)', async () => {
    expect((await call<PartPage>(encodeURIComponent(dashed.part_no))).body.cost).toMatch(/^\d+\.\d{2}$/);
    expect((await call<PartPage>(encodeURIComponent(dashed.part_no), { token: admin })).body.cost).toBeNull();
  });

  it('answers 404 for an unknown number', async () => {
    expect((await call('NO-SUCH-PART')).status).toBe(404);
  });
});

describe('logging a lost sale', () => {
  const sale = { brnId: '101', qty: 2, source: 'Counter', customer: 'Walk-in', reason: 'Out of stock, customer went elsewhere' };
  const path = () => `${encodeURIComponent(dashed.part_no)}/lost-sale`;

  it('refuses a bad payload with a 400 naming the field, nothing written', async () => {
    const before = await writes();
    const { status, body } = await call(path(), { json: { ...sale, qty: 0 } });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^qty: /);
    expect((await call(path(), { json: { ...sale, reason: '' } })).body.message).toMatch(/reason: /);
    expect(await writes()).toEqual(before);
  });

  it('refuses another branch (403), nothing written', async () => {
    const before = await writes();
    expect((await call(path(), { json: { ...sale, brnId: '102' } })).status).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('records it, audited, and the part’s page lists it', async () => {
    const before = await writes();
    const { status, body } = await call<{ id: number }>(path(), { json: sale });
    expect(status).toBe(201);
    expect(await writes()).toEqual({ lostSales: before.lostSales + 1, audit: before.audit + 1 });
    const page = (await call<PartPage>(encodeURIComponent(dashed.part_no))).body;
    expect(page.lostSales[0]).toMatchObject({ id: body.id, brnId: '101', partNo: dashed.part_no, qty: 2, source: 'Counter', status: 'New' });
  });
});
