import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import type { ServiceSkill } from '../../../src/domain/service/skills';
import type { TechnicianSkillCell, TechnicianSkillMatrix } from '../../../src/domain/service/technicianSkills';
import { queryRows } from '../../../server/db/database';
import { seedTechnicianSkillsAfterImport } from '../../../server/db/seedTechnicianSkills';
import { countRows, createTestApi, type TestApi } from '../harness';
import { callerOf, expectRefused, lastAudit } from '../recordCalls';

let api: TestApi;
let service: string;
let admin: string;
let viewer: string;
let accounting: string;
let skills: ServiceSkill[];

const call = callerOf(() => api, 'service/technician-skills', () => service);
const matrix = async (query = '', token?: string) => (await call<TechnicianSkillMatrix>(query, { token })).body;
const writes = async () => ({ held: await countRows(api, 'technician_skills'), audit: await countRows(api, 'audit_log') });
const technicianAt = async (brnId: string) =>
  (await queryRows<{ empId: string }>(api.db, sql`select excede_id as "empId" from excede_employees where is_technician and branch_code = ${brnId} order by excede_id limit 1`))[0]!.empId;
const skill = (code: string) => skills.find((s) => s.code === code)!;
/** A skill a technician does not hold yet: cleared first when the demo gave it. */
async function freshSkill(empId: string, code: string): Promise<number> {
  const held = (await matrix('', admin)).technicians.find((t) => t.empId === empId)!.skills.find((s) => s.skillId === skill(code).id);
  if (held) await call(`/${held.id}`, { method: 'DELETE', json: { version: held.version }, token: admin });
  return skill(code).id;
}

beforeAll(async () => {
  api = await createTestApi();
  await seedTechnicianSkillsAfterImport(api.db);
  [service, admin, viewer, accounting] = await api.tokensOf('service@demo.local', 'admin@demo.local', 'viewer@demo.local', 'accounting@demo.local');
  const answer = await api.request('service/skills', { token: service });
  skills = ((await answer.json()) as { skills: ServiceSkill[] }).skills;
});
afterAll(() => api.close());

describe('who may see and change technicians’ skills', () => {
  it('needs a token (401) and the tech/skill link permission (403 for the viewer and accounting) on every endpoint, writing nothing', async () => {
    const before = await writes();
    const endpoints: [string, string | undefined, unknown][] = [
      ['', undefined, undefined],
      ['', 'POST', { empId: '1', skillId: 1, level: 2 }],
      ['/1', 'PUT', { level: 2, version: 1 }],
      ['/1/certification', 'POST', { certifiedOn: '2026-01-05', certificationExpires: '2028-01-05', version: 1 }],
      ['/1', 'DELETE', { version: 1 }],
    ];
    await expectRefused(call, endpoints, [viewer, accounting]);
    expect(await writes()).toEqual(before);
  });

  it('shows service@ the technicians of 101 only, and refuses another branch’s list and every change to its technician (403), writing nothing', async () => {
    const mine = await matrix();
    expect(mine.technicians.length).toBeGreaterThan(0);
    expect(new Set(mine.technicians.map((t) => t.brnId))).toEqual(new Set(['101']));
    expect(mine.skills.map((s) => s.code)).toContain('AC-609');
    expect((await call('?brnId=102')).status).toBe(403);
    const theirs = await technicianAt('102');
    const theirSkill = (await matrix('?brnId=102', admin)).technicians.find((t) => t.empId === theirs)!.skills[0]!;
    const before = await writes();
    expect((await call('', { json: { empId: theirs, skillId: skill('ALIGN').id, level: 1 } })).status).toBe(403);
    expect((await call(`/${theirSkill.id}`, { method: 'PUT', json: { level: 1, version: theirSkill.version } })).status).toBe(403);
    expect((await call(`/${theirSkill.id}/certification`, { json: { certifiedOn: '2026-01-05', certificationExpires: '2028-01-05', version: theirSkill.version } })).status).toBe(403);
    expect((await call(`/${theirSkill.id}`, { method: 'DELETE', json: { version: theirSkill.version } })).status).toBe(403);
    expect(await writes()).toEqual(before);
  });
});

