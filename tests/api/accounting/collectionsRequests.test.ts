import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PastDueAccount } from '../../../src/domain/accounting/collections';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { collectionStatements } from '../../../server/db/collections';
import { queryRows } from '../../../server/db/database';
import { mailOutbox } from '../../../server/db/schema';
import { REQUEST_DECIDED, REQUEST_OPEN } from '../../../server/routes/accounting/collectionsRequests';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;
let viewer: string;
let arManager: string;
let clerk: string;

const TODAY = newYorkDay(new Date());

type Answer = { status: number; body: { message?: string; content?: { id: number; version: number; state?: string; sentTo?: string; storageKey?: string } } };
const send = async (path: string, json: unknown, token: string | null = accounting): Promise<Answer> => {
  const response = await api.request(`accounting/collections/${path}`, { token, json, method: 'POST' });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};
const account = async (cusId: string) => {
  const response = await api.request(`accounting/collections/past-due?brnId=101&f.cusId=${cusId}`, { token: accounting });
  return ((await response.json()) as ListAnswer<PastDueAccount>).rows.find((r) => r.cusId === cusId)!;
};
const written = async () => ({
  requests: await countRows(api, 'collection_hold_requests'),
  statements: await countRows(api, 'collection_statements'),
  mail: await countRows(api, 'mail_outbox'),
  audit: await countRows(api, 'audit_log'),
});
const request = (cusId: string, kind: string, reason = 'Ninety days late and not answering.') => ({ brnId: '101', cusId, kind, reason });

beforeAll(async () => {
  api = await createTestApi();
  // Staff other than the demo accounts sign in with Microsoft: here they get the demo password.
  await api.db.execute(sql`update users set password_hash = (select password_hash from users where email = 'admin@demo.local')
    where email in ('linda.anderson@demo.local', 'joseph.wright@demo.local')`);
  [accounting, parts, viewer, arManager, clerk] = await api.tokensOf('accounting@demo.local', 'parts@demo.local', 'viewer@demo.local', 'linda.anderson@demo.local', 'joseph.wright@demo.local');
  await api.db.execute(sql`delete from excede_ar_open_items`);
  await api.db.execute(sql`insert into excede_customers (cus_id, name, brn_id, email, trm_id, credit_limit, on_hold, is_fleet) values
    ('HOLD1', 'Blue Ridge Hauling', '101', 'ap@blueridge.example', 'NET30', 1000, false, true),
    ('HOLD2', 'Chattahoochee Freight', '101', null, 'NET15', 5000, true, true),
    ('HOLD3', 'Magic City Movers', '201', 'ap@magiccity.example', 'NET30', 5000, false, true)`);
  await api.db.execute(sql`insert into excede_ar_open_items (doc_id, cus_id, brn_id, doc_type, doc_date, due_date, amount, balance) values
    ('H1', 'HOLD1', '101', 'Invoice', ${addDays(TODAY, -120)}::date, ${addDays(TODAY, -90)}::date, 900.00, 700.00),
    ('H2', 'HOLD1', '101', 'Invoice', ${addDays(TODAY, -10)}::date, ${addDays(TODAY, 20)}::date, 300.00, 300.00),
    ('H3', 'HOLD2', '101', 'Invoice', ${addDays(TODAY, -40)}::date, ${addDays(TODAY, -10)}::date, 80.00, 80.00),
    ('H4', 'HOLD3', '201', 'Invoice', ${addDays(TODAY, -40)}::date, ${addDays(TODAY, -10)}::date, 999.00, 999.00)`);
});
afterAll(() => api.close());

