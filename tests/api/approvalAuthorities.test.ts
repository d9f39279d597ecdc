import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTHORITY_EXISTS, AUTHORITY_NOT_FOUND, NOT_AN_APPROVAL_KIND, OWN_AUTHORITY_MESSAGE, type ApprovalAuthorityRow } from '../../src/domain/approvalAuthorities';
import { RECORD_CHANGED_MESSAGE } from '../../src/domain/recordChange';
import { queryRows } from '../../server/db/database';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: string;
let accounting: string;
let viewer: string;
let ids: { admin: number; accounting: number; parts: number };

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const path = (userId: number, kind = '') => `users/${userId}/approval-authorities${kind ? `/${kind}` : ''}`;
const list = async (userId: number) => (await json<{ content: ApprovalAuthorityRow[] }>(await api.request(path(userId), { token: admin }))).content;
const put = (userId: number, kind: string, body: unknown, token = admin) => api.request(path(userId, kind), { method: 'PUT', token, json: body });
const remove = (userId: number, kind: string, version: unknown, token = admin) => api.request(`${path(userId, kind)}?version=${String(version)}`, { method: 'DELETE', token });
const message = async (response: Response) => ((await response.json()) as { message: string }).message;
const held = () => countRows(api, 'approval_authorities');
const audits = (action: string) =>
  queryRows<{ actor_user_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    api.db,
    sql`select actor_user_id, before, after from audit_log where action = ${action} order by id`,
  );

beforeAll(async () => {
  api = await createTestApi();
  [admin, accounting, viewer] = await api.tokensOf('admin@demo.local', 'accounting@demo.local', 'viewer@demo.local');
  const people = await queryRows<{ email: string; id: number }>(api.db, sql`select email, id from users where email like '%@demo.local'`);
  const idOf = (email: string) => people.find((p) => p.email === email)!.id;
  ids = { admin: idOf('admin@demo.local'), accounting: idOf('accounting@demo.local'), parts: idOf('parts@demo.local') };
});
afterAll(() => api.close());

describe('who may keep approval authorities', () => {
  it('needs a token, and a user administrator to change them; a user viewer may read them', async () => {
    expect((await api.request(path(ids.parts))).status).toBe(401);
    expect((await put(ids.parts, 'cash-over-short', { limit: '50.00' }, '')).status).toBe(401);
    expect((await api.request(path(ids.parts), { token: accounting })).status).toBe(403);
    const before = await held();
    expect((await put(ids.parts, 'cash-over-short', { limit: '50.00' }, accounting)).status).toBe(403);
    expect((await remove(ids.accounting, 'cash-over-short', 1, viewer)).status).toBe(403);
    expect(await held()).toBe(before);
  });

  it('never lets administrators change their own', async () => {
    const before = await held();
    const response = await put(ids.admin, 'bank-reconciliation', { limit: null });
    expect(response.status).toBe(403);
    expect(await message(response)).toBe(OWN_AUTHORITY_MESSAGE);
    expect(await held()).toBe(before);
  });
});

describe('granting, changing and removing one', () => {
  it('refuses a bad payload with the field it names, writing nothing', async () => {
    const before = await held();
    const cases: [string, unknown, string][] = [
      ['cash-over-short', { limit: 'twelve' }, 'limit: Enter the limit in dollars and cents, e.g. 250.00.'],
      ['cash-over-short', { limit: '0' }, 'limit: The limit must be more than $0.00.'],
      ['cash-over-short', { limit: '100000000.01' }, 'limit: The limit cannot be more than $100,000,000.00.'],
      ['cash-over-short', { limit: '5.00', version: 0 }, 'version: Reload the record and try again.'],
      ['wires-to-anyone', { limit: null }, NOT_AN_APPROVAL_KIND],
    ];
    for (const [kind, body, said] of cases) {
      const response = await put(ids.parts, kind, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await message(response)).toContain(said);
    }
    expect((await remove(ids.parts, 'cash-over-short', 'x')).status).toBe(400);
    expect((await put(999_999, 'cash-over-short', { limit: null })).status).toBe(404);
    expect(await held()).toBe(before);
  });

  it('grants with a limit, changes it as of the version seen (a stale version is a 409), removes it: each audited before and after', async () => {
    // parts@ also holds the demo's inventory authorities: this test follows cash over/short alone.
    const cashOverShort = async (userId: number) => (await list(userId)).filter((r) => r.kind === 'cash-over-short');
    const granted = await put(ids.parts, 'cash-over-short', { limit: '1,250.00' });
    expect(granted.status).toBe(200);
    const [authority] = (await json<{ content: ApprovalAuthorityRow[] }>(granted)).content;
    expect(authority).toMatchObject({ kind: 'cash-over-short', limitAmount: '1250.00', version: 1, updatedByName: 'Alex Admin' });

    const again = await put(ids.parts, 'cash-over-short', { limit: '20.00' });
    expect(again.status).toBe(409);
    expect(await message(again)).toBe(AUTHORITY_EXISTS);

    expect((await put(ids.parts, 'cash-over-short', { limit: null, version: 1 })).status).toBe(200);
    expect((await cashOverShort(ids.parts))[0]).toMatchObject({ limitAmount: null, version: 2 });
    const stale = await put(ids.parts, 'cash-over-short', { limit: '5.00', version: 1 });
    expect(stale.status).toBe(409);
    expect(await message(stale)).toBe(RECORD_CHANGED_MESSAGE);
    expect((await cashOverShort(ids.parts))[0]).toMatchObject({ limitAmount: null, version: 2 });

    expect((await remove(ids.parts, 'cash-over-short', 1)).status).toBe(409);
    expect((await remove(ids.parts, 'cash-over-short', 2)).status).toBe(200);
    expect(await cashOverShort(ids.parts)).toEqual([]);
    const gone = await remove(ids.parts, 'cash-over-short', 3);
    expect(gone.status).toBe(404);
    expect(await message(gone)).toBe(AUTHORITY_NOT_FOUND);

    const [grant] = (await audits('approval-authority.grant')).slice(-1);
    expect(grant).toMatchObject({ actor_user_id: ids.admin, before: null, after: { userId: ids.parts, kind: 'cash-over-short', limitAmount: '1250.00' } });
    const [change] = (await audits('approval-authority.change')).slice(-1);
    expect(change).toMatchObject({ before: { limitAmount: '1250.00', version: 1 }, after: { limitAmount: null, version: 2 } });
    const [removal] = (await audits('approval-authority.remove')).slice(-1);
    expect(removal).toMatchObject({ before: { kind: 'cash-over-short', limitAmount: null }, after: null });
  });

  it('lists what the demo seeded for a manager, with no one named for the seed', async () => {
    const rows = await list(ids.admin);
    expect(rows.find((r) => r.kind === 'cash-over-short')).toMatchObject({ limitAmount: null, version: 1, updatedByName: null });
  });
});
