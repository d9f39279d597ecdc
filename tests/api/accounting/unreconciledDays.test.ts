import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UnreconciledCalendarDay, UnreconciledDay, UnreconciledDayDetail } from '../../../src/domain/accounting/unreconciledDays';
import { businessDaysBetween, newYorkDay } from '../../../src/domain/businessDays';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let admin: string;
let parts: string;
let viewer: string;

const BASE = 'accounting/unreconciled-days';
type Answer = { message?: string; content?: { id: number; version: number; ownerName?: string; reconciledAt?: string | null; approvedAt?: string | null } };
const get = async <T>(path: string, token = accounting) => {
  const response = await api.request(`${BASE}/${path}`, { token });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const send = async (path: string, json: unknown, token = accounting, method = 'POST') => {
  const response = await api.request(`${BASE}/${path}`, { token, json, method });
  return { status: response.status, body: (await response.json()) as Answer };
};
const NOVEMBER = 'brnId=101&from=2026-11-01&to=2026-11-30';
const days = async (stream: string, query = '') => (await get<ListAnswer<UnreconciledDay>>(`${stream}?${NOVEMBER}${query}`)).body;
const detail = async (token = accounting) => (await get<UnreconciledDayDetail>('clearing/day?brnId=101&date=2026-11-02', token)).body;
const DAY = { brnId: '101', date: '2026-11-02' };

// Cash clearing (1050) in November 2026: Norcross's 2nd takes 120.00 in receipts and banks 100.00 (not zero);
// its 3rd banks what it took (zero); Birmingham (201, not accounting's) is not zero on the 2nd.
const line = (je: string, no: number, brn: string, on: string, debit: string, credit: string, xref: string) =>
  sql`(${je}, ${no}, '1050', ${brn}, 'Administration', ${on}::date, ${debit}, ${credit}, ${xref}, ${credit === '0' ? 'AR receipt' : 'Deposit'}, ${`Line ${je}`})`;
const LINES = [
  line('UR1', 1, '101', '2026-11-02', '100.00', '0', 'INV1'),
  line('UR2', 1, '101', '2026-11-02', '20.00', '0', 'INV2'),
  line('UR3', 2, '101', '2026-11-02', '0', '100.00', 'D101-20261102'),
  line('UR4', 1, '101', '2026-11-03', '10.00', '0', 'INV4'),
  line('UR5', 2, '101', '2026-11-03', '0', '10.00', 'D101-20261103'),
  line('UR6', 1, '201', '2026-11-02', '5.00', '0', 'INV6'),
];

beforeAll(async () => {
  api = await createTestApi();
  [accounting, admin, parts, viewer] = await api.tokensOf('accounting@demo.local', 'admin@demo.local', 'parts@demo.local', 'viewer@demo.local');
  await api.db.execute(sql`delete from excede_gl_lines where acct_id = '1050'`);
  await api.db.execute(sql`delete from card_settlement_lines`);
  await api.db.execute(sql`delete from excede_ar_receipts`);
  await api.db.execute(sql`delete from cash_counts where status in ('Awaiting sign-off', 'Signed off')`);
  await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description) values ${sql.join(LINES, sql`, `)}`);
  await api.db.execute(sql`insert into excede_ar_receipts (receipt_id, cus_id, brn_id, received_at, method, amount, drawer, xref, deposit_id) values
    ('8000001', 'URTEST', '101', ('2026-11-05'::date + time '10:00') at time zone 'America/New_York', 'Card', 45.10, '101-P1', 'INV7', 'B101-20261105'),
    ('8000002', 'URTEST', '101', ('2026-11-06'::date + time '10:00') at time zone 'America/New_York', 'Cash', 12.00, '101-P1', 'INV8', null),
    ('8000003', 'URTEST', '101', ('2026-11-06'::date + time '11:00') at time zone 'America/New_York', 'Cash', 30.00, '101-P1', 'INV9', 'D101-20261106')`);
});
afterAll(() => api.close());

/** A one-day statement of Norcross's bank account: a deposit the books have not matched, and a fee marked as needing an entry. */
async function bankStatementOfNovember9(): Promise<number> {
  const [admin] = await queryRows<{ id: number }>(api.db, sql`select id from users where email = 'admin@demo.local'`);
  const by = admin!.id;
  const [account] = await queryRows<{ id: number }>(
    api.db,
    sql`insert into bank_accounts (account_number, bank_name, brn_id, acct_id, created_by, updated_by) values ('9900012345', 'Test Bank', '101', '1010', ${by}, ${by}) returning id`,
  );
  const [statement] = await queryRows<{ id: number }>(
    api.db,
    sql`insert into bank_statements (bank_account_id, brn_id, file_name, format, period_from, period_to, opening_balance, closing_balance, created_by, updated_by)
        values (${account!.id}, '101', 'nov9.bai', 'BAI2', '2026-11-09', '2026-11-09', 0, 85.00, ${by}, ${by}) returning id`,
  );
  await api.db.execute(sql`insert into bank_lines (statement_id, brn_id, line_no, posted_on, bai_type, amount, check_no, bank_ref, text, needs_entry, created_by, updated_by) values
    (${statement!.id}, '101', 1, '2026-11-09', '301', 100.00, '', 'REF1', 'Deposit', false, ${by}, ${by}),
    (${statement!.id}, '101', 2, '2026-11-09', '698', -15.00, '', 'REF2', 'Service charge', true, ${by}, ${by})`);
  await api.db.execute(sql`delete from excede_gl_lines where acct_id = '1010' and brn_id = '101' and posted_on = '2026-11-09'`);
  await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description)
    values ('URB1', 1, '1010', '101', 'Administration', '2026-11-09', 100.00, 0, 'D101-20261109', 'Deposit', 'Bank deposit')`);
  return statement!.id;
}

