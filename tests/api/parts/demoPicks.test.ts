import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/database';
import { seedDemoPicksAfterImport } from '../../../server/db/seedPartsPicks';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
const picksByBranch = async () =>
  Object.fromEntries((await queryRows<{ brn_id: string; n: number }>(api.db, sql`select brn_id, count(*)::int as n from parts_picks group by brn_id`)).map((r) => [r.brn_id, r.n]));

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// On a first start the seed runs before Excede's first import, when there is no invoice to pick from yet.
it('seeds the demo morning of picks at 101 and 201 once the imports are in, and only once', async () => {
  await api.db.execute(sql`truncate parts_picks cascade`);
  await seedDemoPicksAfterImport(api.db);
  const first = await picksByBranch();
  expect(Object.keys(first).sort()).toEqual(['101', '201']);
  expect(first['101']).toBeGreaterThan(3);
  await seedDemoPicksAfterImport(api.db);
  expect(await picksByBranch()).toEqual(first);
});
