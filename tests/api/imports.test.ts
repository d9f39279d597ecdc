import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/database';
import { EXCEDE_EXPORTS } from '../../server/excede/catalog';
import { FolderSource } from '../../server/excede/exportSource';
import { runDueJobs, startScheduler } from '../../server/jobs/scheduler';
import { closeAbandonedRuns, runDueJob, runImportJob } from '../../server/jobs/runImport';
import type { ImportedTable, ImportJob, ImportRun } from '../../src/domain/imports';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: string;
let parts: string;
let accounting: string;
let jobs: ImportJob[];
let dir: string;
let source: FolderSource;

const job = (file: string) => jobs.find((j) => j.sourceFile === file)!;
const glJob = () => job('GLJEITM.unl');
const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
const glLines = () => queryRows<{ je_id: string; line_no: number; debit: string; description: string; import_run_id: number }>(
  api.db,
  sql`select je_id, line_no, debit, description, import_run_id from excede_gl_lines order by je_id, line_no`,
);

// Three GL lines as Excede unloads them: an escaped delimiter, a value over two lines, an empty (not NULL) xref.
const GL = [
  'JE1|1|1000|101|ACCT|11/02/2026|125.50|0|X1|CR|Cash from counter \\| drawer 2|',
  'JE1|2|1200|101|ACCT|11/02/2026|0.00|125.5|X1|CR|Clearing\\',
  'second line|',
  'JE2|1|1000|201|ACCT|11/03/2026|10|0|\\ |GJ|Adjustment|',
  '',
].join('\n');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'excede-exports-'));
  source = new FolderSource(dir);
  // Parts holds the permission but, here, not the employee id that Informix run info is limited to.
  api = await createTestApi({ informixEmployeeIds: ['10001'], excedeImportDir: dir });
  [admin, parts, accounting] = await api.tokensOf('admin@demo.local', 'parts@demo.local', 'accounting@demo.local');
  jobs = (await (await api.request('informix/jobs', { token: admin })).json()).content;
  // The template holds the test demo's imports: these tests start from an installation that never imported.
  await api.db.execute(sql`delete from import_runs`);
  await api.db.execute(sql`delete from excede_gl_lines`);
  await api.db.execute(sql`delete from excede_ar_receipts`);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await api.close();
});

describe('GET /api/informix/jobs', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request('informix/jobs')).status).toBe(401);
    expect((await api.request('informix/jobs', { token: accounting })).status).toBe(403);
  });

  it('lists one job per Excede export, with its file, table, schedule and next run', async () => {
    expect(jobs).toHaveLength(EXCEDE_EXPORTS.length);
    expect(glJob()).toMatchObject({ name: 'GLJEITM · GL lines', targetTable: 'excede_gl_lines', cron: '0 * * * *', enabled: true });
    expect(job('COBRN.unl')).toMatchObject({ targetTable: 'branches', cron: '30 2 * * *' });
    expect(glJob().nextRunAt).toEqual(expect.any(String));
  });
});

