import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import type { SchedulerTemplate, ShiftPlan } from '../../../src/domain/service/schedulerTemplates';
import { companyHolidays } from '../../../server/db/companyHolidays';
import { queryRows } from '../../../server/db/database';
import { seedSchedulerTemplatesAfterImport } from '../../../server/db/seedSchedulerTemplates';
import { seedTimeOffAfterImport } from '../../../server/db/seedTimeOff';
import { technicianTimeOff } from '../../../server/db/technicianTimeOff';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let service: string;
let admin: string;
let viewer: string;
let accounting: string;
let techs101: string[];
let tech201: string;

type Answer = SchedulerTemplate & ShiftPlan & { message?: string; hours: Record<string, number>; templates: SchedulerTemplate[]; technicians: { empId: string; brnId: string }[] };
const call = async (path: string, init: { method?: string; json?: unknown; token?: string | null } = {}) => {
  const response = await api.request(`service/scheduler-templates${path}`, { method: init.method, token: init.token === undefined ? service : init.token, json: init.json });
  return { status: response.status, body: (await response.json()) as Answer };
};
const template = (over: Record<string, unknown> = {}) => ({
  brnId: '101',
  name: 'Swing shift',
  weekdays: [1, 2, 3, 4, 5],
  shiftStart: '10:00',
  shiftEnd: '18:30',
  breaks: [{ start: '14:00', end: '14:30' }],
  empIds: techs101.slice(0, 2),
  bays: ['B7'],
  ...over,
});
const create = (over: Record<string, unknown> = {}, token?: string | null) => call('', { json: template(over), token });
const writes = async () => ({ templates: await countRows(api, 'scheduler_templates'), shifts: await countRows(api, 'technician_shifts'), audit: await countRows(api, 'audit_log') });
const auditOf = async (action: string, id: number) =>
  (await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(api.db, sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`))[0];
// A week well ahead, Monday to Friday, in New York's winter time (-05:00).
const week = { from: '2027-03-01', to: '2027-03-05' };

beforeAll(async () => {
  api = await createTestApi();
  [service, admin, viewer, accounting] = await api.tokensOf('service@demo.local', 'admin@demo.local', 'viewer@demo.local', 'accounting@demo.local');
  const techs = await queryRows<{ excede_id: string; branch_code: string }>(api.db, sql`select excede_id, branch_code from excede_employees where is_technician and branch_code in ('101', '201') order by excede_id`);
  techs101 = techs.filter((t) => t.branch_code === '101').map((t) => t.excede_id);
  tech201 = techs.find((t) => t.branch_code === '201')!.excede_id;
  const adminId = (await queryRows<{ id: number }>(api.db, sql`select id from users where email = 'admin@demo.local'`))[0]!.id;
  const by = { createdBy: adminId, updatedBy: adminId };
  await api.db.insert(companyHolidays).values({ day: '2027-03-03', name: 'Norcross flood day', branches: ['101'], ...by });
  await api.db.insert(technicianTimeOff).values([
    { empId: techs101[0]!, brnId: '101', type: 'Vacation', fromAt: new Date('2027-03-01T12:00:00Z'), toAt: new Date('2027-03-01T20:30:00Z'), hours: '8.5', status: 'Requested', ...by },
    { empId: techs101[1]!, brnId: '101', type: 'Sick', fromAt: new Date('2027-03-05T12:00:00Z'), toAt: new Date('2027-03-05T20:30:00Z'), hours: '8.5', status: 'Denied', ...by },
  ]);
});
afterAll(() => api.close());

describe('the demo', () => {
  it('keeps a day and an early shift at 101 and one at 201, applies 101’s to the next two weeks but Thanksgiving and the day after, and writes nothing a second time', async () => {
    await seedTimeOffAfterImport(api.db);
    await seedSchedulerTemplatesAfterImport(api.db);
    const seeded = await queryRows<{ brn_id: string; name: string }>(api.db, sql`select brn_id, name from scheduler_templates order by brn_id, name`);
    expect(seeded).toEqual([{ brn_id: '101', name: 'Day shift' }, { brn_id: '101', name: 'Early shift' }, { brn_id: '201', name: 'Day shift' }]);
    const days = await queryRows<{ day: string }>(api.db, sql`select distinct day::text as day from technician_shifts order by day`);
    expect(days.map((d) => d.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    const before = await writes();
    await seedSchedulerTemplatesAfterImport(api.db);
    expect(await writes()).toEqual(before);
  });
});

describe('who may see and keep templates', () => {
  it('needs a token (401) and the templates permission (403 for the viewer and accounting), on every endpoint', async () => {
    for (const token of [null, viewer, accounting]) {
      const status = token === null ? 401 : 403;
      expect((await call('', { token })).status).toBe(status);
      expect((await create({}, token)).status).toBe(status);
      expect((await call('/1', { method: 'PUT', json: { ...template(), version: 1 }, token })).status).toBe(status);
      expect((await call('/1/copy', { json: {}, token })).status).toBe(status);
      expect((await call('/1/preview', { json: week, token })).status).toBe(status);
      expect((await call('/1/apply', { json: { ...week, version: 1 }, token })).status).toBe(status);
    }
  });

  it('shows the user’s branches only and refuses another branch’s template on every endpoint (403), with nothing written', async () => {
    const list = await call('');
    expect(list.body.templates.length).toBeGreaterThan(0);
    expect(list.body.templates.every((t) => t.brnId === '101')).toBe(true);
    expect(list.body.technicians.every((t) => t.brnId === '101')).toBe(true);
    expect((await call('?brnId=201')).status).toBe(403);
    const at201 = (await call('?brnId=201', { token: admin })).body.templates[0]!;
    const before = await writes();
    expect((await create({ brnId: '201', empIds: [tech201] })).status).toBe(403);
    expect((await call(`/${at201.id}`, { method: 'PUT', json: { ...template({ brnId: '201', empIds: [] }), version: at201.version } })).status).toBe(403);
    expect((await call(`/${at201.id}/copy`, { json: {} })).status).toBe(403);
    expect((await call(`/${at201.id}/preview`, { json: week })).status).toBe(403);
    expect((await call(`/${at201.id}/apply`, { json: { ...week, version: at201.version } })).status).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('refuses a bad payload naming the field (400), with nothing written', async () => {
    const before = await writes();
    expect((await create({ breaks: [{ start: '19:00', end: '19:30' }] })).body.message).toMatch(/^breaks:/);
    expect((await create({ shiftEnd: '09:00' })).body.message).toMatch(/^shiftEnd:/);
    expect((await create({ name: ' ' })).body.message).toMatch(/^name:/);
    expect((await create({ weekdays: [] })).body.message).toMatch(/^weekdays:/);
    expect((await create({ empIds: [tech201] })).body.message).toMatch(/^empIds:/);
    const id = (await call('')).body.templates[0]!.id;
    expect((await call(`/${id}/apply`, { json: { from: week.to, to: week.from, version: 1 } })).body.message).toMatch(/^to:/);
    expect((await call(`/${id}/preview`, { json: { from: '2027-03-01', to: '2027-06-01' } })).body.message).toMatch(/^to:/);
    expect(await writes()).toEqual(before);
  });
});

describe('making, changing, copying, previewing and applying a template', () => {
  let made: SchedulerTemplate;

  it('makes a template, audited, with its weekly hours', async () => {
    const answer = await create();
    expect(answer.status).toBe(201);
    made = answer.body;
    expect(made).toMatchObject({ name: 'Swing shift', brnId: '101', weeklyHours: 40, version: 1, bays: ['B7'] });
    expect((await auditOf('scheduler-template.create', made.id))?.after).toMatchObject({ name: 'Swing shift', shiftStart: '10:00' });
  });

  it('changes it as of the version seen (a stale one is a 409), audited before and after', async () => {
    const changed = await call(`/${made.id}`, { method: 'PUT', json: { ...template({ shiftEnd: '19:00' }), version: 1 } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ version: 2, weeklyHours: 42.5 });
    const audit = await auditOf('scheduler-template.change', made.id);
    expect(audit?.before).toMatchObject({ shiftEnd: '18:30' });
    expect(audit?.after).toMatchObject({ shiftEnd: '19:00', version: 2 });
    const before = await writes();
    const stale = await call(`/${made.id}`, { method: 'PUT', json: { ...template({ name: 'Late' }), version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);
    expect(await writes()).toEqual(before);
  });

  it('copies it under a new name, audited', async () => {
    const copy = await call(`/${made.id}/copy`, { json: {} });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Swing shift (copy)', shiftEnd: '19:00', empIds: made.empIds, version: 1 });
    expect((await auditOf('scheduler-template.copy', copy.body.id))?.after).toMatchObject({ name: 'Swing shift (copy)' });
  });

  it('previews a week without writing: each technician’s days and hours, and the days skipped and why', async () => {
    const before = await writes();
    const preview = await call(`/${made.id}/preview`, { json: week });
    expect(preview.status).toBe(200);
    const [first, second] = made.empIds as [string, string];
    expect(preview.body.skipped).toEqual([
      { empId: first, day: '2027-03-01', reason: 'Time off: Vacation (Requested)' },
      { empId: first, day: '2027-03-03', reason: 'Company holiday: Norcross flood day' },
      { empId: second, day: '2027-03-03', reason: 'Company holiday: Norcross flood day' },
    ]);
    expect(preview.body.hours).toEqual({ [first]: 25.5, [second]: 34 });
    expect(await writes()).toEqual(before);
  });

  it('applies it as of the version seen (stale: 409, nothing written), writing the shifts, reporting the skips, audited', async () => {
    const before = await writes();
    expect((await call(`/${made.id}/apply`, { json: { ...week, version: 1 } })).status).toBe(409);
    expect(await writes()).toEqual(before);
    const applied = await call(`/${made.id}/apply`, { json: { ...week, version: 2 } });
    expect(applied.status).toBe(200);
    expect(applied.body.shifts).toHaveLength(7);
    expect(applied.body.skipped).toHaveLength(3);
    const rows = await queryRows<{ day: string; start_at: Date; break_minutes: number }>(api.db, sql`select day::text as day, start_at, break_minutes from technician_shifts where template_id = ${made.id} order by emp_id, day`);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({ day: '2027-03-02', break_minutes: 30 });
    expect(new Date(rows[0]!.start_at).toISOString()).toBe('2027-03-02T15:00:00.000Z');
    const audit = await auditOf('scheduler-template.apply', made.id);
    expect(audit?.before).toEqual({ shifts: [] });
    expect((audit?.after as { skipped: unknown[] }).skipped).toHaveLength(3);
  });

  it('applied again (another template on the same days), replaces those technicians’ shifts, naming the ones replaced', async () => {
    const copy = (await call('')).body.templates.find((t) => t.name === 'Swing shift (copy)')!;
    const again = await call(`/${copy.id}/apply`, { json: { from: '2027-03-02', to: '2027-03-02', version: copy.version } });
    expect(again.body.shifts).toHaveLength(2);
    expect((await countRows(api, 'technician_shifts')) - (await queryRows(api.db, sql`select 1 from technician_shifts where template_id = ${copy.id}`)).length).toBeGreaterThan(0);
    expect(((await auditOf('scheduler-template.apply', copy.id))?.before as { shifts: unknown[] }).shifts).toHaveLength(2);
  });
});
