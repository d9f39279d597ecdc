import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { MIN_LEVEL_MESSAGE, unmappedByUse, type LaborGuide, type RequiredSkill } from '../../../src/domain/service/laborGuide';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let service: string;
let viewer: string;
let accounting: string;

type Answer<T> = { status: number; body: T & { message?: string; errors?: { field: string; message: string }[] } };
const call = async <T>(path: string, init: { method?: string; json?: unknown; body?: BodyInit; token?: string | null } = {}): Promise<Answer<T>> => {
  const response = await api.request(`service/labor-guide${path}`, { method: init.method, token: init.token === undefined ? service : init.token, json: init.json, body: init.body });
  return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as Answer<T>['body'] };
};
const guide = async () => (await call<LaborGuide>('')).body;
const fileOf = (text: string) => {
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'text/csv' }), 'links.csv');
  return form;
};
const writes = async () => ({ links: await countRows(api, 'labor_op_skills'), audit: await countRows(api, 'audit_log') });
const auditOf = async (action: string, id: number) =>
  queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    api.db,
    sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`,
  );
let skillOf: (code: string) => number;

beforeAll(async () => {
  api = await createTestApi();
  [service, viewer, accounting] = await api.tokensOf('service@demo.local', 'viewer@demo.local', 'accounting@demo.local');
  const { skills } = await guide();
  skillOf = (code) => skills.find((s) => s.code === code)!.id;
});
afterAll(() => api.close());

describe('who may keep the labor guide links', () => {
  it('needs a token (401) and the labor guide permission (403 for the viewer and accounting) on every endpoint, writing nothing', async () => {
    const before = await writes();
    const endpoints = [
      { path: '', method: 'GET' },
      { path: '/links', method: 'POST', json: { laborOp: 'BODY', skillId: 1, minLevel: 1 } },
      { path: '/links/1', method: 'PUT', json: { minLevel: 2, version: 1 } },
      { path: '/links/1', method: 'DELETE', json: { version: 1 } },
      { path: '/import', method: 'POST', body: fileOf('labor_op,skill_code,min_level,note\nBODY,ELEC,1,\n') },
    ];
    for (const { path, method, json, body } of endpoints) {
      expect((await call(path, { method, json, body, token: null })).status).toBe(401);
      expect((await call(path, { method, json, body, token: viewer })).status).toBe(403);
      expect((await call(path, { method, json, body, token: accounting })).status).toBe(403);
    }
    expect(await writes()).toEqual(before);
  });
});

describe('the operations', () => {
  it('lists Excede’s labor operations with description, typical hours and uses, the seeded skills, and three unmapped', async () => {
    const { operations, skills } = await guide();
    const pmA = operations.find((o) => o.laborOp === 'PM-A')!;
    expect(pmA).toMatchObject({ description: 'Preventive maintenance A service', standardHours: 1.5 });
    expect(pmA.uses).toBeGreaterThan(0);
    expect(pmA.skills).toEqual([expect.objectContaining({ skillCode: 'PM-INSP', minLevel: 1 })]);
    expect(operations.find((o) => o.laborOp === 'DEF')!.skills.map((s) => s.skillCode)).toEqual(['AFT-DEF', 'ELEC']);
    expect(unmappedByUse(operations).map((o) => o.laborOp).sort()).toEqual(['BODY', 'LGT', 'RECON']);
    expect(skills.map((s) => s.code)).toContain('AIR-BRK');
  });
});

describe('mapping and unmapping', () => {
  it('refuses an unknown operation, an unknown skill or a level outside 1–3 with a 400 naming the field, writing nothing', async () => {
    const before = await writes();
    const op = await call('/links', { json: { laborOp: 'NOPE', skillId: skillOf('ELEC'), minLevel: 1 } });
    expect(op.status).toBe(400);
    expect(op.body.errors).toContainEqual({ field: 'laborOp', message: 'Excede has no labor operation NOPE.' });
    const skill = await call('/links', { json: { laborOp: 'BODY', skillId: 99_999, minLevel: 1 } });
    expect(skill.body.errors?.[0]?.field).toBe('skillId');
    const level = await call('/links', { json: { laborOp: 'BODY', skillId: skillOf('ELEC'), minLevel: 4 } });
    expect(level.body.errors).toContainEqual({ field: 'minLevel', message: MIN_LEVEL_MESSAGE });
    expect(await writes()).toEqual(before);
  });

  it('maps an unmapped operation to a skill, audited; the same pair again is a 409 on the skill', async () => {
    const made = await call<RequiredSkill>('/links', { json: { laborOp: 'body', skillId: skillOf('HYD-PTO'), minLevel: 2, note: ' Liftgates ' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ skillCode: 'HYD-PTO', minLevel: 2, note: 'Liftgates', version: 1 });
    expect((await auditOf('labor-op-skill.map', made.body.id))[0]!.after).toMatchObject({ laborOp: 'BODY', minLevel: 2 });
    expect(unmappedByUse((await guide()).operations).map((o) => o.laborOp)).not.toContain('BODY');
    const before = await writes();
    const again = await call('/links', { json: { laborOp: 'BODY', skillId: skillOf('HYD-PTO'), minLevel: 1 } });
    expect(again.status).toBe(409);
    expect(again.body.errors?.[0]?.field).toBe('skillId');
    expect(await writes()).toEqual(before);
  });

  it('changes a link’s minimum level as of the version seen (stale is a 409), and unmaps it, each audited', async () => {
    const made = (await call<RequiredSkill>('/links', { json: { laborOp: 'LGT', skillId: skillOf('ELEC'), minLevel: 1 } })).body;
    const changed = await call<RequiredSkill>(`/links/${made.id}`, { method: 'PUT', json: { minLevel: 2, note: 'LED conversions', version: 1 } });
    expect(changed.body).toMatchObject({ minLevel: 2, note: 'LED conversions', version: 2 });
    expect((await auditOf('labor-op-skill.edit', made.id))[0]).toMatchObject({ before: { minLevel: 1 }, after: { minLevel: 2 } });
    const before = await writes();
    const stale = await call(`/links/${made.id}`, { method: 'PUT', json: { minLevel: 3, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);
    expect((await call(`/links/${made.id}`, { method: 'DELETE', json: { version: 1 } })).status).toBe(409);
    expect((await call(`/links/${made.id}`, { method: 'PUT', json: { minLevel: 0, version: 2 } })).status).toBe(400);
    expect(await writes()).toEqual(before);
    expect((await call(`/links/${made.id}`, { method: 'DELETE', json: { version: 2 } })).status).toBe(204);
    expect((await auditOf('labor-op-skill.unmap', made.id))[0]).toMatchObject({ before: { laborOp: 'LGT' }, after: null });
  });
});

describe('importing a CSV of links', () => {
  it('refuses a file with bad lines, naming each line and field, and writes nothing', async () => {
    const before = await writes();
    const text = ['labor_op,skill_code,min_level,note', 'RECON,PM-INSP,2,Make-ready', 'RECON,ELEC,5,', 'NOPE,ELEC,1,', 'BATT,ELEC,1,'].join('\n');
    const refused = await call('/import', { body: fileOf(text) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'line 3, min_level', message: MIN_LEVEL_MESSAGE }]);
    expect(refused.body.message).toBe(`line 3, min_level: ${MIN_LEVEL_MESSAGE}`);
    const unknown = await call('/import', { body: fileOf(text.replace('RECON,ELEC,5,', 'RECON,ELEC,2,')) });
    expect(unknown.body.message).toBe('line 4, labor_op: Excede has no labor operation NOPE.');
    const header = await call('/import', { body: fileOf('op,skill\nRECON,ELEC') });
    expect(header.body.message).toContain('The header must be labor_op,skill_code,min_level,note');
    expect(await writes()).toEqual(before);
    expect(unmappedByUse((await guide()).operations).map((o) => o.laborOp)).toContain('RECON');
  });

  it('adds new links and changes the ones there, in one go, each audited', async () => {
    const text = ['labor_op,skill_code,min_level,note', 'RECON,PM-INSP,2,"Make-ready, then inspect"', 'batt,elec,2,', 'PM-A,PM-INSP,1,'].join('\r\n');
    const done = await call<{ added: number; changed: number; unchanged: number }>('/import', { body: fileOf(text) });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ added: 1, changed: 1, unchanged: 1 });
    const { operations } = await guide();
    expect(operations.find((o) => o.laborOp === 'RECON')!.skills).toEqual([expect.objectContaining({ skillCode: 'PM-INSP', minLevel: 2, note: 'Make-ready, then inspect' })]);
    const batt = operations.find((o) => o.laborOp === 'BATT')!.skills[0]!;
    expect(batt).toMatchObject({ minLevel: 2, version: 2 });
    expect((await auditOf('labor-op-skill.import', batt.id))[0]).toMatchObject({ before: { minLevel: 1 }, after: { minLevel: 2 } });
  });
});
