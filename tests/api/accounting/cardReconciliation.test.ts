import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CardSettlementCharts } from '../../../src/domain/accounting/cardSettlementCharts';
import type { CardDayRow, CardFileDetail, CardFileRow, CardReceiptChoice } from '../../../src/domain/accounting/cardSettlementViews';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { queryRows } from '../../../server/db/database';
import { settlementCsv, type CardReceipt } from '../../../server/excede/demo/cardSettlements';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;
let viewer: string;

const BASE = 'accounting/card-settlements';
// Card receipts of a day no demo data reaches: Norcross (101, accounting's) and Birmingham (201, not theirs).
const RECEIPTS: CardReceipt[] = [
  { receiptId: '6900001', brnId: '101', receivedOn: '2027-01-04', amount: '412.90', xref: 'CRT-1', depositId: 'B101-20270104' },
  { receiptId: '6900002', brnId: '101', receivedOn: '2027-01-04', amount: '87.15', xref: 'CRT-2', depositId: 'B101-20270104' },
  { receiptId: '6900003', brnId: '101', receivedOn: '2027-01-05', amount: '40.00', xref: 'CRT-3', depositId: 'B101-20270105' },
  { receiptId: '6900004', brnId: '201', receivedOn: '2027-01-04', amount: '10.00', xref: 'CRT-4', depositId: 'B201-20270104' },
];
// What the bank got for the 4th: 500.05 − 12.25 discount − 0.20 per-item fees.
const DEPOSIT = '487.60';

const upload = (csv: string, token = accounting, name = 'settlement.csv') => {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), name);
  return api.request(`${BASE}/files`, { token, body: form });
};
const call = async <T>(path: string, init: { json?: unknown; method?: string; token?: string } = {}) => {
  const response = await api.request(`${BASE}/${path}`, { token: accounting, ...init });
  return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as T & { message?: string } };
};
const audits = (action: string, entityId: number) =>
  queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    api.db,
    sql`select before, after from audit_log where action = ${action} and entity_id = ${String(entityId)} order by id`,
  );

let detail: CardFileDetail;

beforeAll(async () => {
  api = await createTestApi();
  [accounting, parts, viewer] = await api.tokensOf('accounting@demo.local', 'parts@demo.local', 'viewer@demo.local');
  await api.db.execute(sql`insert into excede_ar_receipts (receipt_id, cus_id, brn_id, received_at, method, amount, drawer, xref, deposit_id) values
    ${sql.join(RECEIPTS.map((r) => sql`(${r.receiptId}, 'CRTEST', ${r.brnId}, (${r.receivedOn}::date + time '10:00') at time zone 'America/New_York', 'Card', ${r.amount}, null, ${r.xref}, ${r.depositId})`), sql`, `)}`);
  await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description) values
    ('CRTB1', 1, '1010', '101', 'Administration', '2027-01-05', ${DEPOSIT}, 0, 'B101-20270104', 'Card batch', 'Card settlement B101-20270104')`);
});
afterAll(() => api.close());

describe('POST /api/accounting/card-settlements/files (upload a settlement file)', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request(`${BASE}/files`, { method: 'POST' })).status).toBe(401);
    expect((await upload(settlementCsv('101', RECEIPTS.slice(0, 2)), parts)).status).toBe(403);
    expect((await upload(settlementCsv('101', RECEIPTS.slice(0, 2)), viewer)).status).toBe(403);
  });

  it('answers a malformed file with a 400 naming the line, and a branch the user lacks with a 403, writing nothing', async () => {
    const bad = settlementCsv('101', RECEIPTS.slice(0, 2)).replace('87.15,', '87.1x,');
    let response = await upload(bad);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("file: Line 3: Amount '87.1x' is not an amount.");
    response = await upload('"unterminated');
    expect(response.status).toBe(400);
    response = await upload(settlementCsv('201', RECEIPTS));
    expect([response.status, await response.json()]).toEqual([403, { message: 'You do not have access to branch 201.' }]);
    expect(await countRows(api, 'card_settlement_files')).toBe(0);
    expect(await countRows(api, 'card_settlement_lines')).toBe(0);
  });

  it('reads a good file and auto-matches its sales to the receipts, leaving the fee adjustment to classify', async () => {
    const response = await upload(settlementCsv('101', RECEIPTS.slice(0, 2)));
    expect(response.status).toBe(201);
    detail = (await response.json()) as CardFileDetail;
    expect(detail.file).toMatchObject({ processor: 'Peachtree Merchant Services', mid: '518000000101', brnId: '101', fileName: 'settlement.csv', periodFrom: '2027-01-04', periodTo: '2027-01-04', lines: 3, gross: '500.05', fees: '12.25', chargebacks: '0.00', net: '487.60', status: 'Parsed', uploadedBy: 'Casey Accounting', matched: 2 });
    expect(detail.lines.map((l) => [l.lineType, l.receiptId, l.receiptXref, l.matchedBy, l.classification])).toEqual([
      ['Sale', '6900001', 'CRT-1', 'Auto', null],
      ['Sale', '6900002', 'CRT-2', 'Auto', null],
      ['Adjustment', null, null, null, null],
    ]);
    expect(detail.batches).toEqual([{ batchId: 'B101-20270104', gross: '500.05', fees: '12.25', chargebacks: '0.00', refunds: '0.00', expected: '487.80', deposit: DEPOSIT, open: 1, reconciled: false }]);
    expect((await audits('card-settlement.upload', detail.file.id)).length).toBe(1);
  });

  it('refuses a batch already uploaded with a 409', async () => {
    const response = await upload(settlementCsv('101', RECEIPTS.slice(0, 2)));
    expect([response.status, await response.json()]).toEqual([409, { message: `Batch B101-20270104 is already in file #${detail.file.id}. Delete that file first to load it again.` }]);
  });
});