describe('PUT /api/informix/jobs/{id}', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request(`informix/jobs/${glJob().id}`, { method: 'PUT', json: { cron: '0 * * * *', enabled: true } })).status).toBe(401);
    expect((await api.request(`informix/jobs/${glJob().id}`, { method: 'PUT', token: accounting, json: { cron: '0 * * * *', enabled: true } })).status).toBe(403);
  });

  it('is refused to a user who may only view the schedule, and nothing changes', async () => {
    const audits = await countRows(api, 'audit_log');
    const runs = await countRows(api, 'import_runs');
    const reschedule = await api.request(`informix/jobs/${glJob().id}`, { method: 'PUT', token: parts, json: { cron: '5 4 * * *', enabled: false } });
    const run = await api.request(`informix/jobs/${glJob().id}/run`, { method: 'POST', token: parts });
    expect([reschedule.status, run.status]).toEqual([403, 403]);
    const [row] = await queryRows<{ cron: string; enabled: boolean }>(api.db, sql`select cron, enabled from import_jobs where id = ${glJob().id}`);
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
    const response = await api.request(`informix/jobs/${glJob().id}`, { method: 'PUT', token: admin, json });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
    expect(await countRows(api, 'audit_log')).toBe(audits);
    const [row] = await queryRows<{ cron: string }>(api.db, sql`select cron from import_jobs where id = ${glJob().id}`);
    expect(row!.cron).toBe('0 * * * *');
  });

  it('saves a schedule, computes the next run in New York time, and audits it', async () => {
    const branchesJob = job('COBRN.unl');
    const response = await api.request(`informix/jobs/${branchesJob.id}`, { method: 'PUT', token: admin, json: { cron: ' 15  3 * * 1-5 ', enabled: false } });
    expect(response.status).toBe(200);
    const saved: ImportJob = (await response.json()).content;
    expect(saved).toMatchObject({ cron: '15 3 * * 1-5', enabled: false, nextRunAt: null });
    const [row] = await queryRows<{ next_run_at: string }>(api.db, sql`select next_run_at from import_jobs where id = ${saved.id}`);
    const ny = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).format(new Date(row!.next_run_at));
    expect(ny).toBe('03:15');
    const [entry] = await queryRows<{ before: { cron: string }; after: { cron: string; enabled: boolean } }>(
      api.db,
      sql`select before, after from audit_log where action = 'import.schedule' order by id desc limit 1`,
    );
    expect(entry!.before.cron).toBe('30 2 * * *');
    expect(entry!.after).toMatchObject({ cron: '15 3 * * 1-5', enabled: false });
    await api.request(`informix/jobs/${branchesJob.id}`, { method: 'PUT', token: admin, json: { cron: '30 2 * * *', enabled: true } });
  });
});

