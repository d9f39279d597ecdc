import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/database';
import { runDueJobs, startScheduler } from '../../server/jobs/scheduler';
import { runImportJob } from '../../server/jobs/runImport';
import type { ImportJob, ImportRun } from '../../src/domain/imports';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: string;
let parts: string;
let accounting: string;
let jobs: ImportJob[];
let badDir: string;

const partsJob = () => jobs.find((j) => j.targetTable === 'excede_parts')!;
const arJob = () => jobs.find((j) => j.targetTable === 'excede_ar_transactions')!;

beforeAll(async () => {
  // Parts holds the permission but, here, not the employee id that Informix run info is limited to.
  api = await createTestApi({ informixEmployeeIds: ['10001'] });
  [admin, parts, accounting] = await Promise.all(
    ['admin@demo.local', 'parts@demo.local', 'accounting@demo.local'].map(async (e) => (await api.login(e)).token),
  ) as [string, string, string];
  jobs = (await (await api.request('informix/jobs', { token: admin })).json()).content;
  badDir = mkdtempSync(path.join(tmpdir(), 'excede-bad-'));
});
afterAll(async () => {
  rmSync(badDir, { recursive: true, force: true });
  await api.close();
});

describe('GET /api/informix/jobs', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request('informix/jobs')).status).toBe(401);
    expect((await api.request('informix/jobs', { token: accounting })).status).toBe(403);
  });

  it('lists the seeded jobs with their cron, enabled flag, last and next run', async () => {
    expect(jobs.map((j) => [j.name, j.cron, j.enabled])).toEqual([
      ['Excede AR transactions', '30 2 * * *', true],
      ['Excede parts', '0 * * * *', true],
    ]);
    expect(new Date(partsJob().nextRunAt!).getTime()).toBeGreaterThan(Date.now() - 3_600_000);
    expect(partsJob().lastStatus).toBe('Succeeded');
    expect(await countRows(api, 'excede_parts')).toBe(300);
    expect(await countRows(api, 'excede_ar_transactions')).toBe(300);
  });
});

describe('PUT /api/informix/jobs/{id}', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request(`informix/jobs/${partsJob().id}`, { method: 'PUT', json: { cron: '0 * * * *', enabled: true } })).status).toBe(401);
    expect((await api.request(`informix/jobs/${partsJob().id}`, { method: 'PUT', token: accounting, json: { cron: '0 * * * *', enabled: true } })).status).toBe(403);
  });

  it('is refused to a user who may only view the schedule, and nothing changes', async () => {
    const audits = await countRows(api, 'audit_log');
    const runs = await countRows(api, 'import_runs');
    const reschedule = await api.request(`informix/jobs/${partsJob().id}`, { method: 'PUT', token: parts, json: { cron: '5 4 * * *', enabled: false } });
    const run = await api.request(`informix/jobs/${partsJob().id}/run`, { method: 'POST', token: parts });
    expect([reschedule.status, run.status]).toEqual([403, 403]);
    const [row] = await queryRows<{ cron: string; enabled: boolean }>(api.db, sql`select cron, enabled from import_jobs where id = ${partsJob().id}`);
    expect(row).toEqual({ cron: '0 * * * *', enabled: true });
    expect(await countRows(api, 'audit_log')).toBe(audits);
    expect(await countRows(api, 'import_runs')).toBe(runs);
  });

  it.each([
    [{ cron: '61 * * * *', enabled: true }, 'cron: The minute must be between 0 and 59.'],
    [{ cron: '* * *', enabled: true }, 'cron: Enter five fields'],
    [{ cron: '0 * * * *', enabled: 'yes' }, 'enabled: enabled must be true or false.'],
  ])('answers 400 for %j and writes nothing', async (json, message) => {
    const audits = await countRows(api, 'audit_log');
    const response = await api.request(`informix/jobs/${partsJob().id}`, { method: 'PUT', token: admin, json });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
    expect(await countRows(api, 'audit_log')).toBe(audits);
    const [row] = await queryRows<{ cron: string }>(api.db, sql`select cron from import_jobs where id = ${partsJob().id}`);
    expect(row!.cron).toBe('0 * * * *');
  });

  it('saves a schedule, computes the next run in New York time, and audits it', async () => {
    const response = await api.request(`informix/jobs/${arJob().id}`, { method: 'PUT', token: admin, json: { cron: ' 15  3 * * 1-5 ', enabled: false } });
    expect(response.status).toBe(200);
    const job: ImportJob = (await response.json()).content;
    expect(job).toMatchObject({ cron: '15 3 * * 1-5', enabled: false, nextRunAt: null });
    const [row] = await queryRows<{ next_run_at: string }>(api.db, sql`select next_run_at from import_jobs where id = ${job.id}`);
    const next = new Date(row!.next_run_at);
    const ny = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).format(next);
    expect(ny).toBe('03:15');
    const [entry] = await queryRows<{ before: { cron: string }; after: { cron: string; enabled: boolean } }>(
      api.db,
      sql`select before, after from audit_log where action = 'import.schedule' order by id desc limit 1`,
    );
    expect(entry!.before.cron).toBe('30 2 * * *');
    expect(entry!.after).toMatchObject({ cron: '15 3 * * 1-5', enabled: false });
    await api.request(`informix/jobs/${arJob().id}`, { method: 'PUT', token: admin, json: { cron: '30 2 * * *', enabled: true } });
  });
});

