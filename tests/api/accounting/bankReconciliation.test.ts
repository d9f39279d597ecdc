import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BankStatementDetail, BankStatementRow } from '../../../src/domain/accounting/bankReconciliationViews';
import { bai2Text, type Bai2Day } from '../../../src/domain/accounting/bankStatementBai2';
import { STATEMENT_CSV_HEADER } from '../../../src/domain/accounting/bankStatementCsv';
import { toCsv } from '../../../src/domain/csvText';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { centsOf, moneyText } from '../../../src/domain/money';
import { queryRows } from '../../../server/db/database';
import { lastClosedMonth } from '../../../server/excede/demo/bankStatementFiles';
import { isoDay, TODAY } from '../../../server/excede/demo/calendar';
import { demoBankAccountNumber, demoStaleCheckXref, demoStatement, type CashLine } from '../../../server/excede/demo/bankStatements';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let admin: string;
let parts: string;
let viewer: string;

const BASE = 'accounting/bank-statements';
// Norcross's (101) cash lines of a month no demo data reaches: a check, a deposit, two ACH receipts of one day,
// a wire the bank paid outside the auto-match window, a check still outstanding and a deposit in transit.
const GL: [string, string, string, string, string][] = [
  ['BRT1', '2027-02-02', 'AP payment', '0', '1250.00'],
  ['BRT2', '2027-02-03', 'Deposit', '830.40', '0'],
  ['BRT3', '2027-02-05', 'AR receipt', '100.00', '0'],
  ['BRT4', '2027-02-05', 'AR receipt', '250.25', '0'],
  ['BRT5', '2027-02-10', 'Floor plan', '0', '400.00'],
  ['BRT6', '2027-02-25', 'AP payment', '0', '75.00'],
  ['BRT7', '2027-02-28', 'Deposit', '512.00', '0'],
];
const DAYS: Bai2Day[] = [
  { on: '2027-02-01', lines: [] },
  { on: '2027-02-04', lines: [{ baiType: '301', amount: '830.40', checkNo: '', bankRef: 'R2', text: 'DEPOSIT' }] },
  { on: '2027-02-05', lines: [{ baiType: '165', amount: '350.25', checkNo: '', bankRef: 'R3', text: 'ACH CREDITS 2 ITEMS' }] },
  { on: '2027-02-09', lines: [{ baiType: '475', amount: '-1250.00', checkNo: 'BRT1', bankRef: 'R1', text: 'CHECK BRT1' }] },
  { on: '2027-02-24', lines: [{ baiType: '495', amount: '-400.00', checkNo: '', bankRef: 'R5', text: 'OUTGOING WIRE FLOOR PLAN PAYOFF' }] },
  { on: '2027-02-27', lines: [{ baiType: '698', amount: '-35.00', checkNo: '', bankRef: 'R9', text: 'ACCOUNT ANALYSIS FEE' }] },
  { on: '2027-02-28', lines: [] },
];
let opening = '';
const statementOf = (brnId = '101') => bai2Text({ bankId: '061000227', customerId: 'PEACHTRUCK', createdOn: '2027-03-01', accountNumber: demoBankAccountNumber(brnId), openingBalance: opening, days: DAYS });

const upload = (text: string, token = accounting, name = 'statement-101-2027-02.bai') => {
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'text/plain' }), name);
  return api.request(BASE, { token, body: form });
};
const call = async <T>(path: string, init: { json?: unknown; method?: string; token?: string } = {}) => {
  const response = await api.request(!path || path.startsWith('?') ? `${BASE}${path}` : `${BASE}/${path}`, { token: accounting, method: init.json !== undefined && !init.method ? 'POST' : init.method, ...init });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const audits = (action: string, entityId: number) =>
  queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    api.db,
    sql`select before, after from audit_log where action = ${action} and entity_id = ${String(entityId)} order by id`,
  );

let detail: BankStatementDetail;

