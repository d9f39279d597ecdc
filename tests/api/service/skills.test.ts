import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { SKILL_IN_USE_MESSAGE, STARTING_SKILLS, type ServiceSkill } from '../../../src/domain/service/skills';
import { seedTechnicianSkillsAfterImport } from '../../../server/db/seedTechnicianSkills';
import { countRows, createTestApi, type TestApi } from '../harness';
import { callerOf, expectRefused, lastAudit } from '../recordCalls';

let api: TestApi;
let service: string;
let viewer: string;
let accounting: string;

const call = callerOf(() => api, 'service/skills', () => service);
const list = async () => (await call<{ skills: ServiceSkill[] }>('')).body.skills;
const writes = async () => ({ skills: await countRows(api, 'service_skills'), audit: await countRows(api, 'audit_log') });
const newSkill = { code: 'crane-1', name: 'Crane and boom', category: 'Body and hydraulics', levelScale: '1-3', certificationRequired: true };

beforeAll(async () => {
  api = await createTestApi();
  await seedTechnicianSkillsAfterImport(api.db);
  [service, viewer, accounting] = await api.tokensOf('service@demo.local', 'viewer@demo.local', 'accounting@demo.local');
});
afterAll(() => api.close());

describe('who may keep the catalogue', () => {
  it('needs a token (401) and the tech skills permission (403 for the viewer and accounting) on every endpoint, writing nothing', async () => {
    const before = await writes();
    const endpoints: [string, string | undefined, unknown][] = [
      ['', undefined, undefined],
      ['', 'POST', newSkill],
      ['/1', 'PUT', { ...newSkill, version: 1 }],
      ['/1/active', 'POST', { active: false, version: 1 }],
      ['/1', 'DELETE', { version: 1 }],
    ];
    await expectRefused(call, endpoints, [viewer, accounting]);
    expect(await writes()).toEqual(before);
  });
});

describe('the catalogue', () => {
  it('holds the demo’s starting skills, A/C and high voltage needing a certification', async () => {
    const skills = await list();
    expect(skills.map((s) => s.code).sort()).toEqual(expect.arrayContaining(STARTING_SKILLS.map((s) => s.code)));
    expect(skills.find((s) => s.code === 'AC-609')).toMatchObject({ name: 'A/C (EPA 609)', certificationRequired: true, active: true });
    expect(skills.find((s) => s.code === 'HV-EV')).toMatchObject({ certificationRequired: true });
  });

  it('refuses a bad code, name, category or scale with a 400 naming the field, writing nothing', async () => {
    const before = await writes();
    const bad = await call('', { json: { ...newSkill, code: 'A' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ field: 'code', message: '2 to 10 upper-case letters, digits or dashes.' });
    expect((await call('', { json: { ...newSkill, code: 'TOO-LONG-CODE' } })).body.errors?.[0]?.field).toBe('code');
    expect((await call('', { json: { ...newSkill, name: ' ' } })).body.errors).toContainEqual({ field: 'name', message: 'Enter the name.' });
    expect((await call('', { json: { ...newSkill, category: 'Paint' } })).body.errors?.[0]?.field).toBe('category');
    expect((await call('', { json: { ...newSkill, levelScale: 'A-F' } })).body.errors?.[0]?.field).toBe('levelScale');
    expect(await writes()).toEqual(before);
  });

  it('adds a skill in upper case, audited with what it holds, and refuses the same code in any case (409 on code)', async () => {
    const made = await call<ServiceSkill>('', { json: newSkill });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: 'CRANE-1', active: true, timesUsed: 0, version: 1 });
    const entry = await lastAudit(api, 'service-skill.create', made.body.id);
    expect(entry!.after).toMatchObject({ code: 'CRANE-1', name: 'Crane and boom' });
    const before = await writes();
    const taken = await call('', { json: { ...newSkill, code: 'Crane-1' } });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0]?.field).toBe('code');
    expect(await writes()).toEqual(before);
  });

  it('edits and deactivates as of the version seen, audited before and after; a stale version is a 409 that writes nothing', async () => {
    const skill = (await list()).find((s) => s.code === 'CRANE-1')!;
    const edited = await call<ServiceSkill>(`/${skill.id}`, { method: 'PUT', json: { ...newSkill, name: 'Crane, boom and outriggers', version: skill.version } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Crane, boom and outriggers', version: 2 });
    const entry = await lastAudit(api, 'service-skill.edit', skill.id);
    expect(entry!.before).toMatchObject({ name: 'Crane and boom' });
    expect(entry!.after).toMatchObject({ name: 'Crane, boom and outriggers' });
    const before = await writes();
    const stale = await call(`/${skill.id}/active`, { json: { active: false, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);
    expect(await writes()).toEqual(before);
    const off = await call<ServiceSkill>(`/${skill.id}/active`, { json: { active: false, version: 2 } });
    expect(off.body).toMatchObject({ active: false, version: 3 });
  });

  it('deletes a skill nothing names, and refuses one a technician holds (409), writing nothing', async () => {
    const skill = (await list()).find((s) => s.code === 'CRANE-1')!;
    expect((await call(`/${skill.id}`, { method: 'DELETE', json: { version: 1 } })).status).toBe(409);
    expect((await call(`/${skill.id}`, { method: 'DELETE', json: { version: skill.version } })).status).toBe(204);
    const deleted = await lastAudit(api, 'service-skill.delete', skill.id);
    expect(deleted!.before).toMatchObject({ code: 'CRANE-1' });
    const held = (await list()).find((s) => s.timesUsed > 0)!;
    const before = await writes();
    const refused = await call(`/${held.id}`, { method: 'DELETE', json: { version: held.version } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SKILL_IN_USE_MESSAGE);
    expect(await writes()).toEqual(before);
  });
});
