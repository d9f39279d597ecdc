import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CashFundDetail, CashOnHandSummary } from '../../../src/domain/accounting/cashOnHandData';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;
let viewer: string;
let drawer: CashFundDetail;
let petty: CashFundDetail;
let birmingham: number;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const BASE = 'accounting/cash-on-hand';
const get = async <T>(path: string) => (await api.request(`${BASE}/${path}`, { token: accounting }).then((r) => r.json())) as T;
const post = (path: string, body: unknown, token: string | null = accounting) => api.request(`${BASE}/${path}`, { method: 'POST', token, json: body });
const message = async (response: Response) => ((await response.json()) as { message: string }).message;
const kennesaw = async () => (await get<CashOnHandSummary>('summary?brnId=103')).branches.find((b) => b.brnId === '103')!;
const written = async () => ({ runs: await countRows(api, 'cash_deposit_runs'), replenishments: await countRows(api, 'cash_replenishments'), audit: await countRows(api, 'audit_log') });

async function addFund(values: Record<string, unknown>): Promise<CashFundDetail> {
  return (await (await post('funds', { brnId: '103', custodian: 'Wesley King', float: '100.00', drawer: null, ...values })).json()) as CashFundDetail;
}

async function payOut(fundId: number, amount: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ amount, paidTo: 'Corner store', note: 'Shop towels' })) form.set(k, v);
  form.set('receipt', new Blob([PNG], { type: 'image/png' }), 'receipt.png');
  expect((await api.request(`${BASE}/funds/${fundId}/paid-outs`, { method: 'POST', token: accounting, body: form })).status).toBe(201);
}

beforeAll(async () => {
  api = await createTestApi();
  [accounting, parts, viewer] = await api.tokensOf('accounting@demo.local', 'parts@demo.local', 'viewer@demo.local');
  drawer = await addFund({ kind: 'Drawer', name: 'Run test drawer', drawer: '103-R9', float: '200.00' });
  petty = await addFund({ kind: 'Petty cash', name: 'Run test petty cash' });
  await api.db.execute(sql`insert into excede_ar_receipts (receipt_id, cus_id, brn_id, received_at, method, amount, drawer, xref, deposit_id) values
    ('RUN-1', 'C1', '103', now(), 'Cash', 120.00, '103-R9', 'XR1', null),
    ('RUN-2', 'C1', '103', now(), 'Cash', 30.25, '103-R9', 'XR2', null),
    ('RUN-3', 'C1', '103', now(), 'Cash', 99.00, '103-R9', 'XR3', 'D-RUN')`);
  [{ id: birmingham }] = (await queryRows<{ id: number }>(api.db, sql`select id from cash_funds where brn_id = '201' order by id limit 1`)) as [{ id: number }];
});
afterAll(() => api.close());

describe('who may record deposit runs, replenish and print count sheets', () => {
  it('needs a token and the permission', async () => {
    for (const path of ['deposit-runs', `funds/${petty.fund.id}/replenishments`]) {
      expect((await post(path, {}, null)).status).toBe(401);
      for (const token of [parts, viewer]) expect((await post(path, {}, token)).status).toBe(403);
    }
    expect((await api.request(`${BASE}/funds/${drawer.fund.id}/count-sheet`)).status).toBe(401);
    expect((await api.request(`${BASE}/funds/${drawer.fund.id}/count-sheet`, { token: parts })).status).toBe(403);
  });

  it("refuses another branch's cash with a 403, writing nothing", async () => {
    const before = await written();
    for (const response of [
      await post('deposit-runs', { brnId: '201', lastRunId: null, amount: '10.00', bagNumber: 'B-1' }),
      await post(`funds/${birmingham}/replenishments`, { fundVersion: 1, checkNumber: '1001' }),
      await api.request(`${BASE}/funds/${birmingham}/count-sheet`, { token: accounting }),
    ]) {
      expect([response.status, await message(response)]).toEqual([403, 'You do not have access to branch 201.']);
    }
    expect(await written()).toEqual(before);
  });
});

