import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CashCount, CashFundDetail, CashFundRow, CashOnHandSummary } from '../../../src/domain/accounting/cashOnHandData';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { DRAWER_TAKEN, FUND_CLOSED, FUND_NAME_TAKEN, NOT_AWAITING, RECEIPT_NEEDED, THRESHOLD_REFUSED } from '../../../server/routes/accounting/cashOnHand';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let admin: string;
let parts: string;
let viewer: string;
let ids: { accounting: number; admin: number };

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const BASE = 'accounting/cash-on-hand';
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const get = <T>(path: string, token = accounting) => api.request(`${BASE}/${path}`, { token }).then((r) => json<T>(r));
const post = (path: string, body: unknown, token = accounting) => api.request(`${BASE}/${path}`, { method: 'POST', token, json: body });
const put = (path: string, body: unknown, token = accounting) => api.request(`${BASE}/${path}`, { method: 'PUT', token, json: body });
const message = async (response: Response) => ((await response.json()) as { message: string }).message;

const fund = (over: Record<string, unknown> = {}) => ({ brnId: '101', kind: 'Drawer', name: 'Test counter drawer', drawer: '101-T9', custodian: 'Ana Ruiz', float: '200.00', ...over });
/** $280.50 in bills and coins: $7.00 short of $287.50. */
const SHORT_BY_SEVEN = { b100: 2, b20: 3, b10: 2, c25: 2 };

function paidOut(fields: Record<string, string>, receipt: Blob | null = new Blob([PNG], { type: 'image/png' })) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (receipt) form.set('receipt', receipt, 'receipt.png');
  return form;
}

const audits = (action: string, entityId: number) =>
  queryRows<{ actor_user_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> }>(
    api.db,
    sql`select actor_user_id, before, after from audit_log where action = ${action} and entity_id = ${String(entityId)} order by id`,
  );

beforeAll(async () => {
  api = await createTestApi();
  [accounting, admin, parts, viewer] = await api.tokensOf('accounting@demo.local', 'admin@demo.local', 'parts@demo.local', 'viewer@demo.local');
  const people = await queryRows<{ email: string; id: number }>(api.db, sql`select email, id from users where email in ('accounting@demo.local', 'admin@demo.local')`);
  const idOf = (email: string) => people.find((p) => p.email === email)!.id;
  ids = { accounting: idOf('accounting@demo.local'), admin: idOf('admin@demo.local') };
});
afterAll(() => api.close());

describe('who may use cash on hand', () => {
  it('needs a token and the permission on every endpoint', async () => {
    for (const path of ['funds', 'summary', 'funds/1']) {
      expect((await api.request(`${BASE}/${path}`)).status).toBe(401);
      for (const token of [parts, viewer]) expect((await api.request(`${BASE}/${path}`, { token })).status).toBe(403);
    }
    expect((await post('funds', fund(), parts)).status).toBe(403);
    expect((await post('counts/1/sign-off', { version: 1 }, viewer)).status).toBe(403);
  });

  it("refuses another branch's funds, figures and counts with a 403", async () => {
    for (const path of ['funds?brnId=201', 'summary?brnId=201', 'summary?brnId=101&brnId=201']) {
      const response = await api.request(`${BASE}/${path}`, { token: accounting });
      expect(response.status).toBe(403);
      expect(await message(response)).toBe('You do not have access to branch 201.');
    }
    const [birmingham] = await queryRows<{ id: number }>(api.db, sql`select id from cash_funds where brn_id = '201' order by id limit 1`);
    expect((await api.request(`${BASE}/funds/${birmingham!.id}`, { token: accounting })).status).toBe(403);
    const before = await countRows(api, 'cash_counts');
    expect((await post(`funds/${birmingham!.id}/counts`, { fundVersion: 1, denominations: { b20: 1 } })).status).toBe(403);
    expect((await post('funds', fund({ brnId: '201', drawer: null, kind: 'Petty cash', name: 'Birmingham petty cash 2' }))).status).toBe(403);
    expect(await countRows(api, 'cash_counts')).toBe(before);
  });
});

