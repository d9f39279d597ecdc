import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListAnswer } from '../../../src/domain/listQuery';
import type { BinVerificationRow } from '../../../src/domain/parts/binVerification';
import { queryRows } from '../../../server/db/database';
import { seedBinVerificationsAfterImport } from '../../../server/db/seedBinVerifications';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
const recordsByBranch = async () =>
  Object.fromEntries((await queryRows<{ brn_id: string; n: number }>(api.db, sql`select brn_id, count(*)::int as n from bin_verifications group by brn_id`)).map((r) => [r.brn_id, r.n]));

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('seeds a few checked parts at 101 and 201 once the imports are in, and only once: open bin-change tasks and verified rows', async () => {
  await seedBinVerificationsAfterImport(api.db);
  const first = await recordsByBranch();
  expect(Object.keys(first).sort()).toEqual(['101', '201']);
  await seedBinVerificationsAfterImport(api.db);
  expect(await recordsByBranch()).toEqual(first);

  const [token] = await api.tokensOf('parts@demo.local');
  const tab = async (exception: string) => ((await (await api.request(`parts/bin-verifications?exception=${exception}`, { token })).json()) as ListAnswer<BinVerificationRow>).rows;
  expect((await tab('severalBins')).filter((r) => r.taskStatus === 'Open').length).toBeGreaterThanOrEqual(2);
  expect((await tab('emptyBin')).filter((r) => r.status === 'Verified' && r.verifiedBy === 'Pat Parts').length).toBeGreaterThanOrEqual(2);
  expect((await tab('noLocation')).every((r) => r.status === 'Not checked')).toBe(true);
});