describe('POST /api/informix/jobs/{id}/run (run now)', () => {
  beforeEach(() => write('GLJEITM.unl', GL));

  it('needs a token and the permission; 404 for no such job', async () => {
    const runs = await countRows(api, 'import_runs');
    expect((await api.request(`informix/jobs/${glJob().id}/run`, { method: 'POST' })).status).toBe(401);
    expect((await api.request(`informix/jobs/${glJob().id}/run`, { method: 'POST', token: accounting })).status).toBe(403);
    expect((await api.request('informix/jobs/99999/run', { method: 'POST', token: admin })).status).toBe(404);
    expect((await api.request('informix/jobs/abc/run', { method: 'POST', token: admin })).status).toBe(400);
    expect(await countRows(api, 'import_runs')).toBe(runs);
  });

  it('imports the export: every value as Excede wrote it, the run stamped on the rows, the job updated, an audit entry', async () => {
    const response = await api.request(`informix/jobs/${glJob().id}/run`, { method: 'POST', token: admin });
    expect(response.status).toBe(200);
    const { content } = await response.json();
    expect(content).toMatchObject({ status: 'Succeeded', rowsRead: 3, rowsWritten: 3, rowsRejected: 0, error: null });
    expect(await glLines()).toEqual([
      { je_id: 'JE1', line_no: 1, debit: '125.50', description: 'Cash from counter | drawer 2', import_run_id: content.runId },
      { je_id: 'JE1', line_no: 2, debit: '0.00', description: 'Clearing\nsecond line', import_run_id: content.runId },
      { je_id: 'JE2', line_no: 1, debit: '10.00', description: 'Adjustment', import_run_id: content.runId },
    ]);
    const [xref] = await queryRows<{ xref: string; posted_on: string }>(api.db, sql`select xref, posted_on::text from excede_gl_lines where je_id = 'JE2'`);
    expect(xref).toEqual({ xref: '', posted_on: '2026-11-03' });
    const [audit] = await queryRows<{ actor_user_id: number }>(api.db, sql`select actor_user_id from audit_log where action = 'import.run' order by id desc limit 1`);
    expect(audit).toBeTruthy();
    const listed: ImportJob = (await (await api.request('informix/jobs', { token: parts })).json()).content.find((j: ImportJob) => j.id === glJob().id);
    expect(listed.lastStatus).toBe('Succeeded');
    expect(Date.now() - new Date(listed.lastRunAt!).getTime()).toBeLessThan(60_000);
  });

  it('is idempotent: the same file again writes nothing and leaves the rows as they were; a changed line writes one', async () => {
    const first = await runImportJob(api.db, glJob().id, { trigger: 'manual', source });
    const before = await glLines();
    const again = await runImportJob(api.db, glJob().id, { trigger: 'manual', source });
    expect(again).toMatchObject({ status: 'Succeeded', rowsRead: 3, rowsWritten: 0 });
    expect(await glLines()).toEqual(before);
    write('GLJEITM.unl', GL.replace('|10|0|', '|10.25|0|'));
    const changed = await runImportJob(api.db, glJob().id, { trigger: 'manual', source });
    expect(changed).toMatchObject({ status: 'Succeeded', rowsWritten: 1 });
    const rows = await glLines();
    expect(rows.find((r) => r.je_id === 'JE2')).toMatchObject({ debit: '10.25', import_run_id: changed.runId });
    expect(rows.find((r) => r.je_id === 'JE1')!.import_run_id).toBeLessThanOrEqual(first.runId);
  });

  it.each([
    ['a value of the wrong type', GL.replace('|125.50|', '|12x.50|'), 'GLJEITM.unl: 1 row rejected, nothing written: line 1, column 7 (debit): \'12x.50\' is not a number.'],
    ['an impossible date', GL.replace('11/03/2026', '02/30/2026'), "line 4, column 6 (posted_on): '02/30/2026' is not a calendar date."],
    ['a missing required value', GL.replace('|GJ|', '||'), 'line 4, column 10 (source): is empty, and must have a value.'],
    ['a record with a field too few', GL.replace('|ACCT|11/03/2026', '|11/03/2026'), 'line 4: 10 fields where GLJEITM has 11.'],
    ['a key twice', `${GL}JE1|2|1000|101|ACCT|11/02/2026|1|0|X9|CR|Again|\n`, 'line 5: the key (JE1, 2) was already on line 2.'],
    ['a record cut off', GL.trimEnd().slice(0, -1), 'Line 4: the last record does not end with the delimiter (|). Nothing was written.'],
  ])('fails on %s, naming the line and column, and writes nothing', async (_, text, message) => {
    await runImportJob(api.db, glJob().id, { trigger: 'manual', source });
    await api.db.execute(sql`update excede_gl_lines set description = 'kept'`);
    // The file's good records would put the descriptions back: 'kept' everywhere shows nothing was written.
    write('GLJEITM.unl', text);
    const outcome = await runImportJob(api.db, glJob().id, { trigger: 'manual', source });
    expect(outcome.status).toBe('Failed');
    expect(outcome.rowsWritten).toBe(0);
    expect(outcome.error).toContain(message);
    expect((await glLines()).map((r) => r.description)).toEqual(['kept', 'kept', 'kept']);
  });

  it('reads CSV exports with a header row, in any column order', async () => {
    write('GLJEITM.csv', 'credit,je_id,line_no,acct_id,brn_id,department,posted_on,debit,xref,source,description\n0,JE5,1,1000,104,ACCT,11/05/2026,5,X5,CR,"Quoted, with a comma"\n');
    await api.db.execute(sql`update import_jobs set source_file = 'GLJEITM.csv' where id = ${glJob().id}`);
    const outcome = await runImportJob(api.db, glJob().id, { trigger: 'manual', source });
    await api.db.execute(sql`update import_jobs set source_file = 'GLJEITM.unl' where id = ${glJob().id}`);
    expect(outcome).toMatchObject({ status: 'Succeeded', rowsRead: 1, rowsWritten: 1 });
    expect((await glLines()).find((r) => r.je_id === 'JE5')).toMatchObject({ debit: '5.00', description: 'Quoted, with a comma' });
  });

  it('reads Excede DATETIME as New York wall-clock time', async () => {
    write('ARRCP.unl', 'R1|C100|101|2026-11-02 08:15:00|Cash|40.00|D1|X1||\nR2|C100|101|2026-07-02 08:15:00|Card|15.10||X2|DEP7|\n');
    const outcome = await runImportJob(api.db, job('ARRCP.unl').id, { trigger: 'manual', source });
    expect(outcome).toMatchObject({ status: 'Succeeded', rowsWritten: 2 });
    const rows = await queryRows<{ receipt_id: string; at: string }>(
      api.db,
      sql`select receipt_id, to_char(received_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at from excede_ar_receipts where receipt_id in ('R1', 'R2') order by receipt_id`,
    );
    expect(rows).toEqual([
      { receipt_id: 'R1', at: '2026-11-02 13:15' },
      { receipt_id: 'R2', at: '2026-07-02 12:15' },
    ]);
  });

  it('a missing export fails its run with where it was looked for', async () => {
    const outcome = await runImportJob(api.db, job('REVIEW.unl').id, { trigger: 'manual', source });
    expect(outcome).toMatchObject({ status: 'Failed', rowsRead: 0, error: `REVIEW.unl is not in ${dir}.` });
  });
});