describe('the demo funds', () => {
  it("lists the branches' drawers, change funds and petty cash, with their figures, on the list protocol", async () => {
    const answer = await get<ListAnswer<CashFundRow>>('funds?pageSize=100');
    expect(answer.rows.every((r) => Number(r.brnId) < 200)).toBe(true);
    expect(answer.total).toBe(24);
    const norcross = answer.rows.filter((r) => r.brnId === '101').map((r) => [r.name, r.kind, r.float]);
    expect(norcross).toEqual([
      ['Change fund', 'Change fund', '500.00'],
      ['Parts counter drawer', 'Drawer', '300.00'],
      ['Petty cash', 'Petty cash', '250.00'],
      ['Service counter drawer', 'Drawer', '300.00'],
    ]);
    const waiting = answer.rows.find((r) => r.brnId === '101' && r.name === 'Service counter drawer')!;
    expect(waiting).toMatchObject({ status: 'Awaiting sign-off', overShort: '-12.40', counted: '287.60' });
    expect(answer.totals).toMatchObject({ float: '8100.00' });
    const admins = await get<ListAnswer<CashFundRow>>('funds?pageSize=1', admin);
    expect(admins.total).toBe(40);
  });

  it("expects a drawer's float plus the cash it took since its last count, less what went to the bank", async () => {
    // Cash taken this morning at Norcross's parts counter, not yet in a deposit; and some before the last count.
    await api.db.execute(sql`insert into excede_ar_receipts (receipt_id, cus_id, brn_id, received_at, method, amount, drawer, xref, deposit_id) values
      ('P-1', 'C1', '101', now() - interval '1 hour', 'Cash', 61.40, '101-P1', 'XP1', null),
      ('P-2', 'C1', '101', now() - interval '2 hours', 'Cash', 20.00, '101-P1', 'XP2', 'D-P'),
      ('P-3', 'C1', '101', '2026-11-19T15:00:00Z', 'Cash', 99.00, '101-P1', 'XP3', null)`);
    const [drawer] = await queryRows<{ id: number }>(api.db, sql`select id from cash_funds where drawer = '101-P1'`);
    const detail = await get<CashFundDetail>(`funds/${drawer!.id}`);
    expect(detail.period).toMatchObject({ receipts: '81.40', deposited: '20.00', paidOuts: '0.00', expected: '361.40' });
    expect(detail.period.since).toBe(detail.counts[0]!.countedAt);
    expect(Date.now() - new Date(detail.period.undepositedSince!).getTime()).toBeGreaterThan(3_000_000);
    expect(detail.counts).toHaveLength(10);
    const row = (await get<ListAnswer<CashFundRow>>('funds?brnId=101&f.name=Parts')).rows[0];
    expect(row).toMatchObject({ expected: '361.40', undepositedSince: detail.period.undepositedSince, lastCountAt: detail.counts[0]!.countedAt });
  });
});

