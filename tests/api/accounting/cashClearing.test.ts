import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CashClearingDay, CashClearingDetail, CashClearingOverview } from '../../../src/domain/accounting/cashClearing';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;
let viewer: string;

const get = async <T>(path: string, token = accounting) => {
  const response = await api.request(`accounting/cash-clearing${path}`, { token });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const post = async (path: string, json: unknown, token = accounting, method = 'POST') => {
  const response = await api.request(`accounting/cash-clearing${path}`, { token, json, method });
  return { status: response.status, body: (await response.json()) as { message?: string; content?: { id: number; version: number; status: string; note: string } } };
};
const days = async (query: string) => (await get<ListAnswer<CashClearingDay>>(`?brnId=101&from=2026-11-01&to=2026-11-30${query}`)).body;
const day = async (date: string) => (await days('')).rows.find((d) => d.postedOn === date)!;

// Norcross (101, accounting's) in November 2026 and Birmingham (201, not accounting's): receipts on cash
// clearing (1050) and the deposits that take them out again.
const receipt = (je: string, brn: string, on: string, amount: string, xref: string, deposit: string | null, id: string) => [
  sql`(${je}, 1, '1050', ${brn}, 'Administration', ${on}::date, ${amount}, 0, ${xref}, 'AR receipt', ${`Cash receipt ${id}`})`,
  sql`(${id}, 'CCTEST', ${brn}, (${on}::date + time '10:00') at time zone 'America/New_York', 'Cash', ${amount}, ${`${brn}-P1`}, ${xref}, ${deposit})`,
] as const;
const deposit = (je: string, brn: string, on: string, amount: string, xref: string) =>
  sql`(${je}, 2, '1050', ${brn}, 'Administration', ${on}::date, 0, ${amount}, ${xref}, 'Deposit', ${`Bank deposit ${xref}`})`;

const R0 = receipt('CC0', '101', '2026-10-30', '5.00', 'INV0', null, '9000000'); // never banked: November opens at 5.00
const R1 = receipt('CC1', '101', '2026-11-02', '100.00', 'INV1', 'D101-20261102', '9000001');
const R2 = receipt('CC2', '101', '2026-11-02', '50.25', 'INV2', 'D101-20261102', '9000002');
const R3 = receipt('CC3', '101', '2026-11-02', '20.00', 'INV3', 'D101-20261103', '9000003'); // banked a day late
const R4 = receipt('CC4', '101', '2026-11-03', '30.00', 'INV4', 'D101-20261103', '9000004');
const R5 = receipt('CC5', '101', '2026-11-04', '10.00', 'INV5', 'D101-20261104', '9000005');
const R6 = receipt('CC6', '101', '2026-11-05', '40.00', 'INV6', 'D101-20261105', '9000006'); // the bank got 39.50
const AL = receipt('AL1', '201', '2026-11-02', '99.00', 'ALINV', 'D201-20261102', '9000007');
const RECEIPTS = [R0, R1, R2, R3, R4, R5, R6, AL];

beforeAll(async () => {
  api = await createTestApi();
  [accounting, parts, viewer] = await api.tokensOf('accounting@demo.local', 'parts@demo.local', 'viewer@demo.local');
  await api.db.execute(sql`delete from excede_gl_lines where acct_id = '1050'`);
  await api.db.execute(sql`delete from excede_ar_receipts`);
  await api.db.execute(sql`insert into excede_customers (cus_id, name, brn_id, trm_id, credit_limit, on_hold, is_fleet) values ('CCTEST', 'Peach State Towing', '101', 'COD', 0, false, false)`);
  await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description) values
    ${sql.join([...RECEIPTS.map((r) => r[0]), deposit('DP2', '101', '2026-11-02', '150.25', 'D101-20261102'), deposit('DP3', '101', '2026-11-03', '50.00', 'D101-20261103'),
      deposit('DP4', '101', '2026-11-04', '10.00', 'D101-20261104'), deposit('DP5', '101', '2026-11-05', '39.50', 'D101-20261105'), deposit('ALD', '201', '2026-11-02', '99.00', 'D201-20261102')], sql`, `)}`);
  await api.db.execute(sql`insert into excede_ar_receipts (receipt_id, cus_id, brn_id, received_at, method, amount, drawer, xref, deposit_id) values ${sql.join(RECEIPTS.map((r) => r[1]), sql`, `)}`);
});
afterAll(() => api.close());

describe('GET /api/accounting/cash-clearing (a branch-day per row)', () => {
  it('needs a token, the permission and only the user’s branches', async () => {
    expect((await api.request('accounting/cash-clearing')).status).toBe(401);
    expect((await get('', parts)).status).toBe(403);
    expect((await get('', viewer)).status).toBe(403);
    const foreign = await get('?brnId=201');
    expect(foreign).toEqual({ status: 403, body: { message: 'You do not have access to branch 201.' } });
    expect((await get('?sort=password')).body.message).toBe("sort: The list cannot be sorted by 'password'.");
  });

  it('answers each day: the balance before it, its receipts and deposits, the balance after it, and what does not clear', async () => {
    const answer = await days('');
    expect(answer.total).toBe(4);
    expect(answer.rows).toEqual([
      { postedOn: '2026-11-05', brnId: '101', acctId: '1050', opening: '5.00', receipts: '40.00', deposits: '39.50', closing: '5.50', difference: '0.50', unmatched: 2, status: 'Exception', methods: 'Cash', flags: 0 },
      { postedOn: '2026-11-04', brnId: '101', acctId: '1050', opening: '5.00', receipts: '10.00', deposits: '10.00', closing: '5.00', difference: '0.00', unmatched: 0, status: 'Zero', methods: 'Cash', flags: 0 },
      { postedOn: '2026-11-03', brnId: '101', acctId: '1050', opening: '25.00', receipts: '30.00', deposits: '50.00', closing: '5.00', difference: '-20.00', unmatched: 2, status: 'Exception', methods: 'Cash', flags: 0 },
      { postedOn: '2026-11-02', brnId: '101', acctId: '1050', opening: '5.00', receipts: '170.25', deposits: '150.25', closing: '25.00', difference: '20.00', unmatched: 4, status: 'Exception', methods: 'Cash', flags: 0 },
    ]);
    expect(answer.totals).toEqual({ receipts: '250.25', deposits: '249.75', difference: '0.50', unmatched: '8', flags: '0' });
    expect((await days('&f.status=Zero')).rows.map((d) => d.postedOn)).toEqual(['2026-11-04']);
  });

  it('filters on the server by the receipts’ method and by clearing account', async () => {
    expect((await days('&f.methods=Cash')).total).toBe(4);
    expect((await days('&f.methods=Check')).rows).toEqual([]);
    // A card receipt on card clearing (1060), its own day.
    await api.db.execute(sql`delete from excede_gl_lines where acct_id = '1060' and brn_id = '101' and posted_on = '2026-11-06'`);
    await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description)
      values ('CD1', 1, '1060', '101', 'Administration', '2026-11-06', 25.00, 0, 'CDINV', 'AR receipt', 'Card receipt 9000009')`);
    await api.db.execute(sql`insert into excede_ar_receipts (receipt_id, cus_id, brn_id, received_at, method, amount, drawer, xref, deposit_id)
      values ('9000009', 'CCTEST', '101', ('2026-11-06'::date + time '10:00') at time zone 'America/New_York', 'Card', 25.00, null, 'CDINV', 'B101-20261106')`);
    const card = await get<ListAnswer<CashClearingDay>>('?brnId=101&from=2026-11-06&to=2026-11-06&f.acctId=1060');
    expect(card.body.rows).toEqual([expect.objectContaining({ postedOn: '2026-11-06', acctId: '1060', receipts: '25.00', deposits: '0.00', methods: 'Card', status: 'Exception' })]);
    expect((await days('&f.acctId=1050')).total).toBe(4);
    const detail = (await get<CashClearingDetail>('/detail?brnId=101&date=2026-11-06&acctId=1060')).body;
    expect(detail.lines.map((l) => [l.jeId, l.method])).toEqual([['CD1', 'Card']]);
    expect((await get('/detail?brnId=101&date=2026-11-06&acctId=2000')).body.message).toBe('acctId: acctId is not a clearing account (1050, 1060).');
  });

  it('sums the tiles and the chart over the same days', async () => {
    const { status, body } = await get<CashClearingOverview>('/overview?brnId=101&from=2026-11-01&to=2026-11-30');
    expect(status).toBe(200);
    expect(body).toEqual({
      daysNotZero: 3,
      exceptions: 3,
      oldestException: '2026-11-02',
      uncleared: '40.50',
      byDay: [
        { postedOn: '2026-11-02', uncleared: '20.00' },
        { postedOn: '2026-11-03', uncleared: '20.00' },
        { postedOn: '2026-11-05', uncleared: '0.50' },
      ],
    });
    expect((await get('/overview?brnId=201')).status).toBe(403);
    expect((await get('/overview', parts)).status).toBe(403);
  });
});

