import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { ShelfLabelRequestInput, ShelfLabelSheet } from '../../../src/domain/parts/shelfLabels';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let parts: string;
let viewer: string;
let accounting: string;
/** Four bins in a row at Norcross, the first holding a replaced number, and every part on them. */
let range: { from: string; to: string; parts: { part_no: string; bin: string }[] };
let replaced: { old_part_no: string; current: string; bin: string };
let received: string[];
/** 201 part numbers: ten copies of each are one label too many. */
let many: string[];

const ENDPOINTS = ['preview', 'pdf', 'zpl'] as const;
const base: ShelfLabelRequestInput = { brnId: '101', kind: 'bins', binFrom: '', binTo: '', template: 'thermal-2x1', copies: 1 };
const post = (endpoint: (typeof ENDPOINTS)[number], json: unknown, token: string | null = parts) => api.request(`parts/shelf-labels/${endpoint}`, { token, json });
const preview = async (json: Partial<ShelfLabelRequestInput>) => {
  const response = await post('preview', { ...base, ...json });
  expect(response.status).toBe(200);
  return (await response.json()) as ShelfLabelSheet;
};
const prints = () => queryRows<{ actor_user_id: number; entity_id: string; after: Record<string, unknown> }>(api.db, sql`select actor_user_id, entity_id, after from audit_log where action = 'shelf-labels.print' order by id`);

beforeAll(async () => {
  api = await createTestApi();
  [parts, viewer, accounting] = await api.tokensOf('parts@demo.local', 'viewer@demo.local', 'accounting@demo.local');
  // The newest number of a chain, so the label's number is the chain's end however long the chain is.
  const [old] = await queryRows<{ old_part_no: string; bin: string }>(
    api.db,
    sql`select b.part_no as old_part_no, b.bin from excede_part_bins b join excede_supersessions s on s.old_part_no = b.part_no
        where b.brn_id = '101' and b.bin ~ '^[A-Z][0-9]{2}-' order by b.bin collate "C", b.part_no limit 1`,
  );
  let current = old!.old_part_no;
  for (;;) {
    const [next] = await queryRows<{ new_part_no: string }>(api.db, sql`select new_part_no from excede_supersessions where old_part_no = ${current}`);
    if (!next) break;
    current = next.new_part_no;
  }
  replaced = { ...old!, current };
  const bins = await queryRows<{ bin: string }>(api.db, sql`select distinct bin collate "C" as bin from excede_part_bins where brn_id = '101' and bin collate "C" >= ${old!.bin} order by 1 limit 4`);
  const [from, to] = [bins[0]!.bin, bins[3]!.bin];
  range = {
    from,
    to,
    parts: await queryRows(api.db, sql`select part_no, bin from excede_part_bins where brn_id = '101' and bin collate "C" between ${from} and ${to} order by bin collate "C", part_no`),
  };
  many = (await queryRows<{ part_no: string }>(api.db, sql`select part_no from excede_part_master order by part_no limit 201`)).map((r) => r.part_no);
  received = (await queryRows<{ part_no: string }>(api.db, sql`select part_no from excede_part_bins where brn_id = '101' and bin = 'RECV' order by part_no`)).map((r) => r.part_no);
});
afterAll(() => api.close());

describe('who may print shelf labels', () => {
  const request = () => ({ ...base, binFrom: range.from, binTo: range.to });

  it('needs a token (401) and the shelf labels permission (403 for the viewer and accounting) on every endpoint', async () => {
    for (const endpoint of ENDPOINTS) {
      expect((await post(endpoint, request(), null)).status).toBe(401);
      expect((await post(endpoint, request(), viewer)).status).toBe(403);
      expect((await post(endpoint, request(), accounting)).status).toBe(403);
    }
  });

  it('refuses a branch the user does not hold (parts@ holds 101 and 201, not 102), writing nothing', async () => {
    const audits = await countRows(api, 'audit_log');
    for (const endpoint of ENDPOINTS) {
      const response = await post(endpoint, { ...request(), brnId: '102' });
      expect(response.status).toBe(403);
    }
    expect(await countRows(api, 'audit_log')).toBe(audits);
  });
});

describe('a request the server refuses (400 naming the field, nothing written)', () => {
  const refused = async (endpoint: (typeof ENDPOINTS)[number], json: unknown, field: string, message?: RegExp) => {
    const response = await post(endpoint, json);
    const body = (await response.json()) as { message: string; errors?: { field: string; message: string }[] };
    expect(response.status, body.message).toBe(400);
    expect(body.errors?.map((e) => e.field)).toContain(field);
    if (message) expect(body.message).toMatch(message);
  };

  it('refuses bad copies, a template, a missing or backward range, an empty list, on every endpoint', async () => {
    const audits = await countRows(api, 'audit_log');
    const good = { ...base, binFrom: range.from, binTo: range.to };
    for (const endpoint of ENDPOINTS) {
      await refused(endpoint, { ...good, copies: 11 }, 'copies');
      await refused(endpoint, { ...good, copies: 1.5 }, 'copies');
      await refused(endpoint, { ...good, template: 'dymo' }, 'template');
      await refused(endpoint, { ...good, binFrom: '' }, 'binFrom');
      await refused(endpoint, { ...good, binFrom: range.to, binTo: range.from }, 'binTo');
      await refused(endpoint, { ...good, kind: 'list', partNumbers: ' ,\n' }, 'partNumbers');
      await refused(endpoint, { ...good, brnId: undefined }, 'brnId');
    }
    expect(await countRows(api, 'audit_log')).toBe(audits);
  });

  it('refuses more than 2,000 labels with the reason, and ZPL on the office sheet', async () => {
    const audits = await countRows(api, 'audit_log');
    for (const endpoint of ENDPOINTS) {
      await refused(endpoint, { ...base, binFrom: '0', binTo: 'ZZZZ', copies: 10 }, 'binTo', /one print is 2,000 at most/);
      await refused(endpoint, { ...base, copies: 10, kind: 'list', partNumbers: many.join('\n') }, 'partNumbers', /2,010 labels/);
    }
    await refused('zpl', { ...base, binFrom: range.from, binTo: range.to, template: 'avery-5160' }, 'template', /thermal/);
    await refused('pdf', { ...base, binFrom: 'ZZZZ1', binTo: 'ZZZZ2' }, 'kind', /no parts to label/);
    expect(await countRows(api, 'audit_log')).toBe(audits);
  });
});