describe('a deposit run', () => {
  it('refuses a run it cannot record with a 400 naming the field, or a 409 when another was recorded since, writing nothing', async () => {
    const branch = await kennesaw();
    expect(Number(branch.undeposited)).toBeGreaterThanOrEqual(150.25);
    const before = await written();
    const run = { brnId: '103', lastRunId: branch.lastDepositRun?.id ?? null, amount: branch.undeposited, bagNumber: 'B-7781' };
    const refused = [
      [{ ...run, bagNumber: ' ' }, 400, 'bagNumber: Enter the bag number.'],
      [{ ...run, amount: '-5.00' }, 400, 'amount: The amount must be more than $0.00.'],
      [{ ...run, amount: '1.00' }, 400, `amount: The bag must hold the branch's undeposited cash, $${Number(branch.undeposited).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`],
      [{ ...run, lastRunId: 999_999 }, 409, RECORD_CHANGED_MESSAGE],
    ] as const;
    for (const [payload, status, text] of refused) {
      const response = await post('deposit-runs', payload);
      expect([response.status, await message(response)]).toEqual([status, text]);
    }
    expect(await written()).toEqual(before);
  });

  it('takes all the undeposited cash to the bank: who, when, the bag; the undeposited-since flag clears; audited', async () => {
    const branch = await kennesaw();
    expect(branch.oldestUndeposited).not.toBeNull();
    const response = await post('deposit-runs', { brnId: '103', lastRunId: branch.lastDepositRun?.id ?? null, amount: branch.undeposited, bagNumber: 'B-7781' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await kennesaw()).toMatchObject({ undeposited: '0.00', oldestUndeposited: null, lastDepositRun: { id, by: 'Casey Accounting', amount: branch.undeposited, bagNumber: 'B-7781' } });
    const detail = await get<CashFundDetail>(`funds/${drawer.fund.id}`);
    expect(detail.period).toMatchObject({ receipts: '249.25', deposited: '249.25', expected: '200.00', undepositedSince: null });
    const [entry] = await queryRows<{ before: unknown; after: { bagNumber: string; amount: string } }>(api.db, sql`select before, after from audit_log where action = 'cash-deposit-run.record'`);
    expect([entry!.before, entry!.after.bagNumber, entry!.after.amount]).toEqual([null, 'B-7781', branch.undeposited]);

    const stale = await post('deposit-runs', { brnId: '103', lastRunId: null, amount: '1.00', bagNumber: 'B-7782' });
    expect(stale.status).toBe(409);
    const nothing = await post('deposit-runs', { brnId: '103', lastRunId: id, amount: '1.00', bagNumber: 'B-7782' });
    expect([nothing.status, await message(nothing)]).toEqual([400, 'amount: The branch has no undeposited cash to take to the bank.']);
  });
});

describe('petty-cash replenishment', () => {
  it('refuses what it cannot record with a 400 naming the field, writing nothing', async () => {
    const before = await written();
    const refused = [
      [petty.fund.id, { fundVersion: petty.fund.version, checkNumber: '' }, 'checkNumber: Enter the check number.'],
      [petty.fund.id, { fundVersion: petty.fund.version, checkNumber: '1001' }, 'Nothing was paid out of this fund since its last replenishment.'],
      [drawer.fund.id, { fundVersion: drawer.fund.version, checkNumber: '1001' }, 'Only petty cash is replenished: a drawer or a change fund is restored at its count.'],
    ] as const;
    for (const [id, payload, text] of refused) {
      const response = await post(`funds/${id}/replenishments`, payload);
      expect([response.status, await message(response)]).toEqual([400, text]);
    }
    expect(await written()).toEqual(before);
  });

  it('brings the fund back to its float by a check for what was paid out since the last one, audited; a stale version is a 409', async () => {
    await payOut(petty.fund.id, '12.50');
    await payOut(petty.fund.id, '7.50');
    const spent = await get<CashFundDetail>(`funds/${petty.fund.id}`);
    expect([spent.unreplenished, spent.period.expected]).toEqual(['20.00', '80.00']);
    const response = await post(`funds/${petty.fund.id}/replenishments`, { fundVersion: spent.fund.version, checkNumber: 'CHK-1001' });
    expect(response.status).toBe(201);
    const detail = (await response.json()) as CashFundDetail;
    expect(detail).toMatchObject({ unreplenished: '0.00', lastReplenishment: { by: 'Casey Accounting', amount: '20.00', checkNumber: 'CHK-1001' } });
    expect(detail.period.expected).toBe('100.00');
    const [entry] = await queryRows<{ after: { amount: string; checkNumber: string } }>(api.db, sql`select after from audit_log where action = 'cash-replenishment.record'`);
    expect([entry!.after.amount, entry!.after.checkNumber]).toEqual(['20.00', 'CHK-1001']);
    const [fund] = await queryRows<{ before: { version: number }; after: { version: number } }>(api.db, sql`select before, after from audit_log where action = 'cash-fund.replenish'`);
    expect([fund!.before.version, fund!.after.version]).toEqual([spent.fund.version, spent.fund.version + 1]);

    const stale = await post(`funds/${petty.fund.id}/replenishments`, { fundVersion: spent.fund.version, checkNumber: 'CHK-1002' });
    expect([stale.status, await message(stale)]).toEqual([409, RECORD_CHANGED_MESSAGE]);
  });
});

describe('the count sheet', () => {
  const sheet = (id: number, query = '') => api.request(`${BASE}/funds/${id}/count-sheet${query}`, { token: accounting });

  it('prints a blank sheet of the denominations, or the last count filled in', async () => {
    const blank = await sheet(drawer.fund.id);
    expect([blank.status, blank.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(new TextDecoder().decode((await blank.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const never = await sheet(drawer.fund.id, '?with=last');
    expect([never.status, await message(never)]).toEqual([404, 'This fund has never been counted: print a blank count sheet.']);
    const current = await get<CashFundDetail>(`funds/${drawer.fund.id}`);
    expect((await post(`funds/${drawer.fund.id}/counts`, { fundVersion: current.fund.version, denominations: { b100: 2 } })).status).toBe(201);
    const filled = await sheet(drawer.fund.id, '?with=last');
    expect([filled.status, filled.headers.get('content-disposition')]).toEqual([200, expect.stringContaining('(last count)')]);
  });
});