describe('GET /api/accounting/cash-clearing/detail', () => {
  it('lists a day’s lines with the receipt behind each, and the receipts of other days its deposit took', async () => {
    const { status, body } = await get<CashClearingDetail>('/detail?brnId=101&date=2026-11-03');
    expect(status).toBe(200);
    expect(body.day).toMatchObject({ postedOn: '2026-11-03', difference: '-20.00', status: 'Exception' });
    expect(body.lines.map((l) => [l.jeId, l.postedOn, l.debit, l.credit, l.depositXref])).toEqual([
      ['CC3', '2026-11-02', '20.00', '0.00', 'D101-20261103'],
      ['CC4', '2026-11-03', '30.00', '0.00', 'D101-20261103'],
      ['DP3', '2026-11-03', '0.00', '50.00', 'D101-20261103'],
    ]);
    expect(body.lines[0]).toMatchObject({ receiptId: '9000003', cusId: 'CCTEST', customer: 'Peach State Towing', method: 'Cash', source: 'AR receipt', matchId: null });
  });

  it('lists the lines of a cross-reference in the user’s branches', async () => {
    const { body } = await get<CashClearingDetail>('/detail?xref=D101-20261103');
    expect(body.day).toBeNull();
    expect(body.lines.map((l) => l.jeId)).toEqual(['CC3', 'CC4', 'DP3']);
    expect((await get<CashClearingDetail>('/detail?xref=ALINV')).body.lines).toEqual([]);
  });

  it('refuses another branch, a wrong query, and a user without the permission', async () => {
    expect((await get('/detail?brnId=201&date=2026-11-02')).body.message).toBe('You do not have access to branch 201.');
    expect((await get('/detail?xref=ALINV&brnId=201')).status).toBe(403);
    expect((await get('/detail?brnId=101&date=11/02/2026')).status).toBe(400);
    expect((await get('/detail')).status).toBe(400);
    expect((await get('/detail?brnId=101&date=2026-11-03', parts)).status).toBe(403);
  });
});