describe('GET /api/accounting/unreconciled-days/{stream} (a branch-day per row)', () => {
  it('needs a token, the permission, a stream and only the user’s branches', async () => {
    expect((await api.request(`${BASE}/clearing`)).status).toBe(401);
    expect((await get('clearing', parts)).status).toBe(403);
    expect((await get('clearing', viewer)).status).toBe(403);
    expect(await get('clearing?brnId=201')).toEqual({ status: 403, body: { message: 'You do not have access to branch 201.' } });
    expect(await get('wires')).toEqual({ status: 404, body: { message: 'There is no such reconciliation stream: choose cash, creditcard, bank or clearing.' } });
    expect((await get('wires/day?brnId=101&date=2026-11-02')).status).toBe(404);
    expect((await get('clearing?sort=password')).body.message).toBe("sort: The list cannot be sorted by 'password'.");
  });

  it('lists the days not zero on cash clearing, with what is open and for how many business days', async () => {
    const answer = await days('clearing');
    expect(answer.rows).toEqual([
      {
        dayOn: '2026-11-02',
        brnId: '101',
        stream: 'clearing',
        expected: '220.00',
        reconciled: '0.00',
        unreconciled: '220.00',
        items: 3,
        daysOpen: businessDaysBetween('2026-11-02', newYorkDay(new Date())),
        owner: null,
        status: 'Open',
      },
    ]);
    expect(answer.totals).toEqual({ expected: '220.00', reconciled: '0.00', unreconciled: '220.00', items: '3' });
    expect((await days('clearing', '&f.daysOpen.min=9999')).total).toBe(0);
  });

  it('lists card receipts no settlement line settles, and cash undeposited beyond its business day', async () => {
    expect((await days('creditcard')).rows).toEqual([expect.objectContaining({ dayOn: '2026-11-05', stream: 'creditcard', unreconciled: '45.10', items: 1 })]);
    expect((await days('cash')).rows).toEqual([expect.objectContaining({ dayOn: '2026-11-06', expected: '42.00', reconciled: '30.00', unreconciled: '12.00', items: 1 })]);
  });

  it('lists bank statement lines and the statement’s book lines not matched, each of its statement', async () => {
    const statementId = await bankStatementOfNovember9();
    expect((await days('bank')).rows).toEqual([expect.objectContaining({ dayOn: '2026-11-09', stream: 'bank', expected: '215.00', reconciled: '15.00', unreconciled: '200.00', items: 2 })]);
    const { items } = (await get<UnreconciledDayDetail>('bank/day?brnId=101&date=2026-11-09')).body;
    expect(items.map((i) => [i.itemKey.split(':')[0], i.kind, i.amount, i.open, i.fileId])).toEqual([
      ['bank', 'Bank line 301', '100.00', true, statementId],
      ['gl', 'Book deposit', '100.00', true, statementId],
      ['bank', 'Bank line 698', '-15.00', false, statementId],
    ]);
  });

  it('answers the calendar of the same days', async () => {
    const { status, body } = await get<UnreconciledCalendarDay[]>(`clearing/calendar?${NOVEMBER}`);
    expect(status).toBe(200);
    expect(body).toEqual([{ dayOn: '2026-11-02', days: 1, daysOpen: businessDaysBetween('2026-11-02', newYorkDay(new Date())), unreconciled: '220.00' }]);
    expect((await get('clearing/calendar', parts)).status).toBe(403);
  });
});

