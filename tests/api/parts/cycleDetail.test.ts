import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListAnswer } from '../../../src/domain/listQuery';
import type { CycleDetailRow, CycleTieOutRow } from '../../../src/domain/parts/cycleDetail';
import type { CycleDrill } from '../../../src/domain/parts/cycleDetailDrill';
import { queryRows } from '../../../server/db/database';
import { seedCycleHistory } from '../../../server/db/seedCycleCounts';
import { writeDemoExports } from '../../../server/excede/demo';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let dir: string;
let parts: string;
let viewer: string;
let accounting: string;

type Answer<T> = { status: number; body: T & { message?: string }; text: string; type: string | null };
const get = async <T>(pathAndQuery: string, token: string | null = parts): Promise<Answer<T>> => {
  const response = await api.request(`parts/cycle-detail${pathAndQuery}`, { token });
  const text = await response.text();
  const type = response.headers.get('content-type');
  return { status: response.status, text, type, body: (type?.includes('json') ? JSON.parse(text) : {}) as T & { message?: string } };
};

/** A finished count of parts@'s branch 101, to drill into. */
const aCount = async () =>
  (
    await queryRows<{ cycle_id: number; part_no: string }>(
      api.db,
      sql`select l.cycle_id, l.part_no from cycle_count_lines l join cycle_counts c on c.id = l.cycle_id where c.brn_id = '101' and l.adjustment_status = 'Approved' order by l.id limit 1`,
    )
  )[0]!;

beforeAll(async () => {
  api = await createTestApi();
  [parts, viewer, accounting] = await api.tokensOf('parts@demo.local', 'viewer@demo.local', 'accounting@demo.local');
  // The template's GL came from these same exports (same seed and scale); their side file is the cycle history behind it.
  dir = mkdtempSync(path.join(tmpdir(), 'portal-cycle-detail-'));
  await writeDemoExports(dir, 'test');
  await seedCycleHistory(api.db, dir);
}, 120_000);
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('who may read the cycle detail report', () => {
  const endpoints = ['', '/tie-out', '/drill?brnId=101&cycle=1&partNo=X'];

  it('needs a token (401) and the cycle detail permission (403: the viewer, accounting@) on every endpoint', async () => {
    for (const endpoint of endpoints) {
      expect((await get(endpoint, null)).status, endpoint).toBe(401);
      expect((await get(endpoint, viewer)).status, endpoint).toBe(403);
      expect((await get(endpoint, accounting)).status, endpoint).toBe(403);
    }
  });

  it("refuses another's branch (403): parts@ holds 101 and 201, not 102", async () => {
    expect((await get('?brnId=102')).status).toBe(403);
    expect((await get('/tie-out?brnId=102')).status).toBe(403);
    const refused = await get('/drill?brnId=102&cycle=1&partNo=X');
    expect(refused.status).toBe(403);
  });

  it('answers a bad filter with a 400 naming the field', async () => {
    expect((await get('?f.adjustmentSize.min=lots')).body.message).toMatch(/adjustmentSize/);
    expect((await get('?from=06/01/2026')).body.message).toMatch(/^from:/);
    expect((await get('/tie-out?sort=nothing')).body.message).toMatch(/^sort:/);
    for (const [query, field] of [
      ['brnId=&cycle=1&partNo=X', 'brnId'],
      ['brnId=101&cycle=abc&partNo=X', 'cycle'],
      ['brnId=101&cycle=1', 'partNo'],
    ] as const) {
      const answer = await get<{ errors: { field: string }[] }>(`/drill?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors[0]!.field).toBe(field);
    }
  });
});

describe('the lines', () => {
  it("answers the counted lines of the user's branches, approved adjustments with their approver, and their totals", async () => {
    const all = await get<ListAnswer<CycleDetailRow>>('?pageSize=500');
    expect(all.status).toBe(200);
    expect(new Set(all.body.rows.map((r) => r.brnId))).toEqual(new Set(['101', '201']));
    const approved = all.body.rows.filter((r) => r.line === 'Approved adjustment');
    expect(approved.length).toBeGreaterThan(5);
    expect(approved.every((r) => r.approvedBy === 'Pat Parts' && r.after - r.before === r.adjustmentQty)).toBe(true);
    expect(all.body.rows.filter((r) => r.line === 'Counted').every((r) => r.adjustmentQty === 0 && Number(r.adjustmentAmount) === 0 && r.approvedBy === null)).toBe(true);
    const cents = approved.reduce((sum, r) => sum + Math.round(Number(r.adjustmentAmount) * 100), 0);
    expect(Math.round(Number(all.body.totals.adjustmentAmount) * 100)).toBe(cents);
  });

  it('filters by line, minimum dollars, reason and branch', async () => {
    const big = await get<ListAnswer<CycleDetailRow>>('?f.line=Approved%20adjustment&f.adjustmentSize.min=20&brnId=201&pageSize=500');
    expect(big.body.rows.length).toBeGreaterThan(0);
    expect(big.body.rows.every((r) => r.brnId === '201' && Number(r.adjustmentSize) >= 20 && r.line === 'Approved adjustment')).toBe(true);
    const short = await get<ListAnswer<CycleDetailRow>>('?f.reason=Short%20on%20shelf&pageSize=500');
    expect(short.body.rows.every((r) => r.after < r.before)).toBe(true);
  });

  it('exports every matching line as CSV', async () => {
    const csv = await get('?format=csv&f.line=Approved%20adjustment');
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/csv/);
    expect(csv.text.split('\n')[0]).toMatch(/Branch.*Adjustment \$.*Approved by/);
  });
});

describe('the tie-out to account 5490', () => {
  it('ties every branch-month of the demo but the one where Birmingham wrote shrink off by hand, which differs by that entry', async () => {
    const answer = await get<ListAnswer<CycleTieOutRow>>('/tie-out?pageSize=100');
    expect(answer.status).toBe(200);
    const differs = answer.body.rows.filter((r) => r.status === 'Differs');
    expect(differs).toHaveLength(1);
    expect(differs[0]).toMatchObject({ brnId: '201', difference: '187.40' });
    expect(answer.body.rows.filter((r) => r.status === 'Ties').length).toBeGreaterThan(6);
    expect(answer.body.totals.difference).toBe('187.40');
  });

  it('exports the tie-out', async () => {
    const csv = await get('/tie-out?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.text).toMatch(/Differs/);
    expect(csv.text.split('\n')[0]).toMatch(/Month.*Cycle adjustments.*GL 5490.*Difference/);
  });
});

describe('the drill', () => {
  it("answers a part's counts and the stock that moved between them in date order, with a running quantity", async () => {
    const count = await aCount();
    const drill = await get<CycleDrill>(`/drill?brnId=101&cycle=${count.cycle_id}&partNo=${encodeURIComponent(count.part_no)}`);
    expect(drill.status).toBe(200);
    const { events } = drill.body;
    expect(events.filter((e) => e.chosen)).toHaveLength(1);
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort());
    const first = events.findIndex((e) => e.kind === 'Count');
    expect(events[first]!.runningQty).toBe(events[first]!.book! + (events[first]!.adjustmentStatus === 'Approved' ? events[first]!.adjustmentQty! : 0));
    events.slice(first + 1).forEach((e, i) => {
      if (e.kind !== 'Count') expect(e.runningQty).toBe(events[first + i]!.runningQty! + e.qty!);
    });
  });

  it('says plainly when the branch has no such count (404)', async () => {
    const count = await aCount();
    const missing = await get(`/drill?brnId=201&cycle=${count.cycle_id}&partNo=${encodeURIComponent(count.part_no)}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/Branch 201 has no finished count/);
  });
});
