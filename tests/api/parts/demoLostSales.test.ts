import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { missRefusal, type MissState } from '../../../src/domain/parts/rootCauseAnalysis';
import type { RootCauseCode } from '../../../src/domain/parts/rootCauseCodes';
import { queryRows } from '../../../server/db/database';
import { seedDemoLostSalesAfterImport } from '../../../server/db/seedLostSales';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
const summary = async () =>
  queryRows<{ brn_id: string; status: string; miss_type: string; n: number }>(
    api.db,
    sql`select brn_id, status, miss_type, count(*)::int as n from lost_sales group by 1, 2, 3 order by 1, 2, 3`,
  );

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('seeds 13 weeks of misses at every branch once the imports are in, the same each time, and only once', async () => {
  const [{ last } = { last: 0 }] = await queryRows<{ last: number }>(api.db, sql`select coalesce(max(id), 0) as last from lost_sales`);
  await seedDemoLostSalesAfterImport(api.db);
  const first = await summary();
  const byBranch = (brnId: string) => first.filter((r) => r.brn_id === brnId).reduce((n, r) => n + r.n, 0);
  expect(new Set(first.map((r) => r.brn_id)).size).toBe(10);
  expect(byBranch('101')).toBeGreaterThan(byBranch('102') * 2);
  expect(new Set(first.map((r) => r.status))).toEqual(new Set(['New', 'Assigned', 'Action taken', 'Closed']));
  expect(new Set(first.map((r) => r.miss_type)).size).toBeGreaterThanOrEqual(5);
  await seedDemoLostSalesAfterImport(api.db);
  expect(await summary()).toEqual(first);

  // Every seeded miss keeps the rules a change to it meets: what its status needs, its codes of the right type, its note.
  const codes = new Map(
    (await queryRows<RootCauseCode>(api.db, sql`select id, code, type, active, note_required as "noteRequired" from root_cause_codes`)).map((c) => [c.id, c]),
  );
  const misses = await queryRows<MissState & { id: number; part_no: string; known: boolean }>(
    api.db,
    sql`select l.id, l.status, l.reason_code_id as "reasonCodeId", l.action_code_id as "actionCodeId", l.assigned_to as "assignedTo", l.note, l.part_no,
               exists (select 1 from excede_part_master m where m.part_no = l.part_no) as known
          from lost_sales l where l.id > ${last}`,
  );
  for (const miss of misses) {
    expect(miss.known).toBe(true);
    expect(missRefusal({ ...miss, status: 'New', reasonCodeId: null, actionCodeId: null, assignedTo: null, note: null }, miss, codes)).toBeNull();
  }
  const [audited] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from audit_log where action = 'lost-sale.change'`);
  expect(audited!.n).toBe(misses.filter((m) => m.status !== 'New').length);
});