beforeAll(async () => {
  api = await createTestApi();
  [accounting, admin, parts, viewer] = await api.tokensOf('accounting@demo.local', 'admin@demo.local', 'parts@demo.local', 'viewer@demo.local');
  const [book] = await queryRows<{ balance: string }>(
    api.db,
    sql`select coalesce(sum(debit - credit), 0)::numeric(14, 2)::text as balance from excede_gl_lines where acct_id = '1010' and brn_id = '101' and posted_on < '2027-02-01'`,
  );
  opening = book!.balance;
  // These months start clean: no check left over from a reconciliation before the portal (the demo's has one).
  await api.db.execute(sql`update bank_accounts set opening_items = '{}' where brn_id in ('101', '102')`);
  await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description) values
    ${sql.join(GL.map(([je, on, source, debit, credit]) => sql`(${je}, 1, '1010', '101', 'Administration', ${on}, ${debit}, ${credit}, ${`X-${je}`}, ${source}, ${`${source} ${je}`})`), sql`, `)}`);
});
afterAll(() => api.close());

describe('POST /api/accounting/bank-statements (upload a statement)', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request(BASE, { method: 'POST' })).status).toBe(401);
    expect((await upload(statementOf(), parts)).status).toBe(403);
    expect((await upload(statementOf(), viewer)).status).toBe(403);
  });

  it('answers a malformed file with a 400 naming the line and field, another branch’s account with a 403, writing nothing', async () => {
    const good = statementOf();
    const bad = good.replace('16,301,83040,', '16,301,83x40,');
    const lineNo = bad.split('\n').findIndex((l) => l.startsWith('16,301,83x40')) + 1;
    let response = await upload(bad);
    expect([response.status, await response.json()]).toEqual([400, { message: `file: Line ${lineNo}: Amount '83x40' is not an amount in cents.`, errors: expect.anything() }]);
    response = await upload(good.replace(/^49,-?\d+,/m, '49,1,'));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^file: Line \d+: Account control total '1' is not the sum/);
    response = await upload(toCsv([[...STATEMENT_CSV_HEADER], [demoBankAccountNumber('101'), '02/01/2027', '010', '10.00', '', '', ''], [demoBankAccountNumber('101'), '02/30/2027', '015', '10.00', '', '', '']]));
    expect(((await response.json()) as { message: string }).message).toBe("file: Line 3: Date '02/30/2027' is not a date (MM/DD/YYYY).");
    response = await upload(statementOf('201'));
    expect([response.status, await response.json()]).toEqual([403, { message: 'You do not have access to branch 201.' }]);
    response = await upload(statementOf().replaceAll(demoBankAccountNumber('101'), '99999999'));
    expect(((await response.json()) as { message: string }).message).toBe("file: Account ••••9999 is not one of the group's bank accounts.");
    for (const table of ['bank_statements', 'bank_lines', 'bank_matches']) expect(await countRows(api, table)).toBe(0);
  });

  it('reads a good BAI2 statement and auto-matches it: check number, amount and date, a deposit of two receipts; the fee needs an entry', async () => {
    const response = await upload(statementOf());
    expect(response.status).toBe(201);
    detail = (await response.json()) as BankStatementDetail;
    expect(detail.statement).toMatchObject({
      account: `••••${demoBankAccountNumber('101').slice(-4)}`,
      brnId: '101',
      format: 'BAI2',
      periodFrom: '2027-02-01',
      periodTo: '2027-02-28',
      outstandingChecks: '475.00',
      depositsInTransit: '512.00',
      needsEntry: '-35.00',
      unexplained: '-400.00',
      difference: '-400.00',
      status: 'Open',
      uploadedBy: 'Casey Accounting',
      preparer: null,
    });
    expect(detail.statement.statementBalance).toBe(moneyText(centsOf(opening)! + 83_040 + 35_025 - 125_000 - 40_000 - 3_500));
    expect(detail.matches.map((m) => m.matchedBy)).toEqual(['Auto', 'Auto', 'Auto']);
    const byJe = Object.fromEntries(detail.bookLines.map((g) => [g.jeId, g.matchId !== null]));
    expect(byJe).toEqual({ BRT1: true, BRT2: true, BRT3: true, BRT4: true, BRT5: false, BRT6: false, BRT7: false });
    expect(detail.bankLines.map((l) => [l.baiType, l.matchId !== null, l.needsEntry])).toEqual([
      ['301', true, false],
      ['165', true, false],
      ['475', true, false],
      ['495', false, false],
      ['698', false, true],
    ]);
    expect((await audits('bank-reconciliation.upload', detail.statement.id)).length).toBe(1);
    expect((await audits('bank-reconciliation.auto-match', detail.statement.id))[0]!.after).toMatchObject({ needsEntry: [detail.bankLines[4]!.id] });
  });

  it('refuses a period already loaded with a 409', async () => {
    const response = await upload(statementOf());
    expect([response.status, await response.json()]).toEqual([409, { message: `Statement #${detail.statement.id} of account ${detail.statement.account} already covers these days.` }]);
  });

  it('reads a CSV statement', async () => {
    const number = demoBankAccountNumber('102');
    const csv = toCsv([
      [...STATEMENT_CSV_HEADER],
      [number, '03/01/2027', '010', '1000.00', '', '', ''],
      [number, '03/02/2027', '475', '125.50', '10422', 'R1', 'CHECK 10422'],
      [number, '03/31/2027', '015', '874.50', '', '', ''],
    ]);
    const response = await upload(csv, accounting, 'statement-102.csv');
    expect(response.status).toBe(201);
    const csvDetail = (await response.json()) as BankStatementDetail;
    expect(csvDetail.statement).toMatchObject({ format: 'CSV', brnId: '102', openingBalance: '1000.00', statementBalance: '874.50' });
    expect(csvDetail.bankLines).toMatchObject([{ baiType: '475', amount: '-125.50', checkNo: '10422' }]);
  });
});

