import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CollectedDay, CollectedReceipt, CollectionsDso, Collector, PastDueAccount } from '../../../src/domain/accounting/collections';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;
let viewer: string;
let admin: string;

const TODAY = newYorkDay(new Date());
const day = (offset: number) => addDays(TODAY, offset);

const get = async <T>(path: string, token: string | null = accounting) => {
  const response = await api.request(`accounting/collections/${path}`, { token });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const send = async (path: string, json: unknown, method: 'POST' | 'PUT', token: string | null = accounting) => {
  const response = await api.request(`accounting/collections/${path}`, { token, json, method });
  return { status: response.status, body: (await response.json()) as { message?: string; content?: { version?: number; call?: { id: number }; account?: { version: number } | null } } };
};
const pastDue = async (query = '') => (await get<ListAnswer<PastDueAccount>>(`past-due?sort=brnId,cusId${query}`)).body;
const account = async (brnId: string, cusId: string) => (await pastDue(`&brnId=${brnId}&f.cusId=${cusId}`)).rows.find((r) => r.cusId === cusId)!;
const written = async () => ({ calls: await countRows(api, 'collection_calls'), accounts: await countRows(api, 'collection_accounts'), audit: await countRows(api, 'audit_log') });

const openItem = (docId: string, cusId: string, brnId: string, due: string, balance: string) => sql`(${docId}, ${cusId}, ${brnId}, 'Invoice', ${due}::date - 30, ${due}::date, ${balance}, ${balance})`;
const receipt = (id: string, cusId: string, brnId: string, at: ReturnType<typeof sql>, method: string, amount: string) =>
  sql`(${id}, ${cusId}, ${brnId}, ${at}, ${method}, ${amount}, ${`${brnId}-P1`}, ${`X${id}`}, null)`;
const nyTime = (on: string, time: string) => sql`(${on}::date + ${time}::time) at time zone 'America/New_York'`;
const glLine = (je: string, brnId: string, acct: string, on: string, debit: string, source: string) =>
  sql`(${je}, 1, ${acct}, ${brnId}, 'Administration', ${on}::date, ${debit}, 0, ${je}, ${source}, ${`${source} ${je}`})`;

beforeAll(async () => {
  api = await createTestApi();
  [accounting, parts, viewer, admin] = await api.tokensOf('accounting@demo.local', 'parts@demo.local', 'viewer@demo.local', 'admin@demo.local');
  await api.db.execute(sql`delete from excede_ar_open_items`);
  await api.db.execute(sql`delete from excede_ar_receipts`);
  await api.db.execute(sql`delete from excede_gl_lines where acct_id in ('1200', '1270')`);
  await api.db.execute(sql`insert into excede_customers (cus_id, name, brn_id, trm_id, credit_limit, on_hold, is_fleet) values
    ('COLL1', 'Blue Ridge Hauling', '101', 'NET30', 1000, false, true),
    ('COLL2', 'Chattahoochee Freight', '101', 'NET15', 5000, true, true),
    ('COLL3', 'Magic City Movers', '201', 'NET30', 5000, false, true),
    ('COLL4', 'Current Only Co', '102', 'NET30', 5000, false, true),
    ('CODC', 'CASH SALE - TEST', '101', 'COD', 0, false, false)`);
  await api.db.execute(sql`insert into excede_employees (excede_id, name, excede_name, branch_code, title, is_technician) values
    ('T201', 'Terry Two', 'TWO, TERRY', '201', 'Office clerk', false), ('TECH1', 'Tina Tech', 'TECH, TINA', '101', 'Technician A', true)`);
  // Blue Ridge owes Norcross in every bucket ($1,075, over its $1,000 limit) and Forest Park $10; Chattahoochee is on
  // hold, $80 past due; Birmingham (not accounting's) and an account with nothing past due stay off accounting's list.
  await api.db.execute(sql`insert into excede_ar_open_items (doc_id, cus_id, brn_id, doc_type, doc_date, due_date, amount, balance) values ${sql.join(
    [
      openItem('I1', 'COLL1', '101', day(5), '100.00'),
      openItem('I2', 'COLL1', '101', day(-10), '200.00'),
      openItem('I3', 'COLL1', '101', day(-45), '300.00'),
      openItem('I4', 'COLL1', '101', day(-75), '400.00'),
      openItem('I5', 'COLL1', '101', day(-100), '50.00'),
      openItem('I6', 'COLL1', '101', day(-200), '25.00'),
      openItem('I7', 'COLL1', '102', day(-5), '10.00'),
      openItem('I8', 'COLL2', '101', day(-3), '80.00'),
      openItem('I9', 'COLL3', '201', day(-20), '999.00'),
      openItem('I10', 'COLL4', '102', day(10), '60.00'),
    ],
    sql`, `,
  )}`);
  await api.db.execute(sql`insert into excede_ar_receipts (receipt_id, cus_id, brn_id, received_at, method, amount, drawer, xref, deposit_id) values ${sql.join(
    [
      receipt('R1', 'COLL1', '101', nyTime(day(-40), '11:00'), 'ACH', '70.00'),
      receipt('R2', 'COLL1', '101', nyTime(day(-20), '10:00'), 'Check', '150.00'),
      receipt('R3', 'CODC', '101', nyTime(day(-1), '09:00'), 'Cash', '30.00'),
      // November 19 in New York: a card at 10:30 PM (already the 20th in UTC) and cash; the 20th's check; Birmingham's wire.
      receipt('R4', 'COLL4', '101', sql`'2026-11-20T03:30:00Z'::timestamptz`, 'Card', '12.34'),
      receipt('R5', 'COLL4', '101', sql`'2026-11-19T15:00:00Z'::timestamptz`, 'Cash', '20.00'),
      receipt('R6', 'COLL4', '101', sql`'2026-11-20T14:00:00Z'::timestamptz`, 'Check', '100.00'),
      receipt('R7', 'COLL3', '201', sql`'2026-11-19T16:00:00Z'::timestamptz`, 'Wire', '5000.00'),
    ],
    sql`, `,
  )}`);
  // Sales on account in the last 90 days at Norcross: $600 of parts, a $300 warranty repair, and a $30 cash sale
  // (paid at the counter by R3); a deal 100 days ago and a finance charge are no sales of the period.
  await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description) values ${sql.join(
    [
      glLine('S1', '101', '1200', day(-10), '600.00', 'Parts invoice'),
      glLine('S2', '101', '1270', day(-30), '300.00', 'Repair order'),
      glLine('S3', '101', '1200', day(-1), '30.00', 'Parts invoice'),
      glLine('S4', '101', '1200', day(-100), '1000.00', 'Vehicle deal'),
      glLine('S5', '101', '1200', day(-5), '5.00', 'Finance charge'),
      glLine('S6', '201', '1200', day(-5), '900.00', 'Parts invoice'),
    ],
    sql`, `,
  )}`);
});
afterAll(() => api.close());

describe('every collections endpoint', () => {
  it.each([
    ['GET', 'receipts'],
    ['GET', 'receipts/by-day?from=2026-11-01&to=2026-11-30'],
    ['GET', 'past-due'],
    ['GET', 'dso'],
    ['GET', 'collectors'],
    ['POST', 'calls'],
    ['PUT', 'accounts'],
  ] as const)('%s %s needs a token and the permission', async (method, path) => {
    const call = (token: string | null) => (method === 'GET' ? get(path, token) : send(path, {}, method, token));
    expect((await call(null)).status).toBe(401);
    expect((await call(parts)).status).toBe(403);
    expect((await call(viewer)).status).toBe(403);
  });

  it.each(['receipts?brnId=201', 'receipts/by-day?brnId=201&from=2026-11-01&to=2026-11-30', 'past-due?brnId=101&brnId=201', 'dso?brnId=201'])(
    "refuses another branch's data: %s",
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('You do not have access to branch 201.');
    },
  );
});

describe('Collected: GET /api/accounting/collections/receipts', () => {
  const receipts = async (query: string) => (await get<ListAnswer<CollectedReceipt>>(`receipts?${query}`)).body;

  it('lists the receipts of New York days, with their customer, and totals them', async () => {
    const answer = await receipts('brnId=101&from=2026-11-19&to=2026-11-19');
    expect(answer.rows.map((r) => [r.receiptId, r.method, r.amount, r.customer])).toEqual([
      ['R4', 'Card', '12.34', 'Current Only Co'],
      ['R5', 'Cash', '20.00', 'Current Only Co'],
    ]);
    expect(answer.rows[0]).toMatchObject({ receivedAt: '2026-11-20T03:30:00.000Z', brnId: '101', drawer: '101-P1', cusId: 'COLL4', xref: 'XR4', depositId: null });
    expect(answer.totals).toEqual({ amount: '32.34' });
    expect((await receipts('from=2026-11-19&to=2026-11-20')).total).toBe(3);
    expect((await receipts('from=2026-11-19&to=2026-11-20')).rows.some((r) => r.brnId === '201')).toBe(false);
  });

  it('filters by method and totals what it lists', async () => {
    const cards = await receipts('brnId=101&from=2026-11-19&to=2026-11-20&f.method=Card');
    expect(cards.rows.map((r) => r.receiptId)).toEqual(['R4']);
    expect(cards.totals).toEqual({ amount: '12.34' });
    const checks = await receipts('brnId=101&from=2026-11-19&to=2026-11-20&f.method=Check');
    expect(checks.totals).toEqual({ amount: '100.00' });
  });

  it('answers 400 naming the parameter', async () => {
    expect((await get('receipts?sort=secret')).body.message).toBe("sort: The list cannot be sorted by 'secret'.");
    expect((await get('receipts?f.receivedAt.min=2026-11-01')).status).toBe(400);
  });

  it('exports what it lists', async () => {
    const response = await api.request('accounting/collections/receipts?brnId=101&from=2026-11-19&to=2026-11-19&format=csv', { token: accounting });
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Received,Branch,Drawer,Customer,Customer no.,Applied to,Method,Amount,Receipt,Deposit');
    expect(lines).toHaveLength(3);
  });

  it('charts each day by method', async () => {
    expect((await get<CollectedDay[]>('receipts/by-day?brnId=101&from=2026-11-19&to=2026-11-20')).body).toEqual([
      { day: '2026-11-19', method: 'Card', amount: '12.34' },
      { day: '2026-11-19', method: 'Cash', amount: '20.00' },
      { day: '2026-11-20', method: 'Check', amount: '100.00' },
    ]);
    expect((await get('receipts/by-day?brnId=101')).status).toBe(400);
  });
});

describe('Past due: GET /api/accounting/collections/past-due', () => {
  it('has a row per customer and branch with anything past due, aged in buckets, in the user’s branches only', async () => {
    const answer = await pastDue();
    expect(answer.rows.map((r) => [r.brnId, r.cusId, r.pastDue])).toEqual([
      ['101', 'COLL1', '975.00'],
      ['101', 'COLL2', '80.00'],
      ['102', 'COLL1', '10.00'],
    ]);
    expect(answer.totals).toMatchObject({ balance: '1165.00', current: '100.00', days1to30: '290.00', days31to60: '300.00', days61to90: '400.00', days91to120: '50.00', over120: '25.00', pastDue: '1065.00' });
    expect(answer.rows[0]).toMatchObject({
      customer: 'Blue Ridge Hauling',
      terms: 'NET30',
      creditLimit: '1000.00',
      balance: '1075.00',
      current: '100.00',
      days1to30: '200.00',
      over120: '25.00',
      oldestDays: 200,
      lastPaidAmount: '150.00',
      status: 'Active',
      promisedOn: null,
      version: null,
    });
    expect(new Date(answer.rows[0]!.lastPaidAt!).getTime()).toBeLessThan(Date.now() - 19 * 86_400_000);
    expect(answer.rows[1]!.status).toBe('Credit hold');
    expect((await get<ListAnswer<PastDueAccount>>('past-due?brnId=201', admin)).body.rows.map((r) => r.cusId)).toEqual(['COLL3']);
    expect((await pastDue('&f.oldestDays.min=61')).rows.map((r) => r.cusId)).toEqual(['COLL1']);
  });

  it('works out days sales outstanding: the receivable over the last 90 days of credit sales', async () => {
    expect((await get<CollectionsDso>('dso?brnId=101')).body).toEqual({ receivable: '1155.00', creditSales: '900.00', days: 90, dso: 115.5 });
    expect((await get<CollectionsDso>('dso')).body).toMatchObject({ receivable: '1225.00', creditSales: '900.00', dso: 122.5 });
    expect((await get<CollectionsDso>('dso?brnId=103')).body).toEqual({ receivable: '0.00', creditSales: '0.00', days: 90, dso: null });
  });

  it('offers the employees of the user’s branches as collectors, technicians aside', async () => {
    const collectors = (await get<Collector[]>('collectors')).body;
    expect(collectors).toContainEqual({ excedeId: '10003', name: 'Casey Accounting', brnId: '101', title: 'Controller' });
    expect(collectors.some((c) => c.excedeId === 'T201' || c.excedeId === 'TECH1')).toBe(false);
  });
});

describe('Calls, promises and collectors', () => {
  const promisedCall = { brnId: '101', cusId: 'COLL1', accountVersion: null, outcome: 'Promised to pay', note: 'Paying the 31–60 this week.', followUpOn: day(7), promise: { promisedOn: day(7), amount: '500.00' } };

  it('refuses a call it cannot record with a 400 or 403, writing nothing', async () => {
    const before = await written();
    const refused = [
      [{ ...promisedCall, outcome: 'Shouted' }, 400, 'outcome: Choose what came of the call.'],
      [{ ...promisedCall, promise: null }, 400, 'promise: Enter the date and amount the customer promised.'],
      [{ ...promisedCall, promise: { promisedOn: day(-31), amount: '5' } }, 400, 'promise.promisedOn: The promise date can be at most 30 days ago.'],
      [{ ...promisedCall, brnId: '201', cusId: 'COLL3' }, 403, 'You do not have access to branch 201.'],
      [{ ...promisedCall, cusId: 'COLL3' }, 400, 'cusId: Customer COLL3 has nothing open at branch 101.'],
    ] as const;
    for (const [payload, status, message] of refused) {
      const answer = await send('calls', payload, 'POST');
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    expect(await written()).toEqual(before);
  });

  it('logs a call with a promise: the row shows the call and the promise, both audited', async () => {
    const answer = await send('calls', promisedCall, 'POST');
    expect(answer.status).toBe(201);
    expect(answer.body.content!.account!.version).toBe(1);
    const row = await account('101', 'COLL1');
    expect(row).toMatchObject({ lastCallOutcome: 'Promised to pay', lastCallNote: 'Paying the 31–60 this week.', followUpOn: day(7), promisedOn: day(7), promisedAmount: '500.00', promisePaid: '0.00', version: 1 });
    const entries = await queryRows<{ action: string; before: unknown; after: { outcome?: string; promisedOn?: string; createdBy?: number } }>(
      api.db,
      sql`select action, before, after from audit_log where action in ('collections.call', 'collections.promise') order by id`,
    );
    expect(entries.map((e) => [e.action, e.before, e.after.outcome ?? e.after.promisedOn])).toEqual([
      ['collections.call', null, 'Promised to pay'],
      ['collections.promise', null, day(7)],
    ]);
  });

  it('answers 409 to a call made on an account someone changed since, writing nothing', async () => {
    const before = await written();
    const answer = await send('calls', { ...promisedCall, note: 'Again' }, 'POST');
    expect([answer.status, answer.body.message]).toEqual([409, RECORD_CHANGED_MESSAGE]);
    expect(await written()).toEqual(before);
    // A call without a promise leaves the account alone, whatever its version.
    expect((await send('calls', { ...promisedCall, outcome: 'Left message', promise: null, followUpOn: null }, 'POST')).status).toBe(201);
    expect(await account('101', 'COLL1')).toMatchObject({ lastCallOutcome: 'Left message', promisedOn: day(7), version: 1 });
  });

  it('assigns a collector as of the version seen, audited before and after; a stale version is a 409', async () => {
    const assigned = await send('accounts', { brnId: '101', cusId: 'COLL1', version: 1, collectorId: '10003' }, 'PUT');
    expect([assigned.status, assigned.body.content!.version]).toEqual([200, 2]);
    expect(await account('101', 'COLL1')).toMatchObject({ collector: 'Casey Accounting', collectorId: '10003', promisedOn: day(7), version: 2 });
    const [entry] = await queryRows<{ before: { collectorId: string | null }; after: { collectorId: string } }>(
      api.db,
      sql`select before, after from audit_log where action = 'collections.collector'`,
    );
    expect([entry!.before.collectorId, entry!.after.collectorId]).toEqual([null, '10003']);

    const before = await written();
    const stale = await send('accounts', { brnId: '101', cusId: 'COLL1', version: 1, collectorId: '10135' }, 'PUT');
    expect([stale.status, stale.body.message]).toEqual([409, RECORD_CHANGED_MESSAGE]);
    for (const collectorId of ['T201', 'TECH1', 'NOBODY']) {
      const refused = await send('accounts', { brnId: '101', cusId: 'COLL1', version: 2, collectorId }, 'PUT');
      expect([refused.status, refused.body.message]).toEqual([400, 'collectorId: Choose a collector who works at one of your branches.']);
    }
    expect((await send('accounts', { brnId: '101', cusId: 'COLL1', version: 2 }, 'PUT')).status).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('keeps a promise once the amount is paid by its day, and clears it', async () => {
    await api.db.execute(sql`insert into excede_ar_receipts (receipt_id, cus_id, brn_id, received_at, method, amount, drawer, xref, deposit_id)
      values ('R8', 'COLL1', '101', now(), 'Check', 500.00, '101-AR', 'I3', null)`);
    expect(await account('101', 'COLL1')).toMatchObject({ promisePaid: '500.00', lastPaidAmount: '500.00' });
    const cleared = await send('accounts', { brnId: '101', cusId: 'COLL1', version: 2, promise: null }, 'PUT');
    expect(cleared.status).toBe(200);
    expect(await account('101', 'COLL1')).toMatchObject({ promisedOn: null, promisedAmount: null, promisePaid: null, collector: 'Casey Accounting', version: 3 });
  });

  it('records a promise dated in the past (a call logged late): nothing paid since, so it shows missed', async () => {
    const set = await send('accounts', { brnId: '101', cusId: 'COLL2', version: null, promise: { promisedOn: day(-2), amount: '80' } }, 'PUT');
    expect([set.status, set.body.content!.version]).toEqual([200, 1]);
    expect(await account('101', 'COLL2')).toMatchObject({ promisedOn: day(-2), promisedAmount: '80.00', promisePaid: '0.00', version: 1 });
    expect((await send('accounts', { brnId: '101', cusId: 'COLL2', version: null, collectorId: '10003' }, 'PUT')).status).toBe(409);
  });
});