describe('the labels of a selection', () => {
  it('labels every part in a bin range in bin order, a replaced number with its current one and what it replaced', async () => {
    const sheet = await preview({ binFrom: range.from.toLowerCase(), binTo: range.to, price: true, minMax: true });
    expect(sheet.notFound).toEqual([]);
    expect(sheet.labels.map((l) => l.bin)).toEqual(sheet.labels.map((l) => l.bin).sort());
    expect(new Set(sheet.labels.map((l) => l.bin))).toEqual(new Set(range.parts.map((p) => p.bin)));
    expect(sheet.labels).toContainEqual(expect.objectContaining({ partNo: replaced.current, replaces: replaced.old_part_no, bin: replaced.bin }));
    expect(sheet.labels.every((l) => l.price !== null && l.minQty !== null && l.description.length > 0)).toBe(true);
    expect(sheet).toMatchObject({ copies: 1, labelCount: sheet.labels.length, pages: sheet.labels.length, template: 'thermal-2x1' });
  });

  it('reads a pasted list by the part-number rule (dashes, case, a vendor prefix) and lists what it did not find', async () => {
    const [first, second] = range.parts;
    const typed = `${first!.part_no.replace(/-/g, '').toLowerCase()}, FLT-${second!.part_no}\nNOSUCH-999 ${replaced.old_part_no}`;
    const sheet = await preview({ kind: 'list', partNumbers: typed, template: 'avery-5160', copies: 2 });
    expect(sheet.notFound).toEqual(['NOSUCH-999']);
    const current = (partNo: string) => (partNo === replaced.old_part_no ? replaced.current : partNo);
    expect(sheet.labels.map((l) => l.partNo)).toEqual([...new Set([current(first!.part_no), current(second!.part_no), replaced.current])]);
    expect(sheet.labels.find((l) => l.partNo === replaced.current)?.replaces).toBe(replaced.old_part_no);
    expect(sheet.labels.every((l) => l.price === null && l.minQty === null)).toBe(true);
    expect(sheet).toMatchObject({ copies: 2, labelCount: sheet.labels.length * 2, pages: 1 });
  });

  it('labels the receiving batch (RECV) for the shelves the parts go to', async () => {
    const sheet = await preview({ kind: 'receiving' });
    expect(received.length).toBeGreaterThan(0);
    expect(sheet.labels.length).toBe(new Set(received).size);
    expect(sheet.labels.every((l) => l.bin.length > 0)).toBe(true);
  });
});

describe('printing', () => {
  it('prints a PDF sheet with a page for each 30 labels and audits who printed what, how many', async () => {
    const before = (await prints()).length;
    const response = await post('pdf', { ...base, binFrom: range.from, binTo: range.to, template: 'avery-5160', copies: 3 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const sheet = await preview({ binFrom: range.from, binTo: range.to, template: 'avery-5160', copies: 3 });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(Math.ceil((sheet.labels.length * 3) / 30));
    const audited = (await prints()).slice(before);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ entity_id: '101', after: { format: 'PDF', kind: 'bins', template: 'avery-5160', copies: 3, labelCount: sheet.labels.length * 3, partNos: sheet.labels.map((l) => l.partNo) } });
  });

  it('prints a thermal label a page', async () => {
    const response = await post('pdf', { ...base, binFrom: range.from, binTo: range.to, template: 'thermal-4x2', copies: 2 });
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    const sheet = await preview({ binFrom: range.from, binTo: range.to });
    expect(pdf.getPageCount()).toBe(sheet.labels.length * 2);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 144 });
  });

  it('writes ZPL for a Zebra printer: a format per label with its part number, its size in dots and its copies, audited', async () => {
    const before = (await prints()).length;
    const response = await post('zpl', { ...base, binFrom: range.from, binTo: range.to, copies: 4 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="shelf-labels-101-thermal-2x1\.zpl"/);
    const zpl = await response.text();
    const sheet = await preview({ binFrom: range.from, binTo: range.to });
    expect(zpl.match(/\^XA/g)).toHaveLength(sheet.labels.length);
    for (const label of sheet.labels) expect(zpl).toContain(`^BCN,66,N,N,N^FD${label.partNo}^FS`);
    expect(zpl).toContain(`^FDReplaces ${replaced.old_part_no}^FS`);
    expect(zpl.match(/\^PQ4,0,1,Y/g)).toHaveLength(sheet.labels.length);
    expect(zpl).toContain('^PW406\n^LL203');
    expect((await prints()).slice(before)).toMatchObject([{ after: { format: 'ZPL', labelCount: sheet.labels.length * 4 } }]);
  });
});
