import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newYorkDay } from '../../../src/domain/businessDays';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { addDays } from '../../../src/domain/businessDays';
import { NOT_DRAFT_MESSAGE, payPeriodOf, type RateBatch, type RulePreview, type TechnicianRateDetail, type TechnicianRateRow } from '../../../src/domain/service/technicianRates';
import { queryRows } from '../../../server/db/database';
import { seedTechnicianRatesAfterImport } from '../../../server/db/seedTechnicianRates';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let service: string;
let admin: string;
let viewer: string;
let accounting: string;

const period = payPeriodOf(newYorkDay(Date.now()));
const nextPeriod = addDays(period.end, 1);
const call = async <T = TechnicianRateDetail>(path: string, init: { json?: unknown; token?: string | null; method?: string } = {}) => {
  const response = await api.request(`service/technician-rates${path}`, { token: init.token === undefined ? service : init.token, json: init.json, method: init.method });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const rule = (json: Record<string, unknown> = {}) => ({ brnIds: ['101'], grade: 'All', kind: 'amount', change: '1.50', effectiveOn: nextPeriod, reason: 'A-grade market adjustment.', ...json });
const writes = async () => ({ changes: await countRows(api, 'technician_rate_changes'), audit: await countRows(api, 'audit_log') });
const auditOf = async (action: string, id: number) =>
  (await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(api.db, sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`))[0];
const techsAt = (brnId: string) =>
  queryRows<{ emp_id: string; rate: string; title: string }>(
    api.db,
    sql`select excede_id as emp_id, labor_cost_rate as rate, title from excede_employees where is_technician and branch_code = ${brnId} order by excede_id`,
  );
const openChangeOf = async (empId: string) =>
  (await queryRows<{ id: number }>(api.db, sql`select id from technician_rate_changes where emp_id = ${empId} and status in ('Draft', 'Pending')`)).length > 0;

beforeAll(async () => {
  api = await createTestApi();
  [service, admin, viewer, accounting] = await api.tokensOf('service@demo.local', 'admin@demo.local', 'viewer@demo.local', 'accounting@demo.local');
  await seedTechnicianRatesAfterImport(api.db);
});
afterAll(() => api.close());

describe('Excede’s rates and the demo', () => {
  it('imports every technician’s labor cost rate, and no other employee’s', async () => {
    const [counts] = await queryRows<{ techs: number; rated: number; others: number }>(
      api.db,
      sql`select count(*) filter (where is_technician)::int as techs, count(*) filter (where is_technician and labor_cost_rate between 25 and 47)::int as rated,
                 count(*) filter (where not is_technician and labor_cost_rate is not null)::int as others from excede_employees`,
    );
    expect(counts!.techs).toBeGreaterThan(10);
    expect(counts).toMatchObject({ rated: counts!.techs, others: 0 });
  });

  it('seeds changes at 101, 102 and 201 after the import, and writes nothing a second time', async () => {
    const seeded = await queryRows<{ brn_id: string; status: string }>(api.db, sql`select brn_id, status from technician_rate_changes`);
    expect(new Set(seeded.map((r) => r.brn_id))).toEqual(new Set(['101', '102', '201']));
    expect(new Set(seeded.map((r) => r.status))).toEqual(new Set(['Pending', 'Draft', 'Approved', 'Rejected']));
    expect(seeded.filter((r) => r.brn_id === '101').every((r) => r.status === 'Pending')).toBe(true);
    const before = { ...(await writes()), authorities: await countRows(api, 'approval_authorities') };
    await seedTechnicianRatesAfterImport(api.db);
    expect({ ...(await writes()), authorities: await countRows(api, 'approval_authorities') }).toEqual(before);
  });

  it('lists the seeded changes of the user’s branches only, and refuses another branch (403) with nothing written', async () => {
    const list = await call<ListAnswer<TechnicianRateRow>>('?pageSize=200');
    expect(list.body.rows.length).toBeGreaterThan(1);
    expect(list.body.rows.every((r) => r.brnId === '101')).toBe(true);
    expect(list.body.rows.some((r) => r.status === 'Pending')).toBe(true);
    expect((await call('?brnId=201')).status).toBe(403);
    const [other] = await techsAt('201');
    expect((await call(`/technicians/${other!.emp_id}`)).status).toBe(403);
    const before = await writes();
    expect((await call('/preview', { json: rule({ brnIds: ['201'] }) })).status).toBe(403);
    expect((await call('/batches', { json: rule({ brnIds: ['101', '201'] }) })).status).toBe(403);
    expect((await call('', { json: { empId: other!.emp_id, proposedRate: '40.00', effectiveOn: nextPeriod, reason: 'Review.' } })).status).toBe(403);
    const seeded201 = (await queryRows<{ id: number; version: number }>(api.db, sql`select id, version from technician_rate_changes where brn_id = '201' and status = 'Draft' limit 1`))[0]!;
    expect((await call('/submit', { json: { changes: [seeded201] } })).status).toBe(403);
    expect(await writes()).toEqual(before);
    // The flows below start from technicians with no change open.
    await api.db.execute(sql`delete from technician_rate_changes`);
  });
});

describe('who may see and change rates', () => {
  it('needs a token (401) and the rate permission (403 for the viewer and accounting), on every endpoint', async () => {
    for (const token of [null, viewer, accounting]) {
      const status = token === null ? 401 : 403;
      expect((await call('', { token })).status).toBe(status);
      expect((await call('/technicians/20001', { token })).status).toBe(status);
      expect((await call('/preview', { json: rule(), token })).status).toBe(status);
      expect((await call('/batches', { json: rule(), token })).status).toBe(status);
      expect((await call('', { json: { empId: '20001', proposedRate: '40.00', effectiveOn: nextPeriod, reason: 'x' }, token })).status).toBe(status);
      expect((await call('/1', { method: 'PUT', json: { version: 1, proposedRate: '40.00', effectiveOn: nextPeriod, reason: 'x' }, token })).status).toBe(status);
      expect((await call('/submit', { json: { changes: [{ id: 1, version: 1 }] }, token })).status).toBe(status);
      expect((await call('/decision', { json: { changes: [{ id: 1, version: 1 }], decision: 'Approved' }, token })).status).toBe(status);
    }
  });

  it('refuses a bad payload naming the field (400), and a date before the open pay period, with nothing written', async () => {
    const before = await writes();
    expect((await call('/batches', { json: rule({ change: 'lots' }) })).body.message).toMatch(/^change:/);
    expect((await call('/batches', { json: rule({ grade: 'D' }) })).body.message).toMatch(/^grade:/);
    expect((await call('/batches', { json: rule({ brnIds: [] }) })).body.message).toMatch(/^brnIds:/);
    const backdated = await call('/batches', { json: rule({ effectiveOn: addDays(period.start, -1) }) });
    expect(backdated.status).toBe(400);
    expect(backdated.body.message).toMatch(/^effectiveOn: The effective date cannot be before the open pay period/);
    expect((await call('', { json: { empId: 'NOBODY', proposedRate: '40.00', effectiveOn: nextPeriod, reason: 'Review.' } })).body.message).toMatch(/^empId:/);
    expect((await call('', { json: { empId: '20001', proposedRate: '-4', effectiveOn: nextPeriod, reason: 'Review.' } })).body.message).toMatch(/^proposedRate:/);
    expect((await call('/decision', { json: { changes: [{ id: 1, version: 1 }], decision: 'Rejected' } })).body.message).toMatch(/^note:/);
    expect(await writes()).toEqual(before);
  });
});

describe('a rule, submitted and approved', () => {
  let batch: RateBatch;

  it('previews +$1.50 for every technician at 101 with no change open, skipping one with a change open', async () => {
    const techs = await techsAt('101');
    const grade = techs[0]!.title.slice(-1);
    const ofGrade = techs.filter((t) => t.title === techs[0]!.title);
    const preview = await call<RulePreview>('/preview', { json: rule({ grade }) });
    expect(preview.status).toBe(200);
    expect(preview.body.proposals.map((p) => [p.empId, p.proposedCents - p.currentCents])).toEqual(ofGrade.map((t) => [t.emp_id, 150]));
    expect(preview.body.skipped).toEqual([]);
    const made = await call('', { json: { empId: techs[0]!.emp_id, proposedRate: '40.00', effectiveOn: nextPeriod, reason: 'Review.' } });
    const skipping = await call<RulePreview>('/preview', { json: rule() });
    expect(skipping.body.skipped.map((s) => s.empId)).toEqual([techs[0]!.emp_id]);
    expect(skipping.body.proposals.map((p) => p.empId)).toEqual(techs.slice(1).map((t) => t.emp_id));
    await api.db.execute(sql`delete from technician_rate_changes where id = ${made.body.change!.id}`);
  });

  it('creates the drafts as one batch, each audited', async () => {
    const before = await writes();
    const made = await call<RateBatch>('/batches', { json: rule() });
    expect(made.status).toBe(201);
    batch = made.body;
    expect(await writes()).toEqual({ changes: before.changes + batch.changes.length, audit: before.audit + batch.changes.length });
    const audit = await auditOf('technician-rate.propose', batch.changes[0]!.id);
    expect(audit?.after).toMatchObject({ status: 'Draft', batchId: batch.batchId, effectiveOn: nextPeriod, reason: 'A-grade market adjustment.' });
    const detail = await call(`/technicians/${batch.changes[0]!.empId}`);
    // $1.50 is over 5% of a rate under $30.00 an hour (a C-grade technician's): the general manager approves it.
    const currentCents = Math.round(Number(detail.body.change!.currentRate) * 100);
    expect(detail.body.change).toMatchObject({ status: 'Draft', batchId: batch.batchId, needsGeneralManager: currentCents < 3000 });
  });

  it('submits the batch as of the versions seen (a stale one is a 409, nothing written), once', async () => {
    const stale = await call('/submit', { json: { changes: batch.changes.map((c, i) => ({ id: c.id, version: i === batch.changes.length - 1 ? 5 : c.version })) } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);
    expect((await call(`/technicians/${batch.changes[0]!.empId}`)).body.change?.status).toBe('Draft');
    const submitted = await call<{ changes: { id: number; version: number }[] }>('/submit', { json: { changes: batch.changes } });
    expect(submitted.status).toBe(200);
    expect(submitted.body.changes.every((c) => c.version === 2)).toBe(true);
    const again = await call('/submit', { json: { changes: submitted.body.changes } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NOT_DRAFT_MESSAGE);
  });

  it('is never approved by its submitter (403), and is approved by another holding the authority, audited before and after', async () => {
    const changes = batch.changes.map((c) => ({ id: c.id, version: 2 }));
    const own = await call('/decision', { json: { changes, decision: 'Approved' } });
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/someone else must approve it/);
    expect((await call(`/technicians/${batch.changes[0]!.empId}`)).body.change?.decisionRefusal).toMatch(/someone else/);
    const approved = await call('/decision', { json: { changes, decision: 'Approved' }, token: admin });
    expect(approved.status).toBe(200);
    const audit = await auditOf('technician-rate.approve', changes[0]!.id);
    expect(audit?.before).toMatchObject({ status: 'Pending' });
    expect(audit?.after).toMatchObject({ status: 'Approved', version: 3 });
    const list = await call<ListAnswer<TechnicianRateRow>>('?f.status=Approved&pageSize=200');
    expect(list.body.rows.map((r) => r.empId).sort()).toEqual(expect.arrayContaining(batch.changes.map((c) => c.empId)));
    expect(list.body.rows.find((r) => r.empId === batch.changes[0]!.empId)).toMatchObject({ changePercent: expect.any(Number), effectiveOn: nextPeriod, submittedBy: 'Sam Service' });
  });

  it('exports the grid for payroll as CSV', async () => {
    const response = await api.request('service/technician-rates?format=csv&f.status=Approved', { token: service });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.split('\n')[0]).toContain('Proposed rate');
    expect(text).toContain(batch.changes[0]!.empId);
  });
});

describe('one technician’s raise over 5%', () => {
  let empId: string;
  let id: number;

  it('is proposed and edited while a draft (audited; a stale version is a 409), then submitted', async () => {
    const techs = await techsAt('101');
    const free = [];
    for (const t of techs) if (!(await openChangeOf(t.emp_id))) free.push(t);
    expect(free.length).toBeGreaterThan(0);
    empId = free[0]!.emp_id;
    const made = await call('', { json: { empId, proposedRate: '1.00', effectiveOn: nextPeriod, reason: 'Review.' } });
    expect(made.status).toBe(201);
    id = made.body.change!.id;
    const raised = ((Number(free[0]!.rate) * 1.1).toFixed(2));
    const stale = await call(`/${id}`, { method: 'PUT', json: { version: 2, proposedRate: raised, effectiveOn: nextPeriod, reason: 'Lead technician.' } });
    expect(stale.status).toBe(409);
    const edited = await call(`/${id}`, { method: 'PUT', json: { version: 1, proposedRate: raised, effectiveOn: nextPeriod, reason: 'Lead technician.' } });
    expect(edited.status).toBe(200);
    expect(edited.body.change).toMatchObject({ proposedRate: raised, needsGeneralManager: true, reason: 'Lead technician.' });
    expect((await auditOf('technician-rate.edit', id))?.before).toMatchObject({ proposedRate: '1.00' });
    const again = await call('', { json: { empId, proposedRate: '1.00', effectiveOn: nextPeriod, reason: 'Review.' } });
    expect(again.status).toBe(409);
    expect((await call('/submit', { json: { changes: [{ id, version: 2 }] }, token: admin })).status).toBe(200);
    expect((await call(`/${id}`, { method: 'PUT', json: { version: 3, proposedRate: raised, effectiveOn: nextPeriod, reason: 'x' } })).body.message).toBe(NOT_DRAFT_MESSAGE);
  });

  it('needs the general manager: the service manager is refused saying so, the GM approves', async () => {
    const refused = await call('/decision', { json: { changes: [{ id, version: 3 }], decision: 'Approved' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^An increase over 5% needs the general manager\./);
    expect((await call(`/technicians/${empId}`)).body.change?.decisionRefusal).toMatch(/general manager/);
    const refusedReject = await call('/decision', { json: { changes: [{ id, version: 3 }], decision: 'Rejected', note: 'Too much.' } });
    expect(refusedReject.status).toBe(403);
  });

  it('is rejected by another with a reason, audited; a rejected change is no longer open, and a draft is never back-dated', async () => {
    const other = (await techsAt('101')).find((t) => t.emp_id !== empId)!;
    const made = await call('', { json: { empId: other.emp_id, proposedRate: (Number(other.rate) + 0.5).toFixed(2), effectiveOn: nextPeriod, reason: 'Review.' } });
    expect(made.status).toBe(201);
    const changeId = made.body.change!.id;
    expect((await call('/submit', { json: { changes: [{ id: changeId, version: 1 }] } })).status).toBe(200);
    const rejected = await call('/decision', { json: { changes: [{ id: changeId, version: 2 }], decision: 'Rejected', note: 'Wait for the annual review.' }, token: admin });
    expect(rejected.status).toBe(200);
    expect((await auditOf('technician-rate.reject', changeId))?.after).toMatchObject({ status: 'Rejected', decisionNote: 'Wait for the annual review.', version: 3 });
    expect((await call(`/technicians/${other.emp_id}`)).body.change).toMatchObject({ status: 'Rejected', decidedBy: 'Alex Admin', decisionNote: 'Wait for the annual review.' });
    const again = await call('', { json: { empId: other.emp_id, proposedRate: '1.00', effectiveOn: nextPeriod, reason: 'Review.' } });
    expect(again.status).toBe(201);
    const draft = again.body.change!;
    const before = await writes();
    const backdated = await call(`/${draft.id}`, { method: 'PUT', json: { version: 1, proposedRate: '2.00', effectiveOn: addDays(period.start, -1), reason: 'Review.' } });
    expect(backdated.body.message).toMatch(/^effectiveOn:/);
    expect((await call(`/${draft.id}`, { method: 'PUT', json: { version: 1, proposedRate: 'lots', effectiveOn: nextPeriod, reason: 'Review.' } })).body.message).toMatch(/^proposedRate:/);
    expect(await writes()).toEqual(before);
  });
});