describe('GET /api/accounting/card-settlements/files and /files/:id', () => {
  it('lists the user’s files with their figures, refusing another branch', async () => {
    expect((await api.request(`${BASE}/files`)).status).toBe(401);
    expect((await call('files', { token: parts })).status).toBe(403);
    expect((await call('files?brnId=201')).status).toBe(403);
    const { body } = await call<ListAnswer<CardFileRow>>('files?brnId=101');
    expect(body.rows.map((r) => [r.id, r.lines, r.gross, r.status])).toEqual([[detail.file.id, 3, '500.05', 'Parsed']]);
  });

  it('opens a file, 404 for none', async () => {
    expect((await call<CardFileDetail>(`files/${detail.file.id}`)).body.lines).toHaveLength(3);
    expect((await call('files/999999')).status).toBe(404);
    expect((await call(`files/${detail.file.id}`, { token: parts })).status).toBe(403);
  });
});

describe('classifying an adjustment', () => {
  it('refuses a bad classification, a sale, and a stale version, then reconciles the batch, audited', async () => {
    const fee = detail.lines[2]!;
    const sale = detail.lines[0]!;
    const put = (id: number, json: unknown, token = accounting) => call(`lines/${id}/classification`, { method: 'PUT', json, token });
    expect((await put(fee.id, { version: fee.version, classification: 'Tip' })).status).toBe(400);
    expect((await put(sale.id, { version: sale.version, classification: 'Fee' })).body.message).toBe('classification: A sale is matched to a receipt, not classified.');
    expect((await put(fee.id, { version: fee.version, classification: 'Fee' }, parts)).status).toBe(403);
    expect((await put(fee.id, { version: fee.version + 5, classification: 'Fee' })).status).toBe(409);
    expect((await put(fee.id, { version: fee.version, classification: 'Fee' })).status).toBe(200);
    const after = (await call<CardFileDetail>(`files/${detail.file.id}`)).body;
    expect(after.batches[0]).toMatchObject({ fees: '12.45', expected: DEPOSIT, open: 0, reconciled: true });
    expect(after.file.status).toBe('Reconciled');
    const [trail] = await audits('card-settlement.classify', fee.id);
    expect([trail!.before!.classification, trail!.after!.classification]).toEqual([null, 'Fee']);
  });
});

