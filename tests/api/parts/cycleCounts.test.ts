import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { FIRST_COUNTER_RECOUNT, NEEDS_RECOUNT_FIRST } from '../../../src/domain/parts/cycleCounts';
import type { CountSheet, CycleDetail, CycleLineRow, CycleRow, CycleSummary } from '../../../src/domain/parts/cycleCountsList';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let parts: string;
let viewer: string;
let accounting: string;
let admin: string;
let counter1: string;
let counter2: string;

type Answer<T> = { status: number; body: T & { message?: string } };
const call = async <T = CycleDetail>(path: string, init: { json?: unknown; token?: string | null } = {}): Promise<Answer<T>> => {
  const response = await api.request(`parts/cycle-counts${path}`, { token: init.token === undefined ? parts : init.token, json: init.json });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const create = (json: Record<string, unknown>, token?: string | null) => call('', { json: { brnId: '101', cycle: 'A', startDate: '2026-11-23', ...json }, token });
const writes = async () => ({ cycles: await countRows(api, 'cycle_counts'), lines: await countRows(api, 'cycle_count_lines'), audit: await countRows(api, 'audit_log') });
const lastAudit = async (action: string, id: number) =>
  (await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> }>(api.db, sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`))[0];
const lineOf = async (id: number) =>
  (await queryRows<{ version: number; system_qty: number; part_no: string }>(api.db, sql`select version, system_qty, part_no from cycle_count_lines where id = ${id}`))[0]!;

/** A user of branch 101 who holds the cycle audit permission and nothing else, made by the administrator. */
async function makeCounter(email: string): Promise<string> {
  const [perm] = await queryRows<{ id: number }>(api.db, sql`select id from permissions where name = 'can view cycle audit report'`);
  const [branch] = await queryRows<{ id: number }>(api.db, sql`select id from branches where code = '101'`);
  const made = await api.request('users/create', {
    token: admin,
    json: { name: email, email, excedeId: '', roleIds: [], permissionIds: [perm!.id], branchIds: [branch!.id], landingPage: null, active: true, temporaryPassword: 'counting1' },
  });
  expect(made.status).toBe(201);
  return (await api.login(email, 'counting1')).token;
}

let cycle: CycleDetail;

beforeAll(async () => {
  api = await createTestApi();
  [parts, viewer, accounting, admin] = await api.tokensOf('parts@demo.local', 'viewer@demo.local', 'accounting@demo.local', 'admin@demo.local');
  counter1 = await makeCounter('first.counter@demo.local');
  counter2 = await makeCounter('second.counter@demo.local');
});
afterAll(() => api.close());

describe('who may use cycle counts', () => {
  it('needs a token (401) and the cycle audit permission (403) on every endpoint', async () => {
    const endpoints: [string, unknown?][] = [
      [''],
      ['/summary'],
      ['/lines?brnId=101&cycle=A&sdate=2026-11-23&incInvalid=false&type=all'],
      ['/cycle?brnId=101&cycle=A&sdate=2026-11-23'],
      ['/1/sheet'],
      ['', { brnId: '101', cycle: 'A', startDate: '2026-11-23' }],
      ['/1/lines/1/count', { version: 1, qty: 1 }],
      ['/1/lines/1/recount', { version: 1, qty: 1 }],
      ['/1/status', { version: 1, status: 'Review' }],
      ['/1/decisions', { decision: 'approve', lines: [{ id: 1, version: 1 }] }],
    ];
    for (const [path, json] of endpoints) {
      expect((await call(path, { json, token: null })).status, path).toBe(401);
      expect((await call(path, { json, token: viewer })).status, path).toBe(403);
      expect((await call(path, { json, token: accounting })).status, path).toBe(403);
    }
  });

  it('refuses branch 102 to parts@ (403) with nothing written', async () => {
    const before = await writes();
    expect((await create({ brnId: '102' })).status).toBe(403);
    expect((await call('?brnId=102')).status).toBe(403);
    expect((await call('/summary?brnId=102')).status).toBe(403);
    expect((await call('/lines?brnId=102&cycle=A&sdate=2026-11-23&incInvalid=false&type=all')).status).toBe(403);
    expect(await writes()).toEqual(before);
  });
});

describe('a new cycle', () => {
  it('refuses a bad payload with a 400 naming the field, writing nothing', async () => {
    const before = await writes();
    expect((await create({ brnId: 'x' })).body.message).toMatch(/^brnId: /);
    expect((await create({ cycle: 'Q' })).body.message).toMatch(/^cycle: /);
    expect((await create({ cycle: 'ZZ90-ZZ99' })).body.message).toMatch(/^cycle: Branch 101 stocks no part/);
    expect((await create({ startDate: '11/23/2026' })).body.message).toMatch(/^startDate: /);
    expect(await writes()).toEqual(before);
  });

  it('snapshots the class’s stock at the branch, audited; the same cycle twice is a 409', async () => {
    const made = await create({});
    expect(made.status).toBe(201);
    cycle = made.body;
    expect(cycle).toMatchObject({ brnId: '101', cycle: 'A', startDate: '2026-11-23', status: 'Counting', counted: 0 });
    const [stock] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from excede_part_branches pb join excede_part_master m using (part_no) where pb.brn_id = '101' and m.part_class = 'A'`);
    expect(cycle.scheduled).toBe(stock!.n);
    expect((await lastAudit('cycle-count.create', cycle.id))?.after).toMatchObject({ brnId: '101', code: 'A' });
    const again = await create({});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already has cycle A/);
  });
});

