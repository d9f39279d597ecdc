import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { ASSIGNEE_NEEDED, MISS_CLOSED, REASON_NEEDED, type MissOptions, type MissRow, type MissTiles } from '../../../src/domain/parts/rootCauseAnalysis';
import type { RootCauseDetail } from '../../../src/domain/parts/rootCauseDetail';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { NOT_AN_ANALYST } from '../../../server/routes/parts/rootCauseAnalysis';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let parts: string;
let viewer: string;
let accounting: string;
let admin: string;
let partsId: number;
let code: Record<string, number>;
/** Parts of the catalogue the branches stock (on hand), do not stock, and an old number with a current one. */
let stocked: string;
let unstocked: string;
let superseded: { old: string; current: string };

type Answer<T> = { status: number; body: T & { message?: string } };
const call = async <T>(path: string, init: { json?: unknown; token?: string | null } = {}): Promise<Answer<T>> => {
  const response = await api.request(`parts/${path}`, { token: init.token === undefined ? parts : init.token, json: init.json });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const list = (query = '', token?: string | null) => call<ListAnswer<MissRow>>(`root-cause-analysis${query}`, { token });
const bulk = (json: Record<string, unknown>, token?: string | null) => call<{ changed: number }>('root-cause-analysis/bulk', { json, token });
const writes = async () => ({ lostSales: await countRows(api, 'lost_sales'), audit: await countRows(api, 'audit_log') });
const saleOf = async (id: number) =>
  (await queryRows<{ status: string; version: number; reason_code_id: number | null; action_code_id: number | null; assigned_to: number | null; note: string | null; miss_type: string | null }>(
    api.db,
    sql`select status, version, reason_code_id, action_code_id, assigned_to, note, miss_type from lost_sales where id = ${id}`,
  ))[0]!;
/** A lost sale logged at the counter on Parts Research, as parts@ (branch 101 or 201). */
const logged = async (partNo: string, brnId = '101', qty = 2) => {
  const made = await call<{ id: number }>(`research/${encodeURIComponent(partNo)}/lost-sale`, { json: { brnId, qty, source: 'Counter', customer: 'Ada Analysis', reason: 'Went to another dealer' } });
  expect(made.status).toBe(201);
  return made.body.id;
};
const rowOf = async (id: number) => (await saleOf(id)) && { id, version: (await saleOf(id)).version };

beforeAll(async () => {
  api = await createTestApi();
  [parts, viewer, accounting, admin] = (await Promise.all(['parts@demo.local', 'viewer@demo.local', 'accounting@demo.local', 'admin@demo.local'].map(async (e) => (await api.login(e)).token))) as [
    string,
    string,
    string,
    string,
  ];
  partsId = (await queryRows<{ id: number }>(api.db, sql`select id from users where email = 'parts@demo.local'`))[0]!.id;
  code = Object.fromEntries((await queryRows<{ code: string; id: number }>(api.db, sql`select code, id from root_cause_codes`)).map((c) => [c.code, c.id]));
  stocked = (await queryRows<{ part_no: string }>(api.db, sql`select part_no from excede_part_branches where brn_id = '101' and on_hand > 0 and max_qty > 0 and part_no not in (select old_part_no from excede_supersessions) order by part_no limit 1`))[0]!.part_no;
  unstocked = (await queryRows<{ part_no: string }>(
    api.db,
    sql`select part_no from excede_part_master m where not exists (select 1 from excede_part_branches s where s.part_no = m.part_no and s.brn_id = '101')
          and part_no not in (select old_part_no from excede_supersessions) order by part_no limit 1`,
  ))[0]!.part_no;
  const [link] = await queryRows<{ old: string; current: string }>(api.db, sql`select old_part_no as old, new_part_no as current from excede_supersessions s join excede_part_master m on m.part_no = s.old_part_no order by old_part_no limit 1`);
  superseded = link!;
});
afterAll(() => api.close());

describe('who may work root cause analysis', () => {
  it('needs a token (401) and the analysis permission (403): the viewer and accounting are refused on every endpoint', async () => {
    for (const token of [null, viewer, accounting]) {
      const status = token === null ? 401 : 403;
      expect((await list('', token)).status).toBe(status);
      expect((await call('root-cause-analysis/tiles', { token })).status).toBe(status);
      expect((await call('root-cause-analysis/options', { token })).status).toBe(status);
      expect((await bulk({ rows: [{ id: 1, version: 1 }], note: 'x' }, token)).status).toBe(status);
      expect((await call(`root-cause-detail?partNo=${stocked}`, { token })).status).toBe(status);
    }
  });

  it('refuses branch 102 to parts@ (403) on the list, tiles, detail and a change, writing nothing', async () => {
    const [other] = await queryRows<{ id: number; version: number }>(
      api.db,
      sql`insert into lost_sales (brn_id, part_no, description, qty, source, reason, created_by, updated_by) values ('102', ${stocked}, 'Elsewhere', 1, 'Counter', 'Went elsewhere', ${partsId}, ${partsId}) returning id, version`,
    );
    expect((await list('?brnId=102')).status).toBe(403);
    expect((await call('root-cause-analysis/tiles?brnId=102')).status).toBe(403);
    expect((await call(`root-cause-detail?partNo=${stocked}&brnId=102`)).status).toBe(403);
    expect((await call(`root-cause-detail?id=${other!.id}`)).status).toBe(403);
    const before = await writes();
    expect((await bulk({ rows: [other!], note: 'not mine' })).status).toBe(403);
    expect(await writes()).toEqual(before);
    expect((await list()).body.rows.some((r) => r.id === other!.id)).toBe(false);
  });
});

describe('recording a miss', () => {
  it('reads its miss type from the shelf: stocked with stock (the caller’s word), not stocked, an old number', async () => {
    expect((await saleOf(await logged(stocked))).miss_type).toBeNull();
    expect((await saleOf(await logged(unstocked))).miss_type).toBe('Not stocked');
    expect((await saleOf(await logged(superseded.old))).miss_type).toBe('Supersession not linked');
  });

  it('shows a new one in the grid as New, with its value lost at list price, and in the tiles', async () => {
    const id = await logged(stocked, '101', 3);
    const [price] = await queryRows<{ list_price: string }>(api.db, sql`select list_price::text from excede_part_master where part_no = ${stocked}`);
    const answer = await list(`?brnId=101&f.partNo=${encodeURIComponent(stocked)}`);
    expect(answer.status).toBe(200);
    const row = answer.body.rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({ brnId: '101', partNo: stocked, qty: 3, qtyFilled: 0, source: 'Counter', customer: 'Ada Analysis', employee: 'Pat Parts', status: 'New', reasonCode: null });
    expect(Number(row.lostValue)).toBeCloseTo(Number(price!.list_price) * 3, 2);
    const tiles = await call<MissTiles>(`root-cause-analysis/tiles?brnId=101&f.partNo=${encodeURIComponent(stocked)}`);
    expect(tiles.body).toMatchObject({ lines: answer.body.total, open: answer.body.total });
    expect(tiles.body.lostValue).toBe(answer.body.totals.lostValue);
    expect((await list('?f.status=New&f.missType=Not%20stocked')).body.rows.every((r) => r.status === 'New' && r.missType === 'Not stocked')).toBe(true);
  });

  it('counts a miss in its New York day: one logged at 8 pm on the 24th is the 24th’s, though UTC says the 25th', async () => {
    const id = await logged(stocked, '101', 1);
    await api.db.execute(sql`update lost_sales set created_at = '2026-11-25T01:00:00Z' where id = ${id}`);
    const ids = async (from: string, to: string) => (await list(`?brnId=101&from=${from}&to=${to}&f.partNo=${encodeURIComponent(stocked)}`)).body.rows.map((r) => r.id);
    expect(await ids('2026-11-24', '2026-11-24')).toContain(id);
    expect(await ids('2026-11-25', '2026-11-25')).not.toContain(id);
  });

  it('offers the codes and who may be assigned at the user’s branches', async () => {
    const options = await call<MissOptions>('root-cause-analysis/options');
    expect(options.body.assignees.some((a) => a.id === partsId)).toBe(true);
    expect(options.body.codes.map((c) => c.code)).toContain('NOSTK');
  });
});

describe('working misses in bulk', () => {
  it('refuses a bad payload with a 400 naming the field, writing nothing', async () => {
    const id = await logged(stocked);
    const row = await rowOf(id);
    const before = await writes();
    expect((await bulk({ rows: [] })).body.message).toMatch(/^rows: /);
    expect((await bulk({ rows: [row], status: 'Gone' })).body.message).toMatch(/^status: /);
    expect((await bulk({ rows: [row], reasonCodeId: code.ADDSTK })).body.message).toMatch(/^reasonCodeId: /);
    expect((await bulk({ rows: [row], actionCodeId: code.NOSTK })).body.message).toMatch(/^actionCodeId: /);
    expect((await bulk({ rows: [row], status: 'Assigned' })).body.message).toBe(`assignedTo: ${ASSIGNEE_NEEDED}`);
    expect((await bulk({ rows: [row], reasonCodeId: code.PRICE })).body.message).toMatch(/^note: Code PRICE needs a note/);
    expect((await bulk({ rows: [row], assignedTo: 999999 })).body.message).toBe(`assignedTo: ${NOT_AN_ANALYST}`);
    expect((await bulk({ rows: [row], status: 'Closed', assignedTo: partsId, actionCodeId: code.ADDSTK })).body.message).toBe(`reasonCodeId: ${REASON_NEEDED}`);
    expect(await writes()).toEqual(before);
  });

  it('refuses an inactive code newly given, but a miss that had it keeps it', async () => {
    const id = await logged(stocked);
    expect((await bulk({ rows: [await rowOf(id)], reasonCodeId: code.BINERR })).status).toBe(200);
    await api.db.execute(sql`update root_cause_codes set active = false where code = 'BINERR'`);
    try {
      const other = await logged(stocked);
      expect((await bulk({ rows: [await rowOf(other)], reasonCodeId: code.BINERR })).body.message).toBe('reasonCodeId: Code BINERR is no longer in use: choose another.');
      expect((await bulk({ rows: [await rowOf(id)], assignedTo: partsId, status: 'Assigned' })).status).toBe(200);
      expect((await list(`?f.reasonCode=BINERR`)).body.rows.some((r) => r.id === id)).toBe(true);
    } finally {
      await api.db.execute(sql`update root_cause_codes set active = true where code = 'BINERR'`);
    }
  });

  it('is all or nothing: one stale row is a 409 and no row changes', async () => {
    const [a, b] = [await logged(stocked), await logged(unstocked)];
    const rowA = await rowOf(a);
    const staleB = await rowOf(b);
    expect((await bulk({ rows: [staleB], note: 'someone else first' })).status).toBe(200);
    const before = await writes();
    const answer = await bulk({ rows: [rowA, staleB], reasonCodeId: code.NOSTK });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(RECORD_CHANGED_MESSAGE);
    expect(await writes()).toEqual(before);
    expect((await saleOf(a)).reason_code_id).toBeNull();
  });

  it('gives several misses a reason, action and assignee and closes them, each audited before and after', async () => {
    const ids = [await logged(stocked), await logged(unstocked)];
    const rows = await Promise.all(ids.map(rowOf));
    const auditBefore = await countRows(api, 'audit_log');
    const done = await bulk({ rows, reasonCodeId: code.NOSTK, actionCodeId: code.ADDSTK, assignedTo: partsId, note: 'Stock it at 101', status: 'Closed' });
    expect(done.status).toBe(200);
    expect(await countRows(api, 'audit_log')).toBe(auditBefore + 2);
    for (const id of ids) {
      expect(await saleOf(id)).toMatchObject({ status: 'Closed', reason_code_id: code.NOSTK, action_code_id: code.ADDSTK, assigned_to: partsId, note: 'Stock it at 101' });
      const [entry] = await queryRows<{ before: { status: string }; after: { status: string; reasonCodeId: number } }>(
        api.db,
        sql`select before, after from audit_log where action = 'lost-sale.change' and entity_id = ${String(id)} order by id desc limit 1`,
      );
      expect(entry!.before.status).toBe('New');
      expect(entry!.after).toMatchObject({ status: 'Closed', reasonCodeId: code.NOSTK });
    }
    const closed = await rowOf(ids[0]!);
    expect((await bulk({ rows: [closed], note: 'again' })).body.message).toBe(`status: ${MISS_CLOSED}`);
    expect((await list(`?f.status=Closed&f.reasonCode=NOSTK`)).body.rows.find((r) => r.id === ids[0])).toMatchObject({ actionCode: 'ADDSTK', assignedTo: 'Pat Parts' });
  });
});

describe('one part’s story', () => {
  it('answers its misses, stock, chain, 24 months and the changes made, by part or by a miss', async () => {
    const id = await logged(superseded.old, '201');
    await bulk({ rows: [await rowOf(id)], assignedTo: partsId, status: 'Assigned' });
    const byId = await call<RootCauseDetail>(`root-cause-detail?id=${id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ partNo: superseded.old, brnId: '201' });
    expect(byId.body.misses.map((m) => m.id)).toContain(id);
    expect(byId.body.chain.some((s) => s.oldPartNo === superseded.old && s.newPartNo === superseded.current)).toBe(true);
    expect(byId.body.months).toHaveLength(24);
    // Stock is shown at every branch of the user's, whichever branch the story is of.
    const [stocking] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from excede_part_branches where part_no = ${superseded.old} and brn_id in ('101', '201')`);
    expect(byId.body.stock).toHaveLength(stocking!.n);
    expect(byId.body.months.at(-1)!.lost).toBeGreaterThanOrEqual(2);
    expect(byId.body.actions[0]).toMatchObject({ lostSaleId: id, by: 'Pat Parts' });
    expect(byId.body.actions[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'Status', from: 'New', to: 'Assigned' },
        { field: 'Assigned to', from: null, to: 'Pat Parts' },
      ]),
    );
    const byPart = await call<RootCauseDetail>(`root-cause-detail?partNo=${encodeURIComponent(stocked)}`);
    expect(byPart.body.brnId).toBeNull();
    expect(byPart.body.stock.map((s) => s.brnId).every((b) => ['101', '201'].includes(b))).toBe(true);
    expect(byPart.body.months.reduce((n, m) => n + m.sold, 0)).toBeGreaterThanOrEqual(0);
    expect((await call('root-cause-detail')).body.message).toMatch(/^partNo: /);
    expect((await call('root-cause-detail?id=99999999')).status).toBe(404);
    expect((await call(`root-cause-detail?partNo=${stocked}`, { token: admin })).status).toBe(200);
  });
});