describe('the demo', () => {
  it('grades every technician’s skills by title, with a certification expired and some expiring, seeded once', async () => {
    const seeded = await countRows(api, 'technician_skills');
    await seedTechnicianSkillsAfterImport(api.db);
    expect(await countRows(api, 'technician_skills')).toBe(seeded);
    const all = await matrix('', admin);
    expect(new Set(all.technicians.map((t) => t.brnId)).size).toBeGreaterThanOrEqual(3);
    const top = (grade: string) => all.technicians.filter((t) => t.grade === grade).flatMap((t) => t.skills.map((s) => s.level));
    const mean = (levels: number[]) => levels.reduce((a, b) => a + b, 0) / levels.length;
    expect(mean(top('A'))).toBeGreaterThan(mean(top('C')));
    const expiries = all.technicians.flatMap((t) => t.skills.map((s) => s.certificationExpires)).filter((d) => d !== null);
    expect(expiries.some((d) => d < all.today)).toBe(true);
  });
});

describe('setting a level, recording a certification, finding who can', () => {
  let empId: string;
  let held: TechnicianSkillCell;

  it('refuses a bad level, skill or technician with a 400 naming the field, writing nothing', async () => {
    empId = await technicianAt('101');
    const before = await writes();
    const bad = await call('', { json: { empId, skillId: skill('ALIGN').id, level: 4 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ field: 'level', message: 'Choose a level: 1, 2 or 3.' });
    expect((await call('', { json: { empId, skillId: 'x', level: 2 } })).body.errors?.[0]?.field).toBe('skillId');
    expect((await call('', { json: { empId: '', skillId: 1, level: 2 } })).body.errors?.[0]?.field).toBe('empId');
    expect((await call('?minLevel=5')).status).toBe(400);
    expect(await writes()).toEqual(before);
  });

  it('gives a technician a skill at a level, audited, and refuses it twice (409 on skillId)', async () => {
    const skillId = await freshSkill(empId, 'AC-609');
    const made = await call<TechnicianSkillCell>('', { json: { empId, skillId, level: 2 } });
    expect(made.status).toBe(201);
    held = made.body;
    expect(held).toMatchObject({ skillId, level: 2, certificationExpires: null, version: 1 });
    const entry = await lastAudit(api, 'technician-skill.create', held.id);
    expect(entry!.after).toMatchObject({ empId, skillId, level: 2 });
    const before = await writes();
    const twice = await call('', { json: { empId, skillId, level: 3 } });
    expect(twice.status).toBe(409);
    expect(twice.body.errors?.[0]?.field).toBe('skillId');
    expect(await writes()).toEqual(before);
  });

  it('leaves a certification-required skill without a certification out of "who can", then counts it once certified', async () => {
    const skillId = skill('AC-609').id;
    expect((await matrix(`?brnId=101&skillId=${skillId}&minLevel=2`)).technicians.map((t) => t.empId)).not.toContain(empId);
    const before = await writes();
    const backwards = await call(`/${held.id}/certification`, { json: { certifiedOn: '2026-06-01', certificationExpires: '2026-05-01', version: held.version } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.[0]?.field).toBe('certificationExpires');
    expect(await writes()).toEqual(before);
    const certified = await call<TechnicianSkillCell>(`/${held.id}/certification`, { json: { certifiedOn: '2026-06-01', certificationExpires: '2028-06-01', version: held.version } });
    expect(certified.status).toBe(200);
    held = certified.body;
    const entry = await lastAudit(api, 'technician-skill.certification', held.id);
    expect(entry!.before).toMatchObject({ certificationExpires: null });
    expect(entry!.after).toMatchObject({ certificationExpires: '2028-06-01' });
    expect((await matrix(`?brnId=101&skillId=${skillId}&minLevel=2`)).technicians.map((t) => t.empId)).toContain(empId);
    expect((await matrix(`?brnId=101&skillId=${skillId}&minLevel=3`)).technicians.map((t) => t.empId)).not.toContain(empId);
  });

  it('changes a level as of the version seen (a stale one is a 409 writing nothing), audited before and after, and clears it', async () => {
    const before = await writes();
    const stale = await call(`/${held.id}`, { method: 'PUT', json: { level: 3, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);
    expect(await writes()).toEqual(before);
    const raised = await call<TechnicianSkillCell>(`/${held.id}`, { method: 'PUT', json: { level: 3, note: 'Passed the shop check', version: held.version } });
    expect(raised.body).toMatchObject({ level: 3, note: 'Passed the shop check' });
    const entry = await lastAudit(api, 'technician-skill.level', held.id);
    expect(entry!.before).toMatchObject({ level: 2 });
    expect(entry!.after).toMatchObject({ level: 3 });
    expect((await call(`/${held.id}`, { method: 'DELETE', json: { version: held.version } })).status).toBe(409);
    expect((await call(`/${held.id}`, { method: 'DELETE', json: { version: raised.body.version } })).status).toBe(204);
    const cleared = await lastAudit(api, 'technician-skill.clear', held.id);
    expect(cleared!.before).toMatchObject({ level: 3 });
  });
});