describe('Matching receipts to a deposit', () => {
  const ref = (jeId: string, lineNo = 1) => ({ jeId, lineNo });
  const matchRows = () => countRows(api, 'cash_clearing_matches');

  it('refuses a match that does not balance to the cent, naming the field, and writes nothing', async () => {
    const before = { matches: await matchRows(), audit: await countRows(api, 'audit_log') };
    const short = await post('/matches', { deposit: ref('DP5', 2), receipts: [ref('CC6')] });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('receipts: The receipts come to $40.00 and the deposit to $39.50: a match must balance to the cent (over by $0.50).');
    for (const [payload, message] of [
      [{ deposit: ref('CC4'), receipts: [ref('CC3')] }, 'deposit: CC4 line 1 is not a deposit on cash clearing.'],
      [{ deposit: ref('DP3', 2), receipts: [] }, 'receipts: Select at least one receipt.'],
      [{ deposit: ref('DP3', 2), receipts: [ref('DP2', 2)] }, 'receipts: DP2 line 2 is not a receipt on cash clearing.'],
      [{ deposit: ref('DP3', 2), receipts: [ref('CC3'), ref('CC3')] }, 'receipts: A receipt is selected twice.'],
      [{ deposit: ref('DP3', 2), receipts: [ref('CC4')], note: 'x'.repeat(501) }, 'note: Note is too long (500 characters at most).'],
    ] as const) {
      const answer = await post('/matches', payload);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect(await matchRows()).toBe(before.matches);
    expect(await countRows(api, 'audit_log')).toBe(before.audit);
  });

  it('refuses another branch’s deposit and a user without the permission', async () => {
    expect(await post('/matches', { deposit: ref('ALD', 2), receipts: [ref('AL1')] })).toEqual({ status: 403, body: { message: 'You do not have access to branch 201.' } });
    expect((await post('/matches', { deposit: ref('DP3', 2), receipts: [ref('CC3'), ref('CC4')] }, viewer)).status).toBe(403);
    expect((await api.request('accounting/cash-clearing/matches', { json: {} })).status).toBe(401);
  });

  let matchId = 0;
  it('matches a late receipt with the next day’s to their deposit: both days read Zero, audited', async () => {
    const made = await post('/matches', { deposit: ref('DP3', 2), receipts: [ref('CC3'), ref('CC4')], note: 'Drawer 2 check banked on the 3rd.' });
    expect(made.status).toBe(201);
    expect(made.body.content).toMatchObject({ status: 'Matched', version: 1, note: 'Drawer 2 check banked on the 3rd.' });
    matchId = made.body.content!.id;
    expect(await day('2026-11-03')).toMatchObject({ difference: '0.00', unmatched: 0, status: 'Zero' });
    expect(await day('2026-11-02')).toMatchObject({ difference: '0.00', unmatched: 0, status: 'Zero', closing: '25.00' });
    const detail = (await get<CashClearingDetail>('/detail?brnId=101&date=2026-11-03')).body;
    expect(detail.lines.every((l) => l.matchId === matchId)).toBe(true);
    expect(detail.matches).toEqual([
      expect.objectContaining({ id: matchId, version: 1, depositXref: 'D101-20261103', depositOn: '2026-11-03', amount: '50.00', receiptCount: 2, matchedBy: 'Casey Accounting' }),
    ]);
    const [entry] = await queryRows<{ actor_user_id: number; after: { amount: string; depositXref: string } }>(
      api.db,
      sql`select actor_user_id, after from audit_log where action = 'cash-clearing.match' and entity_id = ${String(matchId)}`,
    );
    expect(entry!.after).toMatchObject({ amount: '50.00', depositXref: 'D101-20261103' });
  });

  it('keeps a receipt in one match only (409)', async () => {
    const again = await post('/matches', { deposit: ref('DP3', 2), receipts: [ref('CC3'), ref('CC4')] });
    expect(again).toEqual({ status: 409, body: { message: `DP3 line 2 is already in match #${matchId}. Unmatch it first.` } });
  });

  it('changes the note as of the version seen (409 when stale), audited before and after', async () => {
    const noted = await post(`/matches/${matchId}/note`, { version: 1, note: 'Checked with the bank.' }, accounting, 'PUT');
    expect(noted.status).toBe(200);
    expect(noted.body.content).toMatchObject({ version: 2, note: 'Checked with the bank.' });
    expect((await post(`/matches/${matchId}/note`, { version: 1, note: 'Late.' }, accounting, 'PUT')).status).toBe(409);
    expect((await post(`/matches/${matchId}/note`, { version: 2 }, accounting, 'PUT')).body.message).toBe('note: Note must be text.');
    const [entry] = await queryRows<{ before: { note: string }; after: { note: string } }>(api.db, sql`select before, after from audit_log where action = 'cash-clearing.note'`);
    expect([entry!.before.note, entry!.after.note]).toEqual(['Drawer 2 check banked on the 3rd.', 'Checked with the bank.']);
  });

  it('unmatches as of the version seen: the days read as before and the lines are free again', async () => {
    expect((await post(`/matches/${matchId}/unmatch`, { version: 1 })).status).toBe(409);
    expect((await post('/matches/999999/unmatch', { version: 1 })).status).toBe(404);
    expect((await post(`/matches/${matchId}/unmatch`, { version: 2 }, parts)).status).toBe(403);
    const undone = await post(`/matches/${matchId}/unmatch`, { version: 2 });
    expect(undone.status).toBe(200);
    expect(undone.body.content).toMatchObject({ status: 'Unmatched', version: 3 });
    expect((await post(`/matches/${matchId}/unmatch`, { version: 3 })).body.message).toBe('This match was already unmatched.');
    expect(await day('2026-11-03')).toMatchObject({ difference: '-20.00', status: 'Exception' });
    const [entry] = await queryRows<{ before: { status: string }; after: { status: string } }>(api.db, sql`select before, after from audit_log where action = 'cash-clearing.unmatch'`);
    expect([entry!.before.status, entry!.after.status]).toEqual(['Matched', 'Unmatched']);
    const rematched = await post('/matches', { deposit: ref('DP3', 2), receipts: [ref('CC3'), ref('CC4')] });
    expect(rematched.status).toBe(201);
  });
});

describe('Flags for a correcting entry', () => {
  const flag = (json: unknown, token = accounting) => post('/flags', json, token);
  const flagRows = () => countRows(api, 'cash_clearing_flags');
  let dayFlag = 0;
  let lineFlag = 0;

  it('needs a token, the permission and the branch, and refuses a bad flag naming the field, writing nothing', async () => {
    expect((await api.request('accounting/cash-clearing/flags', { json: {} })).status).toBe(401);
    expect((await flag({ brnId: '101', date: '2026-11-05', reason: 'Short 0.50' }, parts)).status).toBe(403);
    expect(await flag({ brnId: '201', date: '2026-11-02', reason: 'Look' })).toEqual({ status: 403, body: { message: 'You do not have access to branch 201.' } });
    for (const [payload, message] of [
      [{ brnId: '101', date: '2026-11-05' }, 'reason: Reason is required.'],
      [{ brnId: '101', date: '2026-11-05', reason: '  ' }, 'reason: Say what needs correcting.'],
      [{ brnId: '101', date: '11/05/2026', reason: 'x' }, expect.stringMatching(/^date/)],
      [{ brnId: '101', date: '2026-11-05', reason: 'x', line: { jeId: 'CC4', lineNo: 1 } }, "line: CC4 line 1 is branch 101's line of 2026-11-03, not of this day."],
      [{ brnId: '101', date: '2026-11-05', reason: 'x', line: { jeId: 'NOPE', lineNo: 1 } }, 'line: NOPE line 1 is not a line on a clearing account.'],
    ] as const) {
      const answer = await flag(payload);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect(await flagRows()).toBe(0);
  });

  it('flags a day and a line of it, one open flag each, counted on the day and listed on its detail', async () => {
    const day5 = await flag({ brnId: '101', date: '2026-11-05', reason: 'Bank short 0.50: post a correcting entry to 6900 cash over/short.' });
    expect(day5.status).toBe(201);
    dayFlag = day5.body.content!.id;
    const line = await flag({ brnId: '101', date: '2026-11-05', line: { jeId: 'CC6', lineNo: 1 }, reason: 'Receipt keyed 40.00, check was 39.50.' });
    expect(line.status).toBe(201);
    lineFlag = line.body.content!.id;
    expect(await flag({ brnId: '101', date: '2026-11-05', reason: 'Again' })).toEqual({ status: 409, body: { message: `This day is already flagged (flag #${dayFlag}). Clear that flag first.` } });
    expect((await flag({ brnId: '101', date: '2026-11-05', line: { jeId: 'CC6', lineNo: 1 }, reason: 'Again' })).status).toBe(409);
    expect(await day('2026-11-05')).toMatchObject({ flags: 2 });
    expect((await days('&f.flags.min=1')).rows.map((d) => d.postedOn)).toEqual(['2026-11-05']);
    const detail = (await get<CashClearingDetail>('/detail?brnId=101&date=2026-11-05')).body;
    expect(detail.flags.map((f) => [f.id, f.jeId, f.lineNo, f.flaggedBy, f.clearedAt])).toEqual([
      [lineFlag, 'CC6', 1, 'Casey Accounting', null],
      [dayFlag, null, null, 'Casey Accounting', null],
    ]);
    const [entry] = await queryRows<{ after: { reason: string } }>(api.db, sql`select after from audit_log where action = 'cash-clearing.flag' and entity_id = ${String(dayFlag)}`);
    expect(entry!.after.reason).toBe('Bank short 0.50: post a correcting entry to 6900 cash over/short.');
  });

  it('clears a flag as of the version seen (409 when stale or cleared already), audited before and after', async () => {
    expect((await post(`/flags/${dayFlag}/clear`, { version: 1 }, parts)).status).toBe(403);
    expect((await post(`/flags/${dayFlag}/clear`, { version: 'one' })).status).toBe(400);
    expect((await post(`/flags/${dayFlag}/clear`, { version: 2 })).status).toBe(409);
    expect((await post('/flags/999999/clear', { version: 1 })).status).toBe(404);
    const cleared = await post(`/flags/${dayFlag}/clear`, { version: 1 });
    expect(cleared.status).toBe(200);
    expect(cleared.body.content).toMatchObject({ version: 2 });
    expect((await post(`/flags/${dayFlag}/clear`, { version: 2 })).body.message).toBe('This flag was already cleared.');
    expect(await day('2026-11-05')).toMatchObject({ flags: 1 });
    const detail = (await get<CashClearingDetail>('/detail?brnId=101&date=2026-11-05')).body;
    expect(detail.flags.find((f) => f.id === dayFlag)).toMatchObject({ clearedBy: 'Casey Accounting', clearedAt: expect.any(String) });
    const [entry] = await queryRows<{ before: { clearedAt: string | null }; after: { clearedAt: string | null } }>(api.db, sql`select before, after from audit_log where action = 'cash-clearing.flag-clear'`);
    expect([entry!.before.clearedAt, typeof entry!.after.clearedAt]).toEqual([null, 'string']);
    // A day cleared of its flag may be flagged again.
    expect((await flag({ brnId: '101', date: '2026-11-05', reason: 'Still short after the entry.' })).status).toBe(201);
  });
});

describe('A day’s note', () => {
  const notes = () => countRows(api, 'cash_clearing_day_notes');
  let noteId = 0;

  it('refuses no token, the permission, another branch and an empty note, writing nothing', async () => {
    expect((await api.request('accounting/cash-clearing/day-notes', { json: {} })).status).toBe(401);
    expect((await post('/day-notes', { brnId: '101', date: '2026-11-02', note: 'x' }, viewer)).status).toBe(403);
    expect((await post('/day-notes', { brnId: '201', date: '2026-11-02', note: 'x' })).status).toBe(403);
    expect((await post('/day-notes', { brnId: '101', date: '2026-11-02', note: ' ' })).body.message).toBe('note: Write the note.');
    expect(await notes()).toBe(0);
  });

  it('writes the first note, refuses a second first note, changes it as of the version seen, audited, shown on the day', async () => {
    const made = await post('/day-notes', { brnId: '101', date: '2026-11-02', note: 'Drawer 2 check went in the next day’s deposit.' });
    expect(made.status).toBe(201);
    noteId = made.body.content!.id;
    expect((await post('/day-notes', { brnId: '101', date: '2026-11-02', note: 'Mine' })).status).toBe(409);
    expect((await post(`/day-notes/${noteId}`, { version: 2, note: 'Late' }, accounting, 'PUT')).status).toBe(409);
    expect((await post(`/day-notes/${noteId}`, { version: 1, note: 'x' }, parts, 'PUT')).status).toBe(403);
    const changed = await post(`/day-notes/${noteId}`, { version: 1, note: 'Matched to D101-20261103.' }, accounting, 'PUT');
    expect([changed.status, changed.body.content?.version]).toEqual([200, 2]);
    const detail = (await get<CashClearingDetail>('/detail?brnId=101&date=2026-11-02')).body;
    expect(detail.dayNote).toMatchObject({ id: noteId, version: 2, note: 'Matched to D101-20261103.', writtenBy: 'Casey Accounting' });
    expect((await get<CashClearingDetail>('/detail?xref=D101-20261103')).body.dayNote).toBeNull();
    const trail = await queryRows<{ before: { note: string } | null; after: { note: string } }>(api.db, sql`select before, after from audit_log where action = 'cash-clearing.day-note' order by id`);
    expect(trail.map((t) => [t.before?.note ?? null, t.after.note])).toEqual([
      [null, 'Drawer 2 check went in the next day’s deposit.'],
      ['Drawer 2 check went in the next day’s deposit.', 'Matched to D101-20261103.'],
    ]);
  });

  it('removes the note as of the version seen (409 when stale), audited with what it said', async () => {
    const remove = (version: unknown, token = accounting) => api.request(`accounting/cash-clearing/day-notes/${noteId}`, { method: 'DELETE', json: { version }, token });
    expect((await remove(2, parts)).status).toBe(403);
    expect((await remove('two')).status).toBe(400);
    expect((await remove(1)).status).toBe(409);
    expect((await api.request('accounting/cash-clearing/day-notes/999999', { method: 'DELETE', json: { version: 1 }, token: accounting })).status).toBe(404);
    expect(await notes()).toBe(1);
    expect((await remove(2)).status).toBe(204);
    expect(await notes()).toBe(0);
    expect((await get<CashClearingDetail>('/detail?brnId=101&date=2026-11-02')).body.dayNote).toBeNull();
    const [entry] = await queryRows<{ before: { note: string } }>(api.db, sql`select before from audit_log where action = 'cash-clearing.day-note-remove'`);
    expect(entry!.before.note).toBe('Matched to D101-20261103.');
  });
});