describe('counting blind, recounting, approving', () => {
  let sheet: CountSheet;

  it('answers the count sheet without any system quantity or variance, to anyone', async () => {
    for (const token of [counter1, parts, admin]) {
      const answer = await call<CountSheet>(`/${cycle.id}/sheet`, { token });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(['cycleId', 'lines', 'mode']);
      for (const line of answer.body.lines) expect(Object.keys(line).sort()).toEqual(['bin', 'description', 'id', 'myQty', 'partNo', 'version']);
    }
    sheet = (await call<CountSheet>(`/${cycle.id}/sheet`, { token: counter1 })).body;
    expect(sheet.lines.length).toBe(cycle.scheduled);
  });

  it('refuses a bad count (400 naming qty) and a stale one (409), writing nothing', async () => {
    const line = sheet.lines[0]!;
    const before = await writes();
    expect((await call(`/${cycle.id}/lines/${line.id}/count`, { json: { version: line.version, qty: -1 }, token: counter1 })).body.message).toMatch(/^qty: /);
    expect((await call(`/${cycle.id}/lines/${line.id}/count`, { json: { version: line.version, qty: 'two' }, token: counter1 })).body.message).toMatch(/^qty: /);
    const stale = await call(`/${cycle.id}/lines/${line.id}/count`, { json: { version: line.version + 1, qty: 1 }, token: counter1 });
    expect(stale).toMatchObject({ status: 409, body: { message: RECORD_CHANGED_MESSAGE } });
    expect(await writes()).toEqual(before);
  });

  it('keeps the drill blind while counting, then sends an A part’s variance to a recount by someone else', async () => {
    const line = sheet.lines[0]!;
    const { system_qty } = await lineOf(line.id);
    expect((await call(`/${cycle.id}/lines/${line.id}/count`, { json: { version: line.version, qty: system_qty + 2 }, token: counter1 })).status).toBe(200);
    const audit = await lastAudit('cycle-count.count', line.id);
    expect(audit?.before).toMatchObject({ count1Qty: null });
    expect(audit?.after).toMatchObject({ count1Qty: system_qty + 2, adjustmentStatus: 'Needs recount' });
    // Every other line counted as the system has it.
    for (const other of sheet.lines.slice(1)) {
      const { version, system_qty: qty } = await lineOf(other.id);
      expect((await call(`/${cycle.id}/lines/${other.id}/count`, { json: { version, qty }, token: counter1 })).status).toBe(200);
    }
    const drill = await call<ListAnswer<CycleLineRow>>(`/lines?brnId=101&cycle=A&sdate=2026-11-23&incInvalid=true&type=all`, { token: counter2 });
    expect(drill.status).toBe(200);
    expect(drill.body.rows.every((r) => r.systemQty === null && r.varianceQty === null && r.count1Qty === null)).toBe(true);
    const list = await call<ListAnswer<CycleRow>>('?brnId=101');
    expect(list.body.rows.find((r) => r.id === cycle.id)).toMatchObject({ counted: cycle.scheduled, netVariance: null, accuracy: null, recountsPending: 1 });
  });

  it('refuses the first counter the recount (403) and an approval before a recount (409)', async () => {
    const line = sheet.lines[0]!;
    const { version } = await lineOf(line.id);
    expect((await call<CountSheet>(`/${cycle.id}/sheet?mode=recount`, { token: counter1 })).body.lines).toEqual([]);
    const own = await call(`/${cycle.id}/lines/${line.id}/recount`, { json: { version, qty: 3 }, token: counter1 });
    expect(own).toMatchObject({ status: 403, body: { message: FIRST_COUNTER_RECOUNT } });
    const review = await call(`/${cycle.id}/status`, { json: { version: cycle.version, status: 'Review' } });
    expect(review.status).toBe(200);
    cycle = review.body;
    expect(cycle.decisions[0]).toMatchObject({ id: line.id, adjustmentStatus: 'Needs recount', refusal: NEEDS_RECOUNT_FIRST });
    const early = await call(`/${cycle.id}/decisions`, { json: { decision: 'approve', lines: [{ id: line.id, version }] } });
    expect(early).toMatchObject({ status: 409, body: { message: `${line.partNo}: ${NEEDS_RECOUNT_FIRST}` } });
  });

  it('takes another user’s recount, blind, and the counters may not approve it; the parts manager does', async () => {
    const line = sheet.lines[0]!;
    const recountSheet = (await call<CountSheet>(`/${cycle.id}/sheet?mode=recount`, { token: counter2 })).body;
    expect(recountSheet.lines.map((l) => l.id)).toEqual([line.id]);
    const { version, system_qty } = await lineOf(line.id);
    expect((await call(`/${cycle.id}/lines/${line.id}/recount`, { json: { version, qty: system_qty + 1 }, token: counter2 })).status).toBe(200);
    const after = await lineOf(line.id);
    for (const token of [counter1, counter2]) {
      const refused = await call(`/${cycle.id}/decisions`, { json: { decision: 'approve', lines: [{ id: line.id, version: after.version }] }, token });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/You recorded this count|no approval authority/);
    }
    const detail = (await call(`/cycle?brnId=101&cycle=A&sdate=2026-11-23`)).body;
    expect(detail.decisions[0]).toMatchObject({ adjustmentStatus: 'Awaiting approval', adjustmentQty: 1, refusal: null });
    const stale = await call(`/${cycle.id}/decisions`, { json: { decision: 'approve', lines: [{ id: line.id, version: after.version - 1 }] } });
    expect(stale.status).toBe(409);
    const approved = await call(`/${cycle.id}/decisions`, { json: { decision: 'approve', lines: [{ id: line.id, version: after.version }] } });
    expect(approved.status).toBe(200);
    expect((await lastAudit('cycle-count.approve', line.id))?.after).toMatchObject({ adjustmentStatus: 'Approved', finalQty: system_qty + 1, adjustmentQty: 1 });
  });

  it('shows quantities and variance once in review, by view, and closes once nothing waits', async () => {
    const variance = await call<ListAnswer<CycleLineRow>>(`/lines?brnId=101&cycle=A&sdate=2026-11-23&incInvalid=true&type=variance`);
    expect(variance.body.rows).toHaveLength(1);
    expect(variance.body.rows[0]).toMatchObject({ varianceQty: 1, recountQty: variance.body.rows[0]!.finalQty, adjustmentStatus: 'Approved' });
    const accurate = await call<ListAnswer<CycleLineRow>>(`/lines?brnId=101&cycle=A&sdate=2026-11-23&incInvalid=true&type=accurate`);
    expect(accurate.body.total).toBe(cycle.scheduled - 1);
    const bad = await call(`/lines?brnId=101&cycle=A&sdate=2026-11-23&incInvalid=maybe&type=all`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/true or false/);
    const closed = await call(`/${cycle.id}/status`, { json: { version: cycle.version, status: 'Closed' } });
    expect(closed.status).toBe(200);
    expect((await lastAudit('cycle-count.status', cycle.id))?.before).toMatchObject({ status: 'Review' });
    const summary = await call<CycleSummary>('/summary?brnId=101');
    expect(summary.body.coverage[0]).toMatchObject({ brnId: '101', counted: cycle.scheduled });
    expect(summary.body.accuracyTrend.at(-1)).toHaveProperty('101');
  });
});

describe('finishing a count with parts left uncounted', () => {
  it('asks the user to say so (409, nothing written), refuses a bad flag (400), then moves to review', async () => {
    const made = await create({ cycle: 'B', startDate: '2026-11-24' });
    expect(made.status).toBe(201);
    const fresh = made.body;
    const before = await writes();
    const asked = await call(`/${fresh.id}/status`, { json: { version: fresh.version, status: 'Review' } });
    expect(asked).toMatchObject({ status: 409, body: { message: `${fresh.scheduled} lines not counted yet: count them, or finish counting with them left uncounted.` } });
    const bad = await call(`/${fresh.id}/status`, { json: { version: fresh.version, status: 'Review', leaveUncounted: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^leaveUncounted: /);
    expect(await writes()).toEqual(before);
    const finished = await call(`/${fresh.id}/status`, { json: { version: fresh.version, status: 'Review', leaveUncounted: true } });
    expect(finished).toMatchObject({ status: 200, body: { status: 'Review', counted: 0 } });
  });
});