describe('POST /api/informix/jobs/{id}/run (run now)', () => {
  it('needs a token and the permission; 404 for no such job', async () => {
    const runs = await countRows(api, 'import_runs');
    expect((await api.request(`informix/jobs/${partsJob().id}/run`, { method: 'POST' })).status).toBe(401);
    expect((await api.request(`informix/jobs/${partsJob().id}/run`, { method: 'POST', token: accounting })).status).toBe(403);
    expect((await api.request('informix/jobs/99999/run', { method: 'POST', token: admin })).status).toBe(404);
    expect((await api.request('informix/jobs/abc/run', { method: 'POST', token: admin })).status).toBe(400);
    expect(await countRows(api, 'import_runs')).toBe(runs);
  });

  it('imports the export now: a run row with rows read and written, the job updated, an audit entry', async () => {
    await api.db.execute(sql`update excede_parts set quantity_on_hand = -1`);
    const response = await api.request(`informix/jobs/${partsJob().id}/run`, { method: 'POST', token: admin });
    expect(response.status).toBe(200);
    const { content } = await response.json();
    expect(content).toMatchObject({ status: 'Succeeded', rowsRead: 300, rowsWritten: 300, error: null });
    const [{ n }] = (await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from excede_parts where quantity_on_hand = -1`)) as [{ n: number }];
    expect(n).toBe(0);
    const [audit] = await queryRows<{ actor_user_id: number }>(api.db, sql`select actor_user_id from audit_log where action = 'import.run' order by id desc limit 1`);
    expect(audit).toBeTruthy();
    const job: ImportJob = (await (await api.request('informix/jobs', { token: parts })).json()).content.find((j: ImportJob) => j.id === partsJob().id);
    expect(Date.now() - new Date(job.lastRunAt!).getTime()).toBeLessThan(60_000);
  });

  it('a failed run records its error and rows read, and leaves the previous data intact', async () => {
    const good = readable();
    writeFileSync(path.join(badDir, 'parts.csv'), `${good}\nZZ1,101,Broken row,A1-1,4,not-a-number,9.99\n`);
    await api.db.execute(sql`update excede_parts set description = 'kept' where part_number = 'GR100000'`);
    const outcome = await runImportJob(api.db, partsJob().id, { trigger: 'manual', dir: badDir });
    expect(outcome.status).toBe('Failed');
    expect(outcome.rowsRead).toBe(301);
    expect(outcome.error).toBe("parts.csv: Line 302: cost 'not-a-number' is not a number.");
    const [row] = await queryRows<{ description: string }>(api.db, sql`select description from excede_parts where part_number = 'GR100000'`);
    expect(row!.description).toBe('kept');
    expect(await countRows(api, 'excede_parts')).toBe(300);

    writeFileSync(path.join(badDir, 'parts.csv'), 'part_number,description\nX,Y\n');
    const missing = await runImportJob(api.db, partsJob().id, { trigger: 'manual', dir: badDir });
    expect(missing.error).toBe('parts.csv: missing columns branch_code, bin, quantity_on_hand, cost, price.');
  });
});

function readable(): string {
  // The shipped sample, read the way the importer reads it.
  return readFileSync(path.resolve('server/jobs/sample-exports/parts.csv'), 'utf8').trimEnd();
}

describe('GET /api/informix/runs (run info)', () => {
  it('needs a token, the permission and one of the configured employee ids', async () => {
    expect((await api.request('informix/runs')).status).toBe(401);
    expect((await api.request('informix/runs', { token: accounting })).status).toBe(403);
    expect((await api.request('informix/runs', { token: parts })).status).toBe(403);
    expect((await api.request('informix/runs?jobId=x', { token: admin })).status).toBe(400);
  });

  it('lists runs newest first with duration, rows, status and error', async () => {
    const { content } = (await (await api.request(`informix/runs?jobId=${partsJob().id}`, { token: admin })).json()) as { content: ImportRun[] };
    expect(content[0]).toMatchObject({ status: 'Failed', jobName: 'Excede parts', trigger: 'manual' });
    expect(content[1]).toMatchObject({ status: 'Failed', rowsRead: 301, error: expect.stringContaining('Line 302') });
    expect(content[2]).toMatchObject({ status: 'Succeeded', rowsWritten: 300, triggeredByName: 'Alex Admin' });
    expect(content[2]!.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(content.length).toBeGreaterThan(100);
    expect(content.every((r) => r.jobId === partsJob().id)).toBe(true);
  });
});

describe('the scheduler', () => {
  it('runs the enabled jobs whose next run has passed, one at a time, and skips disabled ones', async () => {
    await api.db.execute(sql`update import_jobs set next_run_at = now() - interval '1 minute', enabled = true`);
    await api.db.execute(sql`update import_jobs set enabled = false where id = ${arJob().id}`);
    const before = await countRows(api, 'import_runs');
    expect(await runDueJobs(api.db)).toBe(1);
    expect(await countRows(api, 'import_runs')).toBe(before + 1);
    const [run] = await queryRows<{ trigger: string; status: string; job_id: number }>(api.db, sql`select trigger, status, job_id from import_runs order by id desc limit 1`);
    expect(run).toMatchObject({ trigger: 'schedule', status: 'Succeeded', job_id: partsJob().id });
    const [job] = await queryRows<{ next_run_at: string }>(api.db, sql`select next_run_at from import_jobs where id = ${partsJob().id}`);
    expect(new Date(job!.next_run_at).getTime()).toBeGreaterThan(Date.now());
    expect(await runDueJobs(api.db)).toBe(0);
  });

  it('starts on a timer, reports itself to the health check, and stops', async () => {
    await api.db.execute(sql`update import_jobs set next_run_at = now() - interval '1 minute' where id = ${partsJob().id}`);
    const before = await countRows(api, 'import_runs');
    const stop = startScheduler({ db: api.db }, { intervalMs: 50 });
    const health = await (await api.request('healthcheck')).json();
    expect(health.scheduler).toMatchObject({ status: 'running', intervalSeconds: 0 });
    for (let i = 0; i < 100 && (await countRows(api, 'import_runs')) === before; i++) await new Promise((r) => setTimeout(r, 50));
    await stop();
    expect(await countRows(api, 'import_runs')).toBe(before + 1);
    expect((await (await api.request('healthcheck')).json()).scheduler.status).toBe('stopped');
  });
});

describe('GET /api/healthcheck', () => {
  it('answers the database, the file storage, the scheduler and the version without sign-in', async () => {
    const response = await api.request('healthcheck');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: { status: 'ok' },
      storage: { status: 'ok' },
      scheduler: { status: 'stopped', lastRunStatus: 'Succeeded', lastRunAt: expect.any(String), nextRunAt: expect.any(String) },
    });
    expect(body.version).toBeTruthy();
  });
});