describe('GET /api/accounting/bank-statements and /:id', () => {
  it('lists the user’s statements with their reconciliation, refusing another branch', async () => {
    expect((await api.request(BASE)).status).toBe(401);
    expect((await call('', { token: parts })).status).toBe(403);
    expect((await call('?brnId=201')).status).toBe(403);
    const { body } = await call<ListAnswer<BankStatementRow>>('?brnId=101');
    expect(body.rows.map((r) => [r.id, r.status, r.difference, r.outstandingChecks, r.depositsInTransit])).toEqual([[detail.statement.id, 'Open', '-400.00', '475.00', '512.00']]);
  });

  it('opens a statement, 404 for none, 403 for another branch’s', async () => {
    expect((await call<BankStatementDetail>(`${detail.statement.id}`)).body.bankLines).toHaveLength(5);
    expect((await call('999999')).status).toBe(404);
    expect((await call(`${detail.statement.id}`, { token: parts })).status).toBe(403);
    const [other] = await queryRows<{ id: number }>(
      api.db,
      sql`insert into bank_statements (bank_account_id, brn_id, file_name, format, period_from, period_to, opening_balance, closing_balance, created_by, updated_by)
          select a.id, '201', 's.bai', 'BAI2', '2027-02-01', '2027-02-28', 0, 0, u.id, u.id from bank_accounts a, users u where a.brn_id = '201' and u.email = 'admin@demo.local' returning id`,
    );
    expect([(await call(`${other!.id}`)).status, (await call(`${other!.id}`)).body.message]).toEqual([403, 'You do not have access to branch 201.']);
    expect((await call(`${other!.id}/auto-match`, { json: { version: 1 } })).status).toBe(403);
  });
});