describe('a fund of our own, counted, paid out of and signed off', () => {
  let id: number;
  let version: number;
  let countId: number;

  it('refuses a bad fund with a 400 naming the field, nothing written', async () => {
    const before = { funds: await countRows(api, 'cash_funds'), audit: await countRows(api, 'audit_log') };
    for (const [body, field] of [
      [fund({ float: '-5' }), 'float'],
      [fund({ float: '12.345' }), 'float'],
      [fund({ name: ' ' }), 'name'],
      [fund({ kind: 'Safe' }), 'kind'],
      [fund({ custodian: undefined }), 'custodian'],
    ] as const) {
      const response = await post('funds', body);
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    expect(await post('funds', fund({ name: 'Parts counter drawer', drawer: null })).then(message)).toBe(FUND_NAME_TAKEN);
    expect(await post('funds', fund({ drawer: '101-P1' })).then(message)).toBe(DRAWER_TAKEN);
    expect({ funds: await countRows(api, 'cash_funds'), audit: await countRows(api, 'audit_log') }).toEqual(before);
  });

  it('sets a fund up, audited', async () => {
    const response = await post('funds', fund());
    expect(response.status).toBe(201);
    const detail = await json<CashFundDetail>(response);
    ({ id, version } = detail.fund);
    expect(detail.fund).toMatchObject({ brnId: '101', kind: 'Drawer', drawer: '101-T9', float: '200.00', active: true });
    expect(detail.period).toMatchObject({ expected: '200.00', receipts: '0.00', undepositedSince: null });
    const [entry] = await audits('cash-fund.create', id);
    expect(entry).toMatchObject({ actor_user_id: ids.accounting, before: null, after: { name: 'Test counter drawer', floatAmount: '200.00' } });
  });

  it('takes a paid-out only with its receipt image', async () => {
    const before = await countRows(api, 'cash_paid_outs');
    const fields = { amount: '12.50', paidTo: 'Corner store', note: 'Shop towels' };
    let response = await api.request(`${BASE}/funds/${id}/paid-outs`, { token: accounting, body: paidOut(fields, null) });
    expect([response.status, await message(response)]).toEqual([400, RECEIPT_NEEDED]);
    response = await api.request(`${BASE}/funds/${id}/paid-outs`, { token: accounting, body: paidOut(fields, new Blob(['not an image'], { type: 'image/png' })) });
    expect(response.status).toBe(415);
    response = await api.request(`${BASE}/funds/${id}/paid-outs`, { token: accounting, body: paidOut({ ...fields, note: '' }) });
    expect(response.status).toBe(400);
    expect(await countRows(api, 'cash_paid_outs')).toBe(before);

    response = await api.request(`${BASE}/funds/${id}/paid-outs`, { token: accounting, body: paidOut(fields) });
    expect(response.status).toBe(201);
    const detail = await json<CashFundDetail>(response);
    expect(detail.paidOuts).toEqual([expect.objectContaining({ amount: '12.50', paidTo: 'Corner store', note: 'Shop towels', paidBy: 'Casey Accounting', receiptUrl: expect.stringContaining('/api/files/cash-receipts/') })]);
  });

  it('expects float + cash receipts at its drawer − paid-outs − deposits, and says since when cash waits for the bank', async () => {
    await api.db.execute(sql`insert into excede_ar_receipts (receipt_id, cus_id, brn_id, received_at, method, amount, drawer, xref, deposit_id) values
      ('T-1', 'C1', '101', now(), 'Cash', 100.00, '101-T9', 'X1', null),
      ('T-2', 'C1', '101', now(), 'Cash', 50.25, '101-T9', 'X2', 'D-T'),
      ('T-3', 'C1', '101', now(), 'Check', 70.00, '101-T9', 'X3', null),
      ('T-4', 'C1', '101', now(), 'Cash', 33.00, '101-P1', 'X4', null),
      ('T-5', 'C1', '101', now() - interval '30 days', 'Cash', 44.00, '101-T9', 'X5', null)`);
    const detail = await get<CashFundDetail>(`funds/${id}`);
    expect(detail.period).toMatchObject({ receipts: '150.25', deposited: '50.25', paidOuts: '12.50', expected: '287.50' });
    expect(detail.period.undepositedSince).not.toBeNull();
  });

  it('refuses a bad count with a 400 naming the field, nothing written', async () => {
    const before = { counts: await countRows(api, 'cash_counts'), audit: await countRows(api, 'audit_log') };
    for (const [body, field] of [
      [{ fundVersion: version, denominations: { b20: -1 } }, 'denominations.b20'],
      [{ fundVersion: version, denominations: { b20: 1.5 } }, 'denominations.b20'],
      [{ fundVersion: version, denominations: { b3: 1 } }, 'denominations'],
      [{ denominations: { b20: 1 } }, 'fundVersion'],
    ] as const) {
      const response = await post(`funds/${id}/counts`, body);
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    expect({ counts: await countRows(api, 'cash_counts'), audit: await countRows(api, 'audit_log') }).toEqual(before);
  });

  it('records a count $7 short: exact to the cent, waiting for a sign-off; the same version again is a 409', async () => {
    const response = await post(`funds/${id}/counts`, { fundVersion: version, denominations: SHORT_BY_SEVEN, note: 'Till tape missing' });
    expect(response.status).toBe(201);
    const count = await json<CashCount>(response);
    countId = count.id;
    expect(count).toMatchObject({ expected: '287.50', counted: '280.50', overShort: '-7.00', status: 'Awaiting sign-off', countedBy: 'Casey Accounting' });
    const again = await post(`funds/${id}/counts`, { fundVersion: version, denominations: SHORT_BY_SEVEN });
    expect([again.status, await message(again)]).toEqual([409, RECORD_CHANGED_MESSAGE]);
    const [entry] = await audits('cash-count.record', countId);
    expect(entry!.after).toMatchObject({ counted: '280.50', overShort: '-7.00', status: 'Awaiting sign-off', denominations: SHORT_BY_SEVEN });

    // The count closed the period: the drawer starts again from its float.
    const detail = await get<CashFundDetail>(`funds/${id}`);
    expect(detail.period).toMatchObject({ expected: '200.00', receipts: '0.00', paidOuts: '0.00' });
    version = detail.fund.version;
  });

  it('lists the count as awaiting, and says the counter may not sign it off', async () => {
    const summary = await get<CashOnHandSummary>('summary?brnId=101');
    expect(summary.awaiting.find((a) => a.id === countId)).toMatchObject({
      fundName: 'Test counter drawer',
      overShort: '-7.00',
      countedBy: 'Casey Accounting',
      refusal: 'You recorded this count: someone else must sign it off.',
    });
    expect(summary).toMatchObject({ threshold: '5.00', mayChangeThreshold: false });
    expect(summary.branches.map((b) => b.brnId)).toEqual(['101']);
    const byAdmin = await get<CashOnHandSummary>('summary?brnId=101', admin);
    expect(byAdmin.awaiting.find((a) => a.id === countId)!.refusal).toBeNull();
    expect(byAdmin.mayChangeThreshold).toBe(true);
  });

  it('refuses the counter signing off their own count (403), and lets a manager with the authority do it, audited', async () => {
    const own = await post(`counts/${countId}/sign-off`, { version: 1 });
    expect([own.status, await message(own)]).toEqual([403, 'You recorded this count: someone else must sign it off.']);
    expect((await post(`counts/${countId}/reject`, { version: 1, reason: 'Recount' })).status).toBe(403);
    expect((await post(`counts/${countId}/reject`, { version: 1, reason: '' }, admin)).status).toBe(400);

    const signed = await post(`counts/${countId}/sign-off`, { version: 1, note: 'Ticket found voided' }, admin);
    expect(signed.status).toBe(200);
    expect(await signed.json()).toMatchObject({ status: 'Signed off', version: 2 });
    const [entry] = await audits('cash-count.sign-off', countId);
    expect(entry).toMatchObject({ actor_user_id: ids.admin, before: { status: 'Awaiting sign-off' }, after: { status: 'Signed off', decidedBy: ids.admin, decisionNote: 'Ticket found voided' } });

    const stale = await post(`counts/${countId}/sign-off`, { version: 1 }, admin);
    expect([stale.status, await message(stale)]).toEqual([409, RECORD_CHANGED_MESSAGE]);
    const done = await post(`counts/${countId}/reject`, { version: 2, reason: 'Too late' }, admin);
    expect([done.status, await message(done)]).toEqual([409, NOT_AWAITING]);
  });

  it('refuses a sign-off without an approval authority, or beyond its limit; a rejection leaves the period open', async () => {
    // Counted by the administrator $12.00 over: the accounting clerk holds no authority.
    const counted = await post(`funds/${id}/counts`, { fundVersion: version, denominations: { b100: 2, b10: 1, b1: 2 } }, admin);
    const count = await json<CashCount>(counted);
    expect(count).toMatchObject({ overShort: '12.00', status: 'Awaiting sign-off' });
    const none = await post(`counts/${count.id}/sign-off`, { version: 1 });
    expect([none.status, await message(none)]).toEqual([403, 'You have no approval authority for cash over/short.']);

    await api.db.execute(sql`insert into approval_authorities (user_id, kind, limit_amount) values (${ids.accounting}, 'cash-over-short', 10.00)`);
    const over = await post(`counts/${count.id}/reject`, { version: 1, reason: 'Recount' });
    expect([over.status, await message(over)]).toEqual([403, 'Your approval limit for cash over/short is $10.00; this count is for $12.00.']);

    await api.db.execute(sql`update approval_authorities set limit_amount = 100.00 where user_id = ${ids.accounting}`);
    const rejected = await post(`counts/${count.id}/reject`, { version: 1, reason: 'Recount: a $10 bill was in the wrong slot' });
    expect(await rejected.json()).toMatchObject({ status: 'Rejected' });
    const detail = await get<CashFundDetail>(`funds/${id}`);
    expect(detail.counts[0]).toMatchObject({ status: 'Rejected', decidedBy: 'Casey Accounting', decisionNote: 'Recount: a $10 bill was in the wrong slot' });
    // The rejected count closed nothing: the period still starts at the signed-off one.
    expect(detail.period.since).toBe(detail.counts[1]!.countedAt);
    await api.db.execute(sql`delete from approval_authorities where user_id = ${ids.accounting}`);
  });

  it('lets those who sign off set the threshold, audited; within it a count stands without one', async () => {
    const refused = await put('threshold', { threshold: '10.00' });
    expect([refused.status, await message(refused)]).toEqual([403, THRESHOLD_REFUSED]);
    expect((await put('threshold', { threshold: 'ten' }, admin)).status).toBe(400);
    expect(await put('threshold', { threshold: '10.00' }, admin).then((r) => r.json())).toEqual({ threshold: '10.00' });
    const [entry] = await queryRows<{ before: unknown; after: unknown }>(api.db, sql`select before, after from audit_log where action = 'setting.change'`);
    expect(entry).toEqual({ before: { 'cash.signOffThresholdCents': 500 }, after: { 'cash.signOffThresholdCents': 1000 } });

    const detail = await get<CashFundDetail>(`funds/${id}`);
    const count = await json<CashCount>(await post(`funds/${id}/counts`, { fundVersion: detail.fund.version, denominations: { b100: 1, b50: 1, b20: 2, b1: 3 } }));
    expect(count).toMatchObject({ overShort: '-7.00', status: 'Accepted' });
    await put('threshold', { threshold: '5.00' }, admin);
  });

  it('changes and closes a fund as of the version seen (409 otherwise); a closed fund is not counted', async () => {
    const detail = await get<CashFundDetail>(`funds/${id}`);
    const change = { version: detail.fund.version, name: 'Test counter drawer', custodian: 'Ben Ortiz', float: '250.00', active: false };
    const response = await put(`funds/${id}`, change);
    expect(response.status).toBe(200);
    expect((await json<CashFundDetail>(response)).fund).toMatchObject({ custodian: 'Ben Ortiz', float: '250.00', active: false });
    const [entry] = await audits('cash-fund.change', id);
    expect(entry).toMatchObject({ before: { custodian: 'Ana Ruiz', active: true }, after: { custodian: 'Ben Ortiz', floatAmount: '250.00', active: false } });
    expect((await put(`funds/${id}`, change)).status).toBe(409);
    const closed = await post(`funds/${id}/counts`, { fundVersion: detail.fund.version + 1, denominations: { b20: 1 } });
    expect([closed.status, await message(closed)]).toEqual([400, FUND_CLOSED]);
  });
});