describe('matching by hand', () => {
  it('unmatches a line, offers the receipts it may take, refuses the wrong amount, and matches it again', async () => {
    const { body } = await call<CardFileDetail>(`files/${detail.file.id}`);
    const line = body.lines[1]!;
    expect((await call(`lines/${line.id}/unmatch`, { json: { version: line.version }, token: parts })).status).toBe(403);
    const unmatched = await call<{ content: { version: number; receiptId: string | null } }>(`lines/${line.id}/unmatch`, { json: { version: line.version } });
    expect([unmatched.status, unmatched.body.content.receiptId]).toEqual([200, null]);
    expect((await call(`lines/${line.id}/unmatch`, { json: { version: unmatched.body.content.version } })).status).toBe(409);
    expect((await call<CardFileDetail>(`files/${detail.file.id}`)).body.file.status).toBe('Parsed');

    const choices = (await call<{ rows: CardReceiptChoice[] }>(`lines/${line.id}/receipts`)).body.rows;
    expect(choices[0]).toMatchObject({ receiptId: '6900002', amount: '87.15', xref: 'CRT-2' });
    expect(choices.map((c) => c.receiptId)).not.toContain('6900001');
    const version = unmatched.body.content.version;
    expect((await call(`lines/${line.id}/match`, { json: { version, receiptId: '6900003' } })).body.message).toBe('receiptId: Receipt 6900003 is for 40.00, the line for 87.15: a match must agree to the cent.');
    expect((await call(`lines/${line.id}/match`, { json: { version, receiptId: '6900004' } })).status).toBe(400);
    expect((await call(`lines/${line.id}/match`, { json: { version, receiptId: '' } })).status).toBe(400);
    const matched = await call<{ content: { receiptId: string; matchedBy: string } }>(`lines/${line.id}/match`, { json: { version, receiptId: '6900002' } });
    expect([matched.status, matched.body.content.receiptId, matched.body.content.matchedBy]).toEqual([200, '6900002', 'Manual']);
    expect((await call(`lines/${line.id}/match`, { json: { version, receiptId: '6900002' } })).status).toBe(409);
    const [trail] = await audits('card-settlement.match', line.id);
    expect([trail!.before!.receipt_id ?? trail!.before!.receiptId, trail!.after!.receipt_id ?? trail!.after!.receiptId]).toEqual([null, '6900002']);
  });

  it('auto-matches on demand what is open', async () => {
    const response = await call<{ matched: number }>(`files/${detail.file.id}/auto-match`, { method: 'POST' });
    expect([response.status, response.body.matched]).toEqual([200, 0]);
    expect((await call(`files/${detail.file.id}/auto-match`, { method: 'POST', token: parts })).status).toBe(403);
  });
});

describe('GET /api/accounting/card-settlements/days (per branch and day)', () => {
  it('sets Excede’s card receipts beside the batch and the bank deposit', async () => {
    expect((await call('days', { token: parts })).status).toBe(403);
    expect((await call('days?brnId=201')).status).toBe(403);
    const { body } = await call<ListAnswer<CardDayRow>>('days?brnId=101&from=2027-01-01&to=2027-01-31');
    expect(body.rows).toEqual([
      { batchOn: '2027-01-05', brnId: '101', batchId: 'B101-20270105', receipts: '40.00', gross: null, fees: null, chargebacks: null, expected: null, deposit: null, difference: null, status: 'No file' },
      { batchOn: '2027-01-04', brnId: '101', batchId: 'B101-20270104', receipts: '500.05', gross: '500.05', fees: '12.45', chargebacks: '0.00', expected: DEPOSIT, deposit: DEPOSIT, difference: '0.00', status: 'Reconciled' },
    ]);
  });
});

