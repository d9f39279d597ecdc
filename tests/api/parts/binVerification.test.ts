import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { SAME_CONFIRMER_MESSAGE, type BinExceptionTabCounts, type BinVerificationRow } from '../../../src/domain/parts/binVerification';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { binExceptionCounts } from '../../../server/business/parts/binExceptions';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let parts: string;
let viewer: string;
let accounting: string;
let admin: string;
/** A part in NOLOC at 101, a part worth over $500 at 101, and a part at 102, which parts@ lacks. */
let noloc: string;
let costly: string;
let at102: string;

interface Record {
  id: number;
  version: number;
  foundBin: string | null;
  taskStatus: string | null;
  verifiedBy: number | null;
  secondBy: number | null;
}
type Answer<T> = { status: number; body: T & { message?: string } };
const call = async <T = Record>(path: string, init: { json?: unknown; token?: string | null } = {}): Promise<Answer<T>> => {
  const response = await api.request(`parts/bin-verifications${path}`, { token: init.token === undefined ? parts : init.token, json: init.json });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const found = (json: { [key: string]: unknown }, token?: string | null) => call('', { json: { brnId: '101', partNo: noloc, exception: 'noLocation', foundBin: 'A03-2B', ...json }, token });
const writes = async () => ({ records: await countRows(api, 'bin_verifications'), audit: await countRows(api, 'audit_log') });
const lastAudit = async (action: string, id: number) =>
  (await queryRows<{ before: { [key: string]: unknown } | null; after: { [key: string]: unknown } }>(
    api.db,
    sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`,
  ))[0];
const rowOf = async (exception: string, brnId: string, partNo: string) =>
  (await call<ListAnswer<BinVerificationRow>>(`?exception=${exception}&brnId=${brnId}&q=${encodeURIComponent(partNo)}`)).body.rows.find((r) => r.partNo === partNo);

beforeAll(async () => {
  api = await createTestApi();
  [parts, viewer, accounting, admin] = await api.tokensOf('parts@demo.local', 'viewer@demo.local', 'accounting@demo.local', 'admin@demo.local');
  const first = async (condition: ReturnType<typeof sql>) => (await queryRows<{ part_no: string }>(api.db, sql`select pb.part_no from excede_part_branches pb join excede_part_master pm on pm.part_no = pb.part_no where ${condition} order by pb.part_no limit 1`))[0]!.part_no;
  noloc = await first(sql`pb.brn_id = '101' and pb.on_hand > 0 and exists (select 1 from excede_part_bins b where b.part_no = pb.part_no and b.brn_id = '101' and b.bin = 'NOLOC')`);
  costly = await first(sql`pb.brn_id = '101' and pb.on_hand * pm.cost > 600`);
  at102 = await first(sql`pb.brn_id = '102' and pb.on_hand > 0`);
});
afterAll(() => api.close());

describe('who may use bin verification', () => {
  it('needs a token (401) and the bin verification permission (403): the viewer and accounting are refused every endpoint', async () => {
    const record = (await found({ partNo: noloc, exception: 'noBin' }, admin)).body;
    const endpoints: [string, unknown?][] = [
      ['?exception=noLocation'],
      ['/counts'],
      ['', { brnId: '101', partNo: noloc, exception: 'emptyBin', foundBin: 'A1' }],
      [`/${record.id}/found`, { version: record.version, foundBin: 'A1' }],
      [`/${record.id}/task`, { version: record.version }],
      [`/${record.id}/task/done`, { version: record.version }],
      [`/${record.id}/verify`, { version: record.version }],
    ];
    const before = await writes();
    for (const [path, json] of endpoints) {
      expect((await call(path, { json, token: null })).status, path).toBe(401);
      expect((await call(path, { json, token: viewer })).status, path).toBe(403);
      expect((await call(path, { json, token: accounting })).status, path).toBe(403);
    }
    expect(await writes()).toEqual(before);
  });

  it('refuses branch 102 to parts@ (403), in lists, counts, new records and another branch’s record, with nothing written', async () => {
    const other = (await found({ brnId: '102', partNo: at102 }, admin)).body;
    const before = await writes();
    expect((await call('?exception=noLocation&brnId=102')).status).toBe(403);
    expect((await call('/counts?brnId=102')).status).toBe(403);
    expect((await found({ brnId: '102', partNo: at102, exception: 'noBin' })).status).toBe(403);
    for (const path of ['found', 'task', 'task/done', 'verify']) {
      expect((await call(`/${other.id}/${path}`, { json: { version: other.version, foundBin: 'B1' } })).status, path).toBe(403);
    }
    expect(await writes()).toEqual(before);
  });
});

describe('the exception tabs', () => {
  it('lists a tab’s parts of the user’s branches with their bins, value and status, and counts every tab as the shared definitions do', async () => {
    const list = await call<ListAnswer<BinVerificationRow>>('?exception=noLocation');
    expect(list.status).toBe(200);
    expect(list.body.rows.length).toBeGreaterThan(0);
    expect(new Set(list.body.rows.map((r) => r.brnId))).toEqual(new Set(['101', '201']));
    const row = list.body.rows.find((r) => r.partNo === noloc && r.brnId === '101')!;
    expect(row.bins).toMatch(/^NOLOC \(\d+\)$/);
    expect(row.id).toBe(`101|${noloc}`);
    const counts = await call<BinExceptionTabCounts>('/counts');
    const shared = await binExceptionCounts(api.db, ['101', '201']);
    expect(counts.body.noLocation).toBe(list.body.total);
    expect(counts.body.severalBins).toBe(shared.get('101')!.severalBins + shared.get('201')!.severalBins);
  });

  it('refuses an unknown tab with a 400 naming it', async () => {
    const answer = await call('?exception=everything');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^exception: /);
  });
});

describe('found in bin, the bin-change task and verified', () => {
  it('refuses a bad payload with a 400 naming the field, writing nothing', async () => {
    const before = await writes();
    expect((await found({ foundBin: '  ' })).body.message).toMatch(/^foundBin: Enter the bin/);
    expect((await found({ exception: 'anything' })).body.message).toMatch(/^exception: /);
    expect((await found({ partNo: 'NO-SUCH-PART' })).body.message).toMatch(/^partNo: Branch 101 has no stock record/);
    expect(await writes()).toEqual(before);
  });

  it('records found in bin, opens and closes the bin-change task and verifies, each audited before and after; the row shows it', async () => {
    const created = await found({ foundBin: 'a03-2b' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ foundBin: 'A03-2B', taskStatus: null, version: 1 });
    expect((await lastAudit('bin-verification.found', created.body.id))?.after).toMatchObject({ foundBin: 'A03-2B' });
    expect((await found({})).status).toBe(409);

    const bad = await call(`/${created.body.id}/found`, { json: { version: 1, foundBin: '' } });
    expect(bad.body.message).toMatch(/^foundBin: /);
    const moved = await call(`/${created.body.id}/found`, { json: { version: 1, foundBin: 'B07-1A' } });
    expect(moved.body).toMatchObject({ foundBin: 'B07-1A', version: 2 });
    expect(await lastAudit('bin-verification.found', created.body.id)).toMatchObject({ before: { foundBin: 'A03-2B' }, after: { foundBin: 'B07-1A' } });

    const stale = await call(`/${created.body.id}/task`, { json: { version: 1 } });
    expect(stale).toMatchObject({ status: 409, body: { message: RECORD_CHANGED_MESSAGE } });
    const task = await call(`/${created.body.id}/task`, { json: { version: 2 } });
    expect(task.body).toMatchObject({ taskStatus: 'Open', version: 3 });
    expect(await lastAudit('bin-verification.task-open', created.body.id)).toMatchObject({ before: { taskStatus: null }, after: { taskStatus: 'Open' } });
    expect((await call(`/${created.body.id}/task`, { json: { version: 3 } })).status).toBe(409);
    const done = await call(`/${created.body.id}/task/done`, { json: { version: 3 } });
    expect(done.body).toMatchObject({ taskStatus: 'Done', version: 4 });

    const verified = await call(`/${created.body.id}/verify`, { json: { version: 4 } });
    expect(verified.status).toBe(200);
    expect(await lastAudit('bin-verification.verify', created.body.id)).toMatchObject({ before: { verifiedBy: null }, after: { verifiedBy: verified.body.verifiedBy } });
    const row = await rowOf('noLocation', '101', noloc);
    expect(row).toMatchObject({ status: 'Verified', foundBin: 'B07-1A', taskStatus: 'Done', verifiedBy: 'Pat Parts' });
    const hidden = await call<ListAnswer<BinVerificationRow>>(`?exception=noLocation&brnId=101&f.status=Not+checked&f.status=Found&f.status=Needs+second+person`);
    expect(hidden.body.rows.some((r) => r.partNo === noloc)).toBe(false);
  });

  it('keeps a verified row marked only until Excede’s data for it changes', async () => {
    const row = await rowOf('noLocation', '101', noloc);
    expect(row?.status).toBe('Verified');
    await api.db.execute(sql`update excede_part_branches set on_hand = on_hand + 1 where brn_id = '101' and part_no = ${noloc}`);
    await api.db.execute(sql`update excede_part_bins set qty = qty + 1 where brn_id = '101' and part_no = ${noloc} and bin = 'NOLOC'`);
    expect(await rowOf('noLocation', '101', noloc)).toMatchObject({ status: 'Found', foundBin: 'B07-1A', verifiedBy: null, verifiedAt: null });
  });

  it('asks a high-value part of a second, different person: the same one is refused (403), another confirms', async () => {
    const created = (await found({ partNo: costly, exception: 'severalBins', foundBin: 'C01-1A' })).body;
    const first = await call(`/${created.id}/verify`, { json: { version: created.version } });
    expect(first.body).toMatchObject({ needsSecond: true, secondBy: null });
    const again = await call(`/${created.id}/verify`, { json: { version: first.body.version } });
    expect(again).toMatchObject({ status: 403, body: { message: SAME_CONFIRMER_MESSAGE } });
    const second = await call(`/${created.id}/verify`, { json: { version: first.body.version }, token: admin });
    expect(second.status).toBe(200);
    expect(second.body.secondBy).not.toBe(first.body.verifiedBy);
    expect(await lastAudit('bin-verification.verify', created.id)).toMatchObject({ before: { secondBy: null }, after: { secondBy: second.body.secondBy } });
  });
});