describe('GET /api/informix/runs (run info)', () => {
  it('needs a token, the permission and one of the configured employee ids', async () => {
    expect((await api.request('informix/runs')).status).toBe(401);
    expect((await api.request('informix/runs', { token: accounting })).status).toBe(403);
    expect((await api.request('informix/runs', { token: parts })).status).toBe(403);
    expect((await api.request('informix/runs?jobId=x', { token: admin })).status).toBe(400);
  });

  it('lists runs newest first with duration, rows read, written and rejected, status and error', async () => {
    const { content } = (await (await api.request(`informix/runs?jobId=${glJob().id}`, { token: admin })).json()) as { content: ImportRun[] };
    // the newest: the CSV export of one line
    expect(content[0]).toMatchObject({ status: 'Succeeded', jobName: 'GLJEITM · GL lines', trigger: 'manual', rowsRead: 1 });
    const failed = content.find((r) => r.error?.includes('column 7 (debit)'))!;
    expect(failed).toMatchObject({ status: 'Failed', rowsRead: 3, rowsWritten: 0, rowsRejected: 1 });
    const byAdmin = content.find((r) => r.triggeredByName === 'Alex Admin')!;
    expect(byAdmin).toMatchObject({ status: 'Succeeded', rowsWritten: 3 });
    expect(byAdmin.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(content.every((r) => r.jobId === glJob().id)).toBe(true);
  });
});

describe('GET /api/informix/tables', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request('informix/tables')).status).toBe(401);
    expect((await api.request('informix/tables', { token: accounting })).status).toBe(403);
  });

  it('answers every table an export fills, with its rows at the last good import, when that was and how the last run ended', async () => {
    const response = await api.request('informix/tables', { token: parts });
    expect(response.status).toBe(200);
    const { content } = (await response.json()) as { content: ImportedTable[] };
    expect(content).toHaveLength(EXCEDE_EXPORTS.length);
    const gl = content.find((t) => t.table === 'excede_gl_lines')!;
    const [{ n }] = (await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from excede_gl_lines`)) as [{ n: number }];
    expect(gl).toMatchObject({ exportName: 'GLJEITM', title: 'GL lines', rows: n, lastRunStatus: 'Succeeded', lastGoodImportAt: expect.any(String) });
    expect(content.find((t) => t.table === 'excede_reviews')).toMatchObject({ rows: null, lastGoodImportAt: null, lastRunStatus: 'Failed' });
    expect(content.find((t) => t.table === 'excede_vendors')).toMatchObject({ rows: null, lastGoodImportAt: null, lastRunStatus: null });
  });
});

describe('the scheduler', () => {
  beforeEach(() => write('GLJEITM.unl', GL));

  it('runs the enabled jobs whose next run has passed, one at a time, and skips disabled ones', async () => {
    await api.db.execute(sql`update import_jobs set next_run_at = now() + interval '1 hour', enabled = true`);
    await api.db.execute(sql`update import_jobs set next_run_at = now() - interval '1 minute' where id in (${glJob().id}, ${job('COBRN.unl').id})`);
    await api.db.execute(sql`update import_jobs set enabled = false where id = ${job('COBRN.unl').id}`);
    const before = await countRows(api, 'import_runs');
    expect(await runDueJobs(api.db, source)).toBe(1);
    expect(await countRows(api, 'import_runs')).toBe(before + 1);
    const [run] = await queryRows<{ trigger: string; status: string; job_id: number }>(api.db, sql`select trigger, status, job_id from import_runs order by id desc limit 1`);
    expect(run).toMatchObject({ trigger: 'schedule', status: 'Succeeded', job_id: glJob().id });
    const [next] = await queryRows<{ next_run_at: string }>(api.db, sql`select next_run_at from import_jobs where id = ${glJob().id}`);
    expect(new Date(next!.next_run_at).getTime()).toBeGreaterThan(Date.now());
    expect(await runDueJobs(api.db, source)).toBe(0);
    await api.db.execute(sql`update import_jobs set enabled = true, next_run_at = now() + interval '1 hour' where id = ${job('COBRN.unl').id}`);
  });

  it('runs a due job once when two processes reach it together; a job another process holds waits (409 to run now)', async () => {
    await api.db.execute(sql`update import_jobs set next_run_at = now() - interval '1 minute' where id = ${glJob().id}`);
    const before = await countRows(api, 'import_runs');
    const outcomes = await Promise.all([runDueJob(api.db, glJob().id, { source }), runDueJob(api.db, glJob().id, { source })]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await countRows(api, 'import_runs')).toBe(before + 1);

    await api.db.execute(sql`update import_jobs set next_run_at = now() - interval '1 minute', leased_by = 'other:1', lease_until = now() + interval '10 minutes' where id = ${glJob().id}`);
    expect(await runDueJob(api.db, glJob().id, { source })).toBeNull();
    expect((await api.request(`informix/jobs/${glJob().id}/run`, { method: 'POST', token: admin })).status).toBe(409);
    expect(await countRows(api, 'import_runs')).toBe(before + 1);
    await api.db.execute(sql`update import_jobs set leased_by = null, lease_until = null where id = ${glJob().id}`);
  });

  it('closes the run of a process that died mid-import once its hold has passed; the import wrote nothing', async () => {
    await api.db.execute(sql`update import_jobs set leased_by = 'gone:7', lease_until = now() - interval '1 minute' where id = ${glJob().id}`);
    await api.db.execute(sql`insert into import_runs (job_id, trigger, status) values (${glJob().id}, 'schedule', 'Running')`);
    await closeAbandonedRuns(api.db);
    const [run] = await queryRows<{ status: string; error: string }>(api.db, sql`select status, error from import_runs order by id desc limit 1`);
    expect(run).toEqual({ status: 'Failed', error: 'The server stopped during this run; nothing of it was written.' });
    expect((await runImportJob(api.db, glJob().id, { trigger: 'manual', source })).status).toBe('Succeeded');
  });

  it('starts on a timer, reports itself to the health check, calls afterImport once a tick imported, and stops', async () => {
    await api.db.execute(sql`update import_jobs set next_run_at = now() - interval '1 minute' where id = ${glJob().id}`);
    const before = await countRows(api, 'import_runs');
    let afterImports = 0;
    const stop = startScheduler({ db: api.db, source }, { intervalMs: 50, afterImport: async () => void afterImports++ });
    const health = await (await api.request('healthcheck')).json();
    expect(health.scheduler).toMatchObject({ status: 'running', intervalSeconds: 0 });
    for (let i = 0; i < 100 && (await countRows(api, 'import_runs')) === before; i++) await new Promise((r) => setTimeout(r, 50));
    await stop();
    expect(await countRows(api, 'import_runs')).toBe(before + 1);
    // Called after the tick that imported, never after the idle ticks around it.
    expect(afterImports).toBe(1);
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
