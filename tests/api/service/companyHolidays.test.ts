import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newYorkDay } from '../../../src/domain/businessDays';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { ALL_BRANCHES_MESSAGE, PAST_HOLIDAY_MESSAGE, type CompanyHoliday } from '../../../src/domain/service/companyHolidays';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let service: string;
let admin: string;
let viewer: string;
let accounting: string;

const year = Number(newYorkDay(Date.now()).slice(0, 4));
const nextYear = year + 1;
type Year = { year: number; holidays: CompanyHoliday[]; branches: string[]; holdsEveryBranch: boolean; message?: string };

const call = async <T = { id: number; message?: string }>(path: string, init: { json?: unknown; token?: string | null; method?: string } = {}) => {
  const response = await api.request(`service/company-holidays${path}`, { token: init.token === undefined ? service : init.token, json: init.json, method: init.method });
  return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as T & { message?: string } };
};
const yearOf = (y: number, token?: string) => call<Year>(`?year=${y}`, { token });
const holiday = (json: Record<string, unknown> = {}) => ({ day: `${nextYear}-03-13`, name: 'Norcross open house', branches: ['101'], ...json });
const writes = async () => ({ holidays: await countRows(api, 'company_holidays'), audit: await countRows(api, 'audit_log') });
const auditOf = async (action: string, id: number) =>
  (await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(api.db, sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`))[0];

beforeAll(async () => {
  api = await createTestApi();
  [service, admin, viewer, accounting] = await api.tokensOf('service@demo.local', 'admin@demo.local', 'viewer@demo.local', 'accounting@demo.local');
});
afterAll(() => api.close());

describe('who may keep company holidays', () => {
  it('needs a token (401) and the holidays permission (403 for the viewer and accounting), on every endpoint', async () => {
    for (const token of [null, viewer, accounting]) {
      const status = token === null ? 401 : 403;
      expect((await yearOf(year, token as string)).status).toBe(status);
      expect((await call('', { json: holiday(), token })).status).toBe(status);
      expect((await call('/1', { method: 'PUT', json: { ...holiday(), version: 1 }, token })).status).toBe(status);
      expect((await call('/1', { method: 'DELETE', json: { version: 1 }, token })).status).toBe(status);
      expect((await call('/copy', { json: { fromYear: year, toYear: nextYear }, token })).status).toBe(status);
    }
  });

  it('lists the year of the seed: the group’s US holidays and the branch days of the user’s branches only', async () => {
    const mine = await yearOf(year);
    expect(mine.status).toBe(200);
    expect(mine.body.holidays.map((h) => h.name)).toEqual(expect.arrayContaining(['Thanksgiving Day', 'Christmas Eve', 'Norcross shop safety training']));
    expect(mine.body.holidays.some((h) => h.name === 'Alabama year-end lunch')).toBe(false);
    expect(mine.body.holdsEveryBranch).toBe(false);
    expect((await yearOf(year, admin)).body.holidays.some((h) => h.name === 'Alabama year-end lunch')).toBe(true);
    expect((await call('?year=abc')).status).toBe(400);
  });

  it('refuses another branch (403) and a holiday of all branches to someone who lacks some (403), with nothing written', async () => {
    const before = await writes();
    const other = await call('', { json: holiday({ branches: ['101', '102'] }) });
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/102/);
    const all = await call('', { json: holiday({ allBranches: true, branches: [] }) });
    expect(all.status).toBe(403);
    expect(all.body.message).toBe(ALL_BRANCHES_MESSAGE);
    const seeded = (await yearOf(year, admin)).body.holidays.find((h) => h.name === 'Alabama year-end lunch')!;
    expect((await call(`/${seeded.id}`, { method: 'PUT', json: { ...holiday(), version: seeded.version } })).status).toBe(403);
    expect((await call(`/${seeded.id}`, { method: 'DELETE', json: { version: seeded.version } })).status).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('refuses a bad payload naming the field (400), with nothing written', async () => {
    const before = await writes();
    const noBranch = await call('', { json: holiday({ branches: [] }) });
    expect(noBranch.status).toBe(400);
    expect(noBranch.body.message).toMatch(/^branches:/);
    expect((await call('', { json: holiday({ dayPart: 'Closes early' }) })).body.message).toMatch(/^closesAt:/);
    expect((await call('', { json: holiday({ day: `${year}-01-02` }) })).body.message).toMatch(/^day:/);
    expect((await call('', { json: holiday({ name: ' ' }) })).body.message).toMatch(/^name:/);
    expect(await writes()).toEqual(before);
  });
});

describe('changing a holiday', () => {
  it('adds, edits and deletes a future holiday of the branch, each audited before and after; a stale version is a 409', async () => {
    const made = await call('', { json: holiday({ dayPart: 'Closes early', closesAt: '12:00' }) });
    expect(made.status).toBe(201);
    expect((await auditOf('company-holiday.create', made.body.id))?.after).toMatchObject({ name: 'Norcross open house', closesAt: '12:00', branches: ['101'] });
    const edited = await call(`/${made.body.id}`, { method: 'PUT', json: { ...holiday({ name: 'Norcross customer open house', emergencyOnly: true }), version: 1 } });
    expect(edited.status).toBe(200);
    const audit = await auditOf('company-holiday.edit', made.body.id);
    expect(audit?.before).toMatchObject({ name: 'Norcross open house', closesAt: '12:00' });
    expect(audit?.after).toMatchObject({ name: 'Norcross customer open house', closesAt: null, emergencyOnly: true, version: 2 });
    const stale = await call(`/${made.body.id}`, { method: 'PUT', json: { ...holiday(), version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);
    expect((await call(`/${made.body.id}`, { method: 'DELETE', json: { version: 1 } })).status).toBe(409);
    expect((await call(`/${made.body.id}`, { method: 'DELETE', json: { version: 2 } })).status).toBe(204);
    expect((await auditOf('company-holiday.delete', made.body.id))?.before).toMatchObject({ name: 'Norcross customer open house' });
  });

  it('keeps a past holiday as history: editing or deleting it is a 409', async () => {
    const newYear = (await yearOf(year, admin)).body.holidays.find((h) => h.name === "New Year's Day")!;
    const edit = await call(`/${newYear.id}`, { method: 'PUT', json: { ...holiday({ allBranches: true }), version: newYear.version }, token: admin });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(PAST_HOLIDAY_MESSAGE);
    expect((await call(`/${newYear.id}`, { method: 'DELETE', json: { version: newYear.version }, token: admin })).status).toBe(409);
  });

  it('copies a year onto the next, each moved by its US rule, leaving out what is there already', async () => {
    const before = await countRows(api, 'company_holidays');
    const copied = await call<{ copied: number; skipped: number }>('/copy', { json: { fromYear: nextYear, toYear: nextYear + 1 }, token: admin });
    expect(copied.status).toBe(200);
    expect(copied.body.copied).toBeGreaterThan(5);
    expect(await countRows(api, 'company_holidays')).toBe(before + copied.body.copied);
    const thanksgiving = (await yearOf(nextYear + 1, admin)).body.holidays.find((h) => h.name === 'Thanksgiving Day')!;
    const day = new Date(`${thanksgiving.day}T12:00:00Z`);
    expect([day.getUTCDay(), Math.ceil(day.getUTCDate() / 7)]).toEqual([4, 4]);
    expect((await call<{ copied: number }>('/copy', { json: { fromYear: nextYear, toYear: nextYear + 1 }, token: admin })).body.copied).toBe(0);
    expect((await call('/copy', { json: { fromYear: year, toYear: year } })).body.message).toMatch(/^toYear:/);
  });
});