describe('every hold and statement endpoint', () => {
  it.each(['hold-requests', 'hold-requests/1/decision', 'statements'])('POST %s needs a token and the permission', async (path) => {
    expect((await send(path, {}, null)).status).toBe(401);
    expect((await send(path, {}, parts)).status).toBe(403);
    expect((await send(path, {}, viewer)).status).toBe(403);
  });

  it("refuses another branch's account, writing nothing", async () => {
    const before = await written();
    for (const [path, payload] of [
      ['hold-requests', { ...request('HOLD3', 'Credit hold'), brnId: '201' }],
      ['statements', { brnId: '201', cusId: 'HOLD3' }],
    ] as const) {
      const answer = await send(path, payload);
      expect([answer.status, answer.body.message]).toEqual([403, 'You do not have access to branch 201.']);
    }
    expect(await written()).toEqual(before);
  });
});

describe('Credit hold, release and legal requests', () => {
  let holdId = 0;

  it('refuses a request it cannot record with a 400 naming the field, writing nothing', async () => {
    const before = await written();
    const refused = [
      [request('HOLD1', 'Frozen'), 'kind: Choose credit hold, release or legal.'],
      [request('HOLD1', 'Credit hold', '  '), 'reason: Say why.'],
      [request('HOLD2', 'Credit hold'), 'kind: The account is already on credit hold.'],
      [request('HOLD1', 'Release'), 'kind: The account is not on hold: there is nothing to release.'],
      [request('HOLD3', 'Credit hold'), 'cusId: Customer HOLD3 has nothing open at branch 101.'],
    ] as const;
    for (const [payload, message] of refused) {
      const answer = await send('hold-requests', payload);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect(await written()).toEqual(before);
  });

  it('records a hold request (who, why, the balance), shown on the account and audited; a second open one is a 409', async () => {
    const answer = await send('hold-requests', request('HOLD1', 'Credit hold'));
    expect(answer.status).toBe(201);
    holdId = answer.body.content!.id;
    expect(await account('HOLD1')).toMatchObject({
      status: 'Active',
      holdRequestKind: 'Credit hold',
      holdRequestReason: 'Ninety days late and not answering.',
      holdRequestedBy: 'Casey Accounting',
      holdRequestId: holdId,
      holdRequestVersion: 1,
    });
    const [entry] = await queryRows<{ before: unknown; after: { kind: string; balance: string; state: string } }>(
      api.db,
      sql`select before, after from audit_log where action = 'collections.hold-request'`,
    );
    expect([entry!.before, entry!.after.kind, entry!.after.balance, entry!.after.state]).toEqual([null, 'Credit hold', '1000.00', 'Requested']);

    const before = await written();
    const again = await send('hold-requests', request('HOLD1', 'Legal'));
    expect([again.status, again.body.message]).toEqual([409, REQUEST_OPEN]);
    expect(await written()).toEqual(before);
  });

  it('records a hold done in Excede as of the version seen, audited before and after; a stale version or a decided request is a 409', async () => {
    const declinedWithoutReason = await send(`hold-requests/${holdId}/decision`, { version: 1, state: 'Declined' });
    expect([declinedWithoutReason.status, declinedWithoutReason.body.message]).toEqual([400, 'note: Say why the request is declined.']);
    const done = await send(`hold-requests/${holdId}/decision`, { version: 1, state: 'Done in Excede', note: 'Held in Excede' });
    expect([done.status, done.body.content!.state, done.body.content!.version]).toEqual([200, 'Done in Excede', 2]);
    const [entry] = await queryRows<{ before: { state: string }; after: { state: string; decisionNote: string } }>(
      api.db,
      sql`select before, after from audit_log where action = 'collections.hold-decision'`,
    );
    expect([entry!.before.state, entry!.after.state, entry!.after.decisionNote]).toEqual(['Requested', 'Done in Excede', 'Held in Excede']);
    expect((await account('HOLD1')).holdRequestKind).toBeNull();

    const before = await written();
    const stale = await send(`hold-requests/${holdId}/decision`, { version: 1, state: 'Declined', note: 'No' });
    expect([stale.status, stale.body.message]).toEqual([409, RECORD_CHANGED_MESSAGE]);
    const decided = await send(`hold-requests/${holdId}/decision`, { version: 2, state: 'Declined', note: 'No' });
    expect([decided.status, decided.body.message]).toEqual([409, REQUEST_DECIDED]);
    expect(await written()).toEqual(before);
  });

  it('lets only an AR manager other than the requester decide a release', async () => {
    const asked = await send('hold-requests', request('HOLD2', 'Release', 'Paid in full by wire.'));
    expect(asked.status).toBe(201);
    const id = asked.body.content!.id;
    const before = await written();
    const own = await send(`hold-requests/${id}/decision`, { version: 1, state: 'Done in Excede' });
    expect([own.status, own.body.message]).toEqual([403, 'You recorded this request: someone else must decide it.']);
    const noAuthority = await send(`hold-requests/${id}/decision`, { version: 1, state: 'Done in Excede' }, clerk);
    expect([noAuthority.status, noAuthority.body.message]).toEqual([403, 'You have no approval authority for credit hold releases.']);
    expect(await written()).toEqual(before);
    const released = await send(`hold-requests/${id}/decision`, { version: 1, state: 'Done in Excede', note: 'Released in Excede' }, arManager);
    expect([released.status, released.body.content!.state]).toEqual([200, 'Done in Excede']);
  });

  it('shows an account referred to legal as Legal until a release is done', async () => {
    const legal = await send('hold-requests', request('HOLD1', 'Legal', 'Turned over to the attorney.'));
    await send(`hold-requests/${legal.body.content!.id}/decision`, { version: 1, state: 'Done in Excede' });
    expect((await account('HOLD1')).status).toBe('Legal');
    expect((await send('hold-requests', request('HOLD1', 'Credit hold'))).body.message).toBe('kind: The account is already with legal.');
    const release = await send('hold-requests', request('HOLD1', 'Release', 'Settled with the attorney.'));
    expect((await account('HOLD1')).holdRequestKind).toBe('Release');
    await send(`hold-requests/${release.body.content!.id}/decision`, { version: 1, state: 'Done in Excede' }, arManager);
    expect((await account('HOLD1')).status).toBe('Active');
  });
});

describe('Email statement: POST /api/accounting/collections/statements', () => {
  it('refuses a customer with no email address on file, writing and sending nothing', async () => {
    const before = await written();
    const answer = await send('statements', { brnId: '101', cusId: 'HOLD2' });
    expect([answer.status, answer.body.message]).toEqual([400, 'Chattahoochee Freight (HOLD2) has no email address on file in Excede: add one there to email a statement.']);
    expect((await send('statements', { brnId: '101' })).body.message).toBe('cusId: Choose the customer.');
    expect(await written()).toEqual(before);
  });

  it('mails the open items as a PDF statement to the address on file and records who sent it, when and to whom', async () => {
    const answer = await send('statements', { brnId: '101', cusId: 'HOLD1' });
    expect([answer.status, answer.body.content!.sentTo]).toEqual([201, 'ap@blueridge.example']);
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ap@blueridge.example'));
    expect(mail!.subject).toMatch(/^Your statement from Peach State Truck Centers /);
    expect(mail!.body).toContain('a balance of $1,000.00, of which $700.00 is past due.');
    const [statement] = await api.db.select().from(collectionStatements).where(eq(collectionStatements.cusId, 'HOLD1'));
    expect(statement).toMatchObject({ brnId: '101', sentTo: 'ap@blueridge.example', items: 2, balance: '1000.00' });
    const pdf = await api.storage.read(statement!.storageKey);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(await account('HOLD1')).toMatchObject({ lastStatementTo: 'ap@blueridge.example' });
    const [entry] = await queryRows<{ after: { sentTo: string } }>(api.db, sql`select after from audit_log where action = 'collections.statement'`);
    expect(entry!.after.sentTo).toBe('ap@blueridge.example');
  });
});
