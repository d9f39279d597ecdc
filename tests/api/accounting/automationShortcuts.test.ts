import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AutomationJobCard, AutomationRun, AutomationShortcuts } from '../../../src/domain/accounting/automationShortcutsViews';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { queryRows } from '../../../server/db/database';
import { settlementCsv, type CardReceipt } from '../../../server/excede/demo/cardSettlements';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;
let viewer: string;
/** The runs the demo seeds (server/db/seedAutomationShortcuts.ts). */
let seeded: number;

const BASE = 'accounting/automation';
// Two card receipts of Norcross on a day no demo data reaches, and their processor's file in the drop folder.
const RECEIPTS: CardReceipt[] = [
  { receiptId: '6910001', brnId: '101', receivedOn: '2027-03-04', amount: '120.00', xref: 'AUT-1', depositId: 'B101-20270304' },
  { receiptId: '6910002', brnId: '101', receivedOn: '2027-03-04', amount: '80.50', xref: 'AUT-2', depositId: 'B101-20270304' },
];

const call = async <T>(route: string, init: { json?: unknown; method?: string; token?: string } = {}) => {
  const response = await api.request(`${BASE}/${route}`, { token: accounting, ...init });
  return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as T & { message?: string } };
};
const run = (job: string, json: unknown, token = accounting) => call<AutomationRun>(`jobs/${job}/runs`, { json, token });
const cardOf = async (job: string) => (await call<AutomationShortcuts>('jobs')).body.jobs.find((j) => j.job === job) as AutomationJobCard;

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'automation-'));
  await mkdir(path.join(root, 'card-settlements'));
  await writeFile(path.join(root, 'card-settlements', 'settlement-101-2027-03-04.csv'), settlementCsv('101', RECEIPTS));
  await writeFile(path.join(root, 'card-settlements', 'broken.csv'), 'not,a,settlement\n');
  api = await createTestApi({ excedeImportDir: path.join(root, 'excede-exports') });
  seeded = await countRows(api, 'automation_runs');
  [accounting, parts, viewer] = await api.tokensOf('accounting@demo.local', 'parts@demo.local', 'viewer@demo.local');
  await api.db.execute(sql`insert into excede_ar_receipts (receipt_id, cus_id, brn_id, received_at, method, amount, drawer, xref, deposit_id) values
    ${sql.join(RECEIPTS.map((r) => sql`(${r.receiptId}, 'AUTEST', ${r.brnId}, (${r.receivedOn}::date + time '10:00') at time zone 'America/New_York', 'Card', ${r.amount}, null, ${r.xref}, ${r.depositId})`), sql`, `)}`);
});
afterAll(() => api.close());