describe('matching, needs entry and completing', () => {
  const current = async () => (await call<BankStatementDetail>(`${detail.statement.id}`)).body;

  it('refuses every change without a token or the permission, writing nothing', async () => {
    const id = detail.statement.id;
    const line = detail.bankLines[0]!.id;
    const changes: [string, string][] = [
      ['GET', `${id}`],
      ['POST', `${id}/auto-match`],
      ['POST', `${id}/matches`],
      ['DELETE', `${id}/matches/${detail.matches[0]!.id}`],
      ['PUT', `${id}/lines/${line}/needs-entry`],
      ['POST', `${id}/complete`],
      ['POST', `${id}/approve`],
    ];
    const before = await countRows(api, 'audit_log');
    for (const [method, path] of changes) {
      const json = method === 'GET' ? undefined : { version: 1 };
      expect((await api.request(`${BASE}/${path}`, { method, json })).status).toBe(401);
      for (const token of [parts, viewer]) expect((await call(path, { method, json, token })).status).toBe(403);
    }
    expect(await countRows(api, 'audit_log')).toBe(before);
  });

  it('auto-matches on demand as of the version seen, audited', async () => {
    const { statement } = await current();
    expect((await call(`${statement.id}/auto-match`, { json: { version: statement.version + 9 } })).status).toBe(409);
    expect((await call(`${statement.id}/auto-match`, { json: {} })).status).toBe(400);
    const again = await call<BankStatementDetail & { matched: number }>(`${statement.id}/auto-match`, { json: { version: statement.version } });
    expect([again.status, again.body.matched, again.body.statement.version]).toEqual([200, 0, statement.version + 1]);
    const [trail] = await audits('bank-reconciliation.statement-auto-match', statement.id);
    expect([trail!.before!.version, trail!.after!.version]).toEqual([statement.version, statement.version + 1]);
  });

  it('refuses to complete while it does not balance', async () => {
    const { statement } = await current();
    const response = await call(`${statement.id}/complete`, { json: { version: statement.version } });
    expect(response.status).toBe(409);
    expect(response.body.message).toContain('-400.00 is still unexplained');
  });

  it('matches by hand only what balances to the cent, as of the version seen, audited', async () => {
    const { statement, bankLines } = await current();
    const wire = bankLines.find((l) => l.baiType === '495')!;
    const match = (json: unknown, token = accounting) => call<BankStatementDetail>(`${statement.id}/matches`, { json, token });
    expect((await match({ version: statement.version, bankLineIds: [wire.id], glLines: [{ jeId: 'BRT5', lineNo: 1 }] }, parts)).status).toBe(403);
    expect((await match({ version: statement.version, bankLineIds: [], glLines: [{ jeId: 'BRT5', lineNo: 1 }] })).status).toBe(400);
    const off = await match({ version: statement.version, bankLineIds: [wire.id], glLines: [{ jeId: 'BRT6', lineNo: 1 }] });
    expect([off.status, off.body.message]).toEqual([400, 'glLines: The bank lines and the ledger lines differ by -325.00: a match must balance to the cent.']);
    expect((await match({ version: statement.version, bankLineIds: [wire.id], glLines: [{ jeId: 'BRT1', lineNo: 1 }] })).status).toBe(409);
    expect((await match({ version: statement.version + 3, bankLineIds: [wire.id], glLines: [{ jeId: 'BRT5', lineNo: 1 }] })).status).toBe(409);
    expect(await countRows(api, 'bank_matches')).toBe(3);
    const done = await match({ version: statement.version, bankLineIds: [wire.id], glLines: [{ jeId: 'BRT5', lineNo: 1 }] });
    expect([done.status, done.body.statement.difference, done.body.statement.version]).toEqual([201, '0.00', statement.version + 1]);
    const matchId = done.body.bankLines.find((l) => l.id === wire.id)!.matchId!;
    expect((await audits('bank-reconciliation.match', matchId))[0]!.after).toEqual({ statementId: statement.id, bankLineIds: [wire.id], glLines: ['BRT5/1'] });
    const [trail] = await audits('bank-reconciliation.statement-match', statement.id);
    expect([trail!.before!.version, trail!.after!.version]).toEqual([statement.version, statement.version + 1]);
  });

  it('unmatches a pair and matches it again', async () => {
    const { statement, bankLines } = await current();
    const wire = bankLines.find((l) => l.baiType === '495')!;
    const undone = await call<BankStatementDetail>(`${statement.id}/matches/${wire.matchId}`, { method: 'DELETE', json: { version: statement.version } });
    expect([undone.status, undone.body.statement.difference]).toEqual([200, '-400.00']);
    expect((await audits('bank-reconciliation.unmatch', wire.matchId!))[0]!.before).toMatchObject({ bankLineIds: [wire.id], glLines: ['BRT5/1'] });
    const again = await call<BankStatementDetail>(`${statement.id}/matches`, { json: { version: undone.body.statement.version, bankLineIds: [wire.id], glLines: [{ jeId: 'BRT5', lineNo: 1 }] } });
    expect(again.status).toBe(201);
  });

  it('marks a line as needing an entry, and back, as of its version, audited', async () => {
    const { statement, bankLines } = await current();
    const fee = bankLines.find((l) => l.baiType === '698')!;
    const put = (json: unknown, token = accounting) => call<BankStatementDetail>(`${statement.id}/lines/${fee.id}/needs-entry`, { method: 'PUT', json, token });
    expect((await put({ version: fee.version, needsEntry: 'yes' })).status).toBe(400);
    expect((await put({ version: fee.version, needsEntry: false }, parts)).status).toBe(403);
    expect((await put({ version: fee.version + 1, needsEntry: false })).status).toBe(409);
    const off = await put({ version: fee.version, needsEntry: false });
    expect([off.status, off.body.statement.difference]).toEqual([200, '-35.00']);
    const on = await put({ version: fee.version + 1, needsEntry: true });
    expect([on.status, on.body.statement.difference]).toEqual([200, '0.00']);
    const trail = await audits('bank-reconciliation.needs-entry', fee.id);
    expect(trail.map((t) => [t.before!.needsEntry, t.after!.needsEntry])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('completes once it balances; its preparer may not approve it, another user with the permission may', async () => {
    const { statement } = await current();
    expect((await call(`${statement.id}/approve`, { json: { version: statement.version } })).status).toBe(409);
    expect((await call(`${statement.id}/complete`, { json: { version: statement.version + 1 } })).status).toBe(409);
    const completed = await call<BankStatementDetail>(`${statement.id}/complete`, { json: { version: statement.version } });
    expect([completed.status, completed.body.statement.status, completed.body.statement.preparer]).toEqual([200, 'Balanced', 'Casey Accounting']);
    const [completion] = await audits('bank-reconciliation.complete', statement.id);
    expect([completion!.before!.completedBy, completion!.after!.completedBy]).toEqual([null, completion!.after!.createdBy]);
    expect(completed.body.statement.approvalRefusal).toBe('You recorded this reconciliation: someone else must approve it.');
    const version = completed.body.statement.version;
    expect((await call(`${statement.id}/matches/${completed.body.matches[0]!.id}`, { method: 'DELETE', json: { version } })).body.message).toBe(
      'This reconciliation is balanced: its matches can no longer change.',
    );
    const own = await call(`${statement.id}/approve`, { json: { version } });
    expect([own.status, own.body.message]).toEqual([403, 'You recorded this reconciliation: someone else must approve it.']);
    expect((await call(`${statement.id}/approve`, { json: { version }, token: parts })).status).toBe(403);
    const approved = await call<BankStatementDetail>(`${statement.id}/approve`, { json: { version }, token: admin });
    expect([approved.status, approved.body.statement.status, approved.body.statement.approver]).toEqual([200, 'Approved', 'Alex Admin']);
    const [trail] = await audits('bank-reconciliation.approve', statement.id);
    expect([trail!.before!.approvedBy, trail!.before!.completedBy, typeof trail!.after!.approvedBy]).toEqual([null, trail!.after!.completedBy, 'number']);
    expect((await call(`${statement.id}/approve`, { json: { version: version + 1 }, token: admin })).status).toBe(409);
  });
});

describe('the next month', () => {
  it('carries what was outstanding and what needed an entry: March clears them, February’s figures stay', async () => {
    const february = (await call<BankStatementDetail>(`${detail.statement.id}`)).body.statement;
    // The analysis fee is entered in the books in March.
    await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description)
      values ('BRT9', 1, '1010', '101', 'Administration', '2027-03-01', 0, '35.00', 'GJ-FEE', 'General journal', 'February analysis fee')`);
    const march = bai2Text({
      bankId: '061000227',
      customerId: 'PEACHTRUCK',
      createdOn: '2027-04-01',
      accountNumber: demoBankAccountNumber('101'),
      openingBalance: february.statementBalance,
      days: [
        { on: '2027-03-01', lines: [] },
        { on: '2027-03-02', lines: [{ baiType: '301', amount: '512.00', checkNo: '', bankRef: 'R7', text: 'DEPOSIT' }] },
        { on: '2027-03-03', lines: [{ baiType: '475', amount: '-75.00', checkNo: 'BRT6', bankRef: 'R6', text: 'CHECK BRT6' }] },
        { on: '2027-03-31', lines: [] },
      ],
    });
    const response = await upload(march, accounting, 'statement-101-2027-03.bai');
    expect(response.status).toBe(201);
    const next = (await response.json()) as BankStatementDetail;
    expect(next.statement).toMatchObject({ outstandingChecks: '0.00', depositsInTransit: '0.00', needsEntry: '0.00', unexplained: '0.00', difference: '0.00' });
    expect(next.matches).toHaveLength(3);
    expect(next.bankLines.find((l) => l.baiType === '698')).toMatchObject({ needsEntry: true, matchId: expect.any(Number) });
    const after = (await call<BankStatementDetail>(`${detail.statement.id}`)).body.statement;
    expect([after.outstandingChecks, after.depositsInTransit, after.needsEntry, after.difference]).toEqual([february.outstandingChecks, february.depositsInTransit, february.needsEntry, '0.00']);
  });
});

describe('the demo’s statement of the last closed month', () => {
  it('auto-matches on upload to a zero difference, its bank items needing an entry and an old check flagged stale', async () => {
    const { from, to } = lastClosedMonth(isoDay(TODAY));
    const lines = await queryRows<CashLine>(
      api.db,
      sql`select je_id as "jeId", line_no as "lineNo", brn_id as "brnId", posted_on::text as "postedOn", (debit - credit)::text as amount, source, xref, description
          from excede_gl_lines where acct_id = '1010' and brn_id = '103' and posted_on <= ${to} order by je_id, line_no`,
    );
    const response = await upload(demoStatement('103', lines, from, to), accounting, 'statement-103.bai');
    expect(response.status).toBe(201);
    const demo = (await response.json()) as BankStatementDetail;
    expect(demo.statement.difference).toBe('0.00');
    expect(demo.bankLines.filter((l) => l.needsEntry).map((l) => l.baiType).sort()).toEqual(['354', '555', '698']);
    expect(demo.bankLines.filter((l) => !l.needsEntry && l.matchId === null)).toEqual([]);
    // The check the last reconciliation before the portal left outstanding, over 90 days old by now.
    expect(demo.bookLines.filter((l) => l.stale).map((l) => [l.xref, l.source])).toEqual([[demoStaleCheckXref('103', from), 'AP payment']]);
  });
});