describe('POST /api/accounting/card-settlements/files/:id/reparse (read a file again)', () => {
  const reparse = (id: number, json: unknown, token = accounting) => call<CardFileDetail>(`files/${id}/reparse`, { method: 'POST', json, token });
  const current = async () => (await call<CardFileDetail>(`files/${detail.file.id}`)).body;
  const lineWork = (d: CardFileDetail) => d.lines.map((l) => [l.lineNo, l.receiptId, l.matchedBy, l.classification]);

  it('needs a token, the permission and the file’s branch, and refuses a bad payload writing nothing', async () => {
    const { file } = await current();
    expect((await api.request(`${BASE}/files/${file.id}/reparse`, { method: 'POST', json: { version: file.version } })).status).toBe(401);
    expect((await reparse(file.id, { version: file.version }, parts)).status).toBe(403);
    const [other] = await queryRows<{ id: number }>(
      api.db,
      sql`insert into card_settlement_files (brn_id, processor, mid, file_name, period_from, period_to, content, created_by, updated_by)
          select '201', 'Peachtree Merchant Services', '518000000201', 'b201.csv', '2027-01-04', '2027-01-04', ${settlementCsv('201', RECEIPTS)}, id, id from users where email = 'admin@demo.local' returning id`,
    );
    expect((await reparse(other!.id, { version: 1 })).status).toBe(403);
    const refused = await reparse(file.id, { version: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^version/);
    expect((await reparse(file.id, { version: file.version, confirmLoss: 'yes' })).body.message).toBe('confirmLoss: confirmLoss must be true or false.');
    expect((await current()).file.version).toBe(file.version);
    expect(await audits('card-settlement.reparse', file.id)).toEqual([]);
  });

  it('keeps the hand match and the classification of lines still there, refuses a stale version, audited', async () => {
    const before = await current();
    expect(lineWork(before)).toEqual([[2, '6900001', 'Auto', null], [3, '6900002', 'Manual', null], [4, null, null, 'Fee']]);
    const { status, body } = await reparse(before.file.id, { version: before.file.version });
    expect(status).toBe(200);
    expect(lineWork(body)).toEqual(lineWork(before));
    expect(body.file).toMatchObject({ version: before.file.version + 1, status: 'Reconciled' });
    expect((await reparse(before.file.id, { version: before.file.version })).status).toBe(409);
    const [trail] = await audits('card-settlement.reparse', before.file.id);
    expect([trail!.before!.handMatches, trail!.after!.handMatches, trail!.after!.classifications]).toEqual([{ 3: '6900002' }, { 3: '6900002' }, { 4: 'Fee' }]);
    expect(trail!.after!.content).toBeUndefined();
  });

  it('refuses to drop a hand match until confirmed, then reads the file as it now reads', async () => {
    // As if the reader now read line 3's card and reference another way: it is no longer the line matched by hand, nor matches by itself.
    await api.db.execute(sql`update card_settlement_files set content = regexp_replace(content, ${String.raw`,\d{4},(\w{6}),CRT-2,`}, ${String.raw`,0000,\1,CRT-2B,`}) where id = ${detail.file.id}`);
    const before = await current();
    const refused = await reparse(before.file.id, { version: before.file.version });
    expect([refused.status, refused.body.message]).toEqual([409, 'Reading the file again would drop 1 hand match: line 3 (receipt 6900002) is no longer in it. Confirm to read it again anyway.']);
    expect(lineWork(await current())).toEqual(lineWork(before));
    const { status, body } = await reparse(before.file.id, { version: before.file.version, confirmLoss: true });
    expect(status).toBe(200);
    expect(lineWork(body)).toEqual([[2, '6900001', 'Auto', null], [3, null, null, null], [4, null, null, 'Fee']]);
    expect(body.lines[1]!.reference).toBe('CRT-2B');
    const trail = (await audits('card-settlement.reparse', before.file.id)).at(-1)!;
    expect(trail.after!.dropped).toEqual({ handMatches: [3], classifications: [] });
  });

  it('cannot read again a file whose CSV was not kept', async () => {
    await api.db.execute(sql`update card_settlement_files set content = null where id = ${detail.file.id}`);
    const { file } = await current();
    expect((await reparse(file.id, { version: file.version })).status).toBe(409);
  });
});

describe('GET /api/accounting/card-settlements/charts', () => {
  it('charts the effective fee rate by branch and month and the unmatched lines by day, in the user’s branches', async () => {
    expect((await api.request(`${BASE}/charts`)).status).toBe(401);
    expect((await call('charts', { token: parts })).status).toBe(403);
    expect((await call('charts?brnId=201')).status).toBe(403);
    const { body } = await call<CardSettlementCharts>('charts?brnId=101&from=2027-01-01&to=2027-01-31');
    // 12.45 of 500.05 is 2.4897 %.
    expect(body).toEqual({ feeRates: [{ brnId: '101', month: '2027-01', gross: '500.05', fees: '12.45', pct: 2.49 }], unmatched: [{ day: '2027-01-04', lines: 1, amount: '87.15' }] });
    expect((await call<CardSettlementCharts>('charts?brnId=101&from=2027-02-01&to=2027-02-28')).body).toEqual({ feeRates: [], unmatched: [] });
  });
});

describe('GET /api/accounting/card-settlements/files over a period', () => {
  it('keeps the files whose period meets it, so a day’s drill finds its file', async () => {
    const ids = async (q: string) => (await call<ListAnswer<CardFileRow>>(`files?brnId=101&${q}`)).body.rows.map((r) => r.id);
    expect(await ids('from=2027-01-04&to=2027-01-04')).toEqual([detail.file.id]);
    expect(await ids('from=2027-01-05&to=2027-01-31')).toEqual([]);
  });
});

describe('DELETE /api/accounting/card-settlements/files/:id', () => {
  it('refuses a file with matched lines and a stale version, and deletes one with none, audited', async () => {
    const { body } = await call<CardFileDetail>(`files/${detail.file.id}`);
    expect((await call(`files/${detail.file.id}`, { method: 'DELETE', json: { version: body.file.version } })).status).toBe(409);
    const other = (await (await upload(settlementCsv('101', [{ ...RECEIPTS[2]!, amount: '41.00' }]), accounting, 'other.csv')).json()) as CardFileDetail;
    expect(other.file.matched).toBe(0);
    expect((await call(`files/${other.file.id}`, { method: 'DELETE', json: { version: other.file.version }, token: parts })).status).toBe(403);
    expect((await call(`files/${other.file.id}`, { method: 'DELETE', json: { version: other.file.version + 1 } })).status).toBe(409);
    expect((await call(`files/${other.file.id}`, { method: 'DELETE', json: { version: other.file.version } })).status).toBe(204);
    expect((await call(`files/${other.file.id}`)).status).toBe(404);
    const [trail] = await audits('card-settlement.delete', other.file.id);
    expect(trail!.before).toMatchObject({ fileName: 'other.csv' });
  });
});