describe('the automation shortcuts API', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request(`${BASE}/jobs`)).status).toBe(401);
    expect((await call('jobs', { token: parts })).status).toBe(403);
    expect((await call('jobs', { token: viewer })).status).toBe(403);
    expect((await run('import-card-files', { brnId: '101', date: '2027-03-05' }, parts)).status).toBe(403);
  });

  it('refuses a branch the user lacks (403), a bad payload (400) and an unknown job (404), running nothing', async () => {
    expect(await run('import-card-files', { brnId: '201', date: '2027-03-05' })).toEqual({ status: 403, body: { message: 'You do not have access to branch 201.' } });
    const bad = await run('import-card-files', { brnId: '101', date: '03/05/2027' });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringMatching(/^date: date must be a date \(YYYY-MM-DD\)\./)]);
    expect((await run('refresh-everything', { brnId: '101', date: '2027-03-05' })).status).toBe(404);
    expect(await countRows(api, 'automation_runs')).toBe(seeded);
    expect(await countRows(api, 'card_settlement_files')).toBe(0);
  });

  it('imports the branch’s card files from the drop folder with the screen’s code, once, audited as the user', async () => {
    const first = await run('import-card-files', { brnId: '101', date: '2027-03-05' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ job: 'import-card-files', brnId: '101', runOn: '2027-03-05', result: 'Warnings', rowsAffected: 3, startedBy: expect.any(String) });
    expect(first.body.summary).toBe('1 files loaded (3 lines), 0 loaded before.');
    expect(first.body.warnings).toEqual([expect.stringMatching(/^broken\.csv: file: /)]);
    const [file] = await queryRows<{ brnId: string; matched: number }>(
      api.db,
      sql`select f.brn_id as "brnId", (select count(*)::int from card_settlement_lines l where l.file_id = f.id and l.receipt_id is not null) as matched from card_settlement_files f`,
    );
    expect(file).toEqual({ brnId: '101', matched: 2 });
    const again = await run('import-card-files', { brnId: '101', date: '2027-03-05' });
    expect([again.body.rowsAffected, again.body.summary]).toEqual([0, '0 files loaded (0 lines), 1 loaded before.']);
    expect(await countRows(api, 'card_settlement_files')).toBe(1);
    const trail = await queryRows<{ action: string; actor: string; before: { result: string } | null; after: { result: string } }>(
      api.db,
      sql`select a.action, u.email as actor, a.before, a.after from audit_log a join users u on u.id = a.actor_user_id
          where a.entity = 'automation run' and a.entity_id = ${String(first.body.id)} order by a.id`,
    );
    expect(trail.map((t) => [t.action, t.actor, t.before?.result ?? null, t.after.result])).toEqual([
      ['automation.start', 'accounting@demo.local', null, 'Running'],
      ['automation.finish', 'accounting@demo.local', 'Running', 'Warnings'],
    ]);
    expect((await cardOf('import-card-files')).lastRun).toMatchObject({ id: again.body.id, result: 'Warnings' });
  });

  it('never runs a job twice at once: a second start is a 409 naming who started the first and when', async () => {
    const [a, b] = await Promise.all([run('unreconciled-days-digest', { brnId: '101', date: '2027-03-05' }), run('unreconciled-days-digest', { brnId: '101', date: '2027-03-05' })]);
    const refused = [a, b].find((r) => r.status === 409)!;
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(refused.body.message).toMatch(/^Unreconciled-days digest is already running: .+ started it at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M\.$/);
    // A holder whose lease passed (its server stopped) no longer blocks a start.
    await api.db.execute(sql`insert into automation_jobs (job, leased_by, leased_at, lease_until)
      select 'bank-auto-match', id, now(), now() + interval '5 minutes' from users where email = 'admin@demo.local'`);
    const held = await run('bank-auto-match', { brnId: '101', date: '2027-03-05' });
    expect([held.status, held.body.message]).toEqual([409, expect.stringMatching(/^Bank auto-match is already running: .+ started it at /)]);
    expect((await cardOf('bank-auto-match')).running).toMatchObject({ startedBy: expect.any(String) });
    await api.db.execute(sql`update automation_jobs set lease_until = now() - interval '1 minute' where job = 'bank-auto-match'`);
    const freed = await run('bank-auto-match', { brnId: '101', date: '2027-03-05' });
    expect([freed.status, freed.body.result, freed.body.warnings]).toEqual([201, 'Warnings', ['Branch 101 has no open bank statement in 2027-03.']]);
  });

  it('mails the digest and the cash-clearing exceptions, and the result to subscribers', async () => {
    const subscribed = await call<{ id: number; version: number }>('jobs/cash-clearing-exceptions/subscription', { method: 'POST' });
    expect(subscribed.status).toBe(201);
    expect((await call('jobs/cash-clearing-exceptions/subscription', { method: 'POST' })).status).toBe(409);
    const before = await countRows(api, 'mail_outbox');
    const exceptions = await run('cash-clearing-exceptions', { brnId: '101', date: '2027-03-05' });
    expect(exceptions.status).toBe(201);
    const mails = await queryRows<{ to: string; subject: string }>(api.db, sql`select "to", subject from mail_outbox order by id desc limit 2`);
    expect(await countRows(api, 'mail_outbox')).toBe(before + 2);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Cash-clearing exceptions of branch 101, 03/05/2027', `Cash-clearing exceptions: ${exceptions.body.result}`]);
    expect((await cardOf('cash-clearing-exceptions')).subscription).toEqual(subscribed.body);
    expect((await call(`subscriptions/${subscribed.body.id}?version=${subscribed.body.version + 1}`, { method: 'DELETE' })).status).toBe(409);
    expect((await call(`subscriptions/${subscribed.body.id}?version=${subscribed.body.version}`, { method: 'DELETE' })).status).toBe(204);
    expect((await cardOf('cash-clearing-exceptions')).subscription).toBeNull();
  });

  it('lists the log of runs through the list protocol, newest first', async () => {
    const { status, body } = await call<ListAnswer<AutomationRun>>('runs?pageSize=50');
    expect(status).toBe(200);
    expect(body.total).toBe(seeded + 5);
    expect(body.rows[0]).toMatchObject({ id: expect.any(Number), jobTitle: 'Cash-clearing exceptions', brnId: '101' });
    const filtered = await call<ListAnswer<AutomationRun>>('runs?f.jobTitle=Import%20card%20files&f.runOn.min=2027-03-01');
    expect(filtered.body.total).toBe(2);
  });
});