describe('GET /api/accounting/unreconciled-days/{stream}/day', () => {
  it('lists the day’s items and who may own it', async () => {
    const body = await detail();
    expect(body.day).toMatchObject({ dayOn: '2026-11-02', items: 3, status: 'Open' });
    expect(body.record).toBeNull();
    expect(body.items.map((i) => [i.itemKey, i.amount, i.open, i.explanation])).toEqual([
      ['UR1:1', '100.00', true, null],
      ['UR2:1', '20.00', true, null],
      ['UR3:2', '-100.00', true, null],
    ]);
    expect(body.owners).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'user', name: 'Casey Accounting' })]));
  });

  it('refuses another branch, a wrong query and a user without the permission', async () => {
    expect((await get('clearing/day?brnId=201&date=2026-11-02')).status).toBe(403);
    const wrong = await get('clearing/day?brnId=101&date=11/02/2026');
    expect([wrong.status, wrong.body.message]).toEqual([400, expect.stringMatching(/^date: date must be a date \(YYYY-MM-DD\)\./)]);
    expect((await get('clearing/day?brnId=101&date=2026-11-02', viewer)).status).toBe(403);
  });
});

describe('assigning, explaining, approving and marking a day reconciled', () => {
  let caseyId = '';
  it('assigns an owner of the branch, audited; refuses a bad payload, another branch and a stale version', async () => {
    caseyId = (await detail()).owners.find((o) => o.kind === 'user' && o.name === 'Casey Accounting')!.id;
    expect((await send('clearing/day/owner', { ...DAY, version: null, owner: { kind: 'user' } }, accounting, 'PUT')).body.message).toBe('owner.id: Choose an owner.');
    expect((await send('clearing/day/owner', { ...DAY, version: null, owner: { kind: 'user', id: '999999' } }, accounting, 'PUT')).body.message).toBe(
      'owner: The owner must be a portal user or an employee of branch 101.',
    );
    expect((await send('clearing/day/owner', { brnId: '201', date: '2026-11-02', version: null, owner: { kind: 'user', id: caseyId } }, accounting, 'PUT')).status).toBe(403);
    expect((await send('clearing/day/owner', { ...DAY, version: null, owner: { kind: 'user', id: caseyId } }, parts, 'PUT')).status).toBe(403);
    expect(await countRows(api, 'reconciliation_days')).toBe(0);

    const made = await send('clearing/day/owner', { ...DAY, version: null, owner: { kind: 'user', id: caseyId } }, accounting, 'PUT');
    expect(made.status).toBe(200);
    expect(made.body.content).toMatchObject({ version: 1, ownerName: 'Casey Accounting' });
    expect((await send('clearing/day/owner', { ...DAY, version: null, owner: { kind: 'user', id: caseyId } }, accounting, 'PUT')).status).toBe(409);
    const employee = (await detail()).owners.find((o) => o.kind === 'employee' && o.name !== 'Casey Accounting')!;
    const changed = await send('clearing/day/owner', { ...DAY, version: 1, owner: { kind: 'employee', id: employee.id } }, accounting, 'PUT');
    expect(changed.body.content).toMatchObject({ version: 2, ownerName: employee.name });
    expect((await send('clearing/day/owner', { ...DAY, version: 1, owner: { kind: 'user', id: caseyId } }, accounting, 'PUT')).status).toBe(409);
    const [entry] = await queryRows<{ before: { ownerName: string }; after: { ownerName: string } }>(
      api.db,
      sql`select before, after from audit_log where action = 'reconciliation-day.assign' and before is not null`,
    );
    expect([entry!.before.ownerName, entry!.after.ownerName]).toEqual(['Casey Accounting', employee.name]);
    expect((await days('clearing')).rows[0]!.owner).toBe(employee.name);
  });

  const explanationIds: number[] = [];
  it('explains the open items, writing nothing for a bad payload and refusing a second explanation', async () => {
    expect((await send('clearing/explanations', { ...DAY, itemKey: 'UR1:1', text: '' })).body.message).toBe('text: Say what explains the item (3 characters at least).');
    expect((await send('clearing/explanations', { ...DAY, itemKey: 'NOPE:1', text: 'Posted twice.' })).body.message).toBe("itemKey: NOPE:1 is not an item of branch 101's day.");
    expect((await send('clearing/explanations', { ...DAY, itemKey: 'UR1:1', text: 'Posted twice.' }, viewer)).status).toBe(403);
    expect(await countRows(api, 'reconciliation_explanations')).toBe(0);
    for (const itemKey of ['UR1:1', 'UR2:1', 'UR3:2']) {
      const made = await send('clearing/explanations', { ...DAY, itemKey, text: 'The 20.00 check was deposited with the 3rd.' });
      expect(made.status).toBe(201);
      explanationIds.push(made.body.content!.id);
    }
    expect((await send('clearing/explanations', { ...DAY, itemKey: 'UR1:1', text: 'Again.' })).status).toBe(409);
    expect((await days('clearing')).rows[0]!.status).toBe('Awaiting approval');
  });

  it('refuses marking the day reconciled while an explanation waits for approval', async () => {
    const refused = await send('clearing/day/reconcile', { ...DAY, version: 2 });
    expect(refused).toEqual({
      status: 409,
      body: { message: 'This day still carries unreconciled items: 3 explanations wait for approval. Every open item needs an approved explanation first.' },
    });
  });

  it('approves an explanation only by someone else with the authority, as of the version seen', async () => {
    const [first] = explanationIds;
    const own = await send(`clearing/explanations/${first}/approve`, { version: 1 });
    expect(own).toEqual({ status: 403, body: { message: 'You recorded this explanation: someone else must approve it.' } });
    expect((await detail(admin)).items[0]!.explanation!.approvalRefusal).toBeNull();
    expect((await detail()).items[0]!.explanation!.approvalRefusal).toBe('You recorded this explanation: someone else must approve it.');
    expect((await send(`clearing/explanations/${first}/approve`, { version: 2 }, admin)).status).toBe(409);
    for (const id of explanationIds) expect((await send(`clearing/explanations/${id}/approve`, { version: 1 }, admin)).body.content).toMatchObject({ version: 2 });
    expect((await send(`clearing/explanations/${first}/approve`, { version: 2 }, admin)).body.message).toBe('This explanation was already approved.');
    const [entry] = await queryRows<{ before: { approvedBy: number | null }; after: { approvedBy: number | null } }>(
      api.db,
      sql`select before, after from audit_log where action = 'reconciliation-explanation.approve' and entity_id = ${String(first)}`,
    );
    expect(entry!.before.approvedBy).toBeNull();
    expect(entry!.after.approvedBy).toEqual(expect.any(Number));
  });

  it('changing an explanation starts its approval over', async () => {
    const [, second] = explanationIds;
    expect((await send(`clearing/explanations/${second}`, { version: 2, text: 'x' }, accounting, 'PUT')).body.message).toBe('text: Say what explains the item (3 characters at least).');
    const changed = await send(`clearing/explanations/${second}`, { version: 2, text: 'Check 20.00 went with the 3rd’s deposit.' }, accounting, 'PUT');
    expect(changed.body.content).toMatchObject({ version: 3, approvedAt: null });
    expect((await send(`clearing/explanations/${second}/approve`, { version: 3 }, admin)).status).toBe(200);
  });

  it('marks the day reconciled once every open item’s explanation is approved, audited', async () => {
    expect((await send('clearing/day/reconcile', { ...DAY, version: 1 })).status).toBe(409);
    const marked = await send('clearing/day/reconcile', { ...DAY, version: 2 });
    expect(marked.status).toBe(200);
    expect(marked.body.content).toMatchObject({ version: 3, reconciledAt: expect.any(String) });
    expect((await send('clearing/day/reconcile', { ...DAY, version: 3 })).body.message).toBe('This day was already marked reconciled.');
    expect((await days('clearing')).rows[0]).toMatchObject({ status: 'Reconciled' });
    const [entry] = await queryRows<{ before: { reconciledAt: string | null }; after: { reconciledAt: string | null } }>(
      api.db,
      sql`select before, after from audit_log where action = 'reconciliation-day.reconcile'`,
    );
    expect(entry!.before.reconciledAt).toBeNull();
    expect(entry!.after.reconciledAt).toEqual(expect.any(String));
  });
});
