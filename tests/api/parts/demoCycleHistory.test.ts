import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/database';
import { seedCycleHistory } from '../../../server/db/seedCycleCounts';
import { writeDemoExports } from '../../../server/excede/demo';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let dir: string;

beforeAll(async () => {
  api = await createTestApi();
  // The template imported these same exports (same seed and scale): the side file is the one its GL was posted from.
  dir = mkdtempSync(path.join(tmpdir(), 'portal-cycle-history-'));
  await writeDemoExports(dir, 'test');
}, 120_000);
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Each branch-month's approved cycle adjustments and the adjustment account's credit less debit, in cents. */
const monthsOf = () =>
  queryRows<{ brn_id: string; month: string; counted: number; posted: number }>(
    api.db,
    sql`with counted as (
          select c.brn_id, to_char(l.approved_at at time zone 'America/New_York', 'YYYY-MM') as month, sum(l.adjustment_amount * 100)::bigint as cents
            from cycle_count_lines l join cycle_counts c on c.id = l.cycle_id where l.adjustment_status = 'Approved' group by 1, 2),
        posted as (
          select brn_id, to_char(posted_on, 'YYYY-MM') as month, sum((credit - debit) * 100)::bigint as cents from excede_gl_lines where acct_id = '5490' group by 1, 2)
        select coalesce(counted.brn_id, posted.brn_id) as brn_id, coalesce(counted.month, posted.month) as month,
               coalesce(counted.cents, 0)::int as counted, coalesce(posted.cents, 0)::int as posted
          from counted full join posted on posted.brn_id = counted.brn_id and posted.month = counted.month order by 1, 2`,
  );

it('loads the past cycles of 101, 201, 102 and 104 once, and every month of theirs ties to account 5490 but one of Birmingham', async () => {
  expect(await seedCycleHistory(api.db, dir)).toBeGreaterThan(20);
  const branches = await queryRows<{ brn_id: string; cycles: number; approved: number }>(
    api.db,
    sql`select c.brn_id, count(distinct c.id)::int as cycles, count(*) filter (where l.adjustment_status = 'Approved')::int as approved
          from cycle_counts c join cycle_count_lines l on l.cycle_id = c.id group by 1 order by 1`,
  );
  expect(branches.map((b) => b.brn_id)).toEqual(['101', '102', '104', '201']);
  expect(branches.every((b) => b.cycles >= 6 && b.approved > 0)).toBe(true);
  const months = await monthsOf();
  const untied = months.filter((m) => m.counted !== m.posted);
  expect(untied).toHaveLength(1);
  expect(untied[0]).toMatchObject({ brn_id: '201', posted: untied[0]!.counted - 18_740 });
  expect(months.length).toBeGreaterThan(12);
  // A second run (a later import) adds nothing.
  expect(await seedCycleHistory(api.db, dir)).toBe(0);
});
