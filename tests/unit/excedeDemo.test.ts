import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBudgetCsv } from '../../src/domain/accounting/financialStatementBudgets';
import { writeDemoBudgets } from '../../server/excede/demo/budgetFile';
import { EXCEDE_EXPORTS, exportFileName } from '../../server/excede/catalog';
import { writeDemoExports, type DemoExportsWritten } from '../../server/excede/demo';
import { CYCLE_HISTORY_FILE } from '../../server/excede/demo/cycleHistory';
import { instantOf, wallOf, wallText, dayOf } from '../../server/excede/demo/calendar';
import { vinCheckDigit } from '../../src/domain/vin';
import { readUnl } from '../../server/excede/unl';
import { DEMO_NOW } from '../../src/demo/now';

const dirs: string[] = [];
let written: DemoExportsWritten;
let dir: string;

const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'excede-demo-'));
  dirs.push(d);
  return d;
};

/** One hash over every file, in the catalog's order. */
function folderHash(folder: string): string {
  const hash = createHash('sha256');
  for (const exp of EXCEDE_EXPORTS) hash.update(exportFileName(exp)).update(readFileSync(path.join(folder, exportFileName(exp))));
  return hash.digest('hex');
}

async function records(name: string): Promise<(string | null)[][]> {
  const out: (string | null)[][] = [];
  for await (const { fields } of readUnl(createReadStream(path.join(dir, `${name}.unl`), { encoding: 'utf8' }))) out.push(fields);
  return out;
}

const cents = (value: string | null) => Math.round(Number(value) * 100);

beforeAll(async () => {
  dir = tempDir();
  written = await writeDemoExports(dir, 'test');
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the demo Excede exports', () => {
  it('writes one .unl file per export of the catalog, each with rows, and beside them only the past cycle counts', () => {
    expect(readdirSync(dir).sort()).toEqual([...EXCEDE_EXPORTS.map(exportFileName), CYCLE_HISTORY_FILE].sort());
    for (const exp of EXCEDE_EXPORTS) expect(written.rows[exp.name], exp.name).toBeGreaterThan(0);
    expect(written.rows.GLJEITM).toBeLessThan(20_000);
  });

  it('is deterministic: the same seed and scale give byte-identical files; another seed, other files', async () => {
    const again = tempDir();
    await writeDemoExports(again, 'test');
    expect(folderHash(again)).toBe(folderHash(dir));
    const other = tempDir();
    await writeDemoExports(other, 'test', 7);
    expect(folderHash(other)).not.toBe(folderHash(dir));
  });

  it('writes every record with the fields of its export, in the catalog order', async () => {
    for (const exp of EXCEDE_EXPORTS) {
      const rows = await records(exp.name);
      expect(rows.length).toBe(written.rows[exp.name]);
      for (const row of rows) expect(row.length, exp.name).toBe(exp.columns.length);
    }
  });

  it('balances every journal entry to the cent, and leaves some cash-clearing days not at zero', async () => {
    const entries = new Map<string, number>();
    const clearing = new Map<string, number>();
    for (const [jeId, , acctId, brnId, , postedOn, debit, credit] of await records('GLJEITM')) {
      const amount = cents(debit!) - cents(credit!);
      entries.set(jeId!, (entries.get(jeId!) ?? 0) + amount);
      if (acctId === '1050') clearing.set(`${brnId} ${postedOn}`, (clearing.get(`${brnId} ${postedOn}`) ?? 0) + amount);
    }
    expect([...entries.values()].filter((sum) => sum !== 0)).toEqual([]);
    const notZero = [...clearing.values()].filter((sum) => sum !== 0).length;
    expect(notZero).toBeGreaterThan(0);
    expect(notZero).toBeLessThan(clearing.size / 5);
  });

  it('tells the stories the screens need', async () => {
    const supersessions = new Map((await records('PTSUP')).map(([oldNo, newNo]) => [oldNo, newNo]));
    expect([...supersessions.values()].some((newNo) => supersessions.has(newNo!))).toBe(true); // A → B → C
    expect((await records('PTSLSITM')).some((line) => Number(line[5]) > 0)).toBe(true); // back-ordered
    expect((await records('PTBRN')).some((row) => row[2] === '0')).toBe(true); // out of stock
    const orders = await records('SVSLS');
    expect(orders.some((ro) => ro[6] === '644' && ro[13] === null)).toBe(true); // still open
    expect(orders.some((ro) => ro[6] === '645')).toBe(true);
    const receipts = await records('ARRCP');
    expect(receipts.some((r) => r[4] === 'Card' && cents(r[5]!) < 0)).toBe(true); // a chargeback
    expect((await records('ARCUS')).some((c) => c[9] === 't')).toBe(true); // on hold
    const trucks = (await records('VHUNT')).filter((t) => t[9] === 'In stock');
    expect(trucks.some((t) => t[10] !== null && t[13] !== null)).toBe(true); // floored, with a curtailment
    expect((await records('VHDEALPRD')).some((p) => p[5] !== null)).toBe(true); // a product cancelled
    for (const unit of await records('SVUNT')) expect(vinCheckDigit(unit[1]!)).toBe(unit[1]![8]);
  });

  it('writes the demo year’s budget as a budget upload reads it, near last year’s actuals (no file for a year without actuals before it)', async () => {
    const files = await writeDemoBudgets(dir, tempDir());
    expect(files.map((f) => path.basename(f))).toEqual(['budget-2026.csv']);
    const read = readBudgetCsv(readFileSync(files[0]!, 'utf8'));
    if (!read.ok) throw new Error(read.message);
    expect(new Set(read.lines.map((l) => l.month.slice(0, 4)))).toEqual(new Set(['2026']));
    expect(new Set(read.lines.map((l) => l.acctId.slice(0, 1)))).toEqual(new Set(['4', '5', '6']));
    expect(read.lines.some((l) => l.brnId === '101' && l.acctId === '6010' && l.month === '2026-10')).toBe(true);
  });

  it('writes times on New York wall clock, across daylight saving time', () => {
    expect(wallText(DEMO_NOW)).toBe('2026-11-20 10:30:00');
    expect(instantOf(wallOf(dayOf(2026, 7, 2), 8 * 60 + 15)).toISOString()).toBe('2026-07-02T12:15:00.000Z');
    expect(wallText(new Date('2026-03-08T06:59:00Z'))).toBe('2026-03-08 01:59:00');
    expect(wallText(new Date('2026-03-08T07:00:00Z'))).toBe('2026-03-08 03:00:00');
    expect(wallText(new Date('2026-11-01T05:59:00Z'))).toBe('2026-11-01 01:59:00');
    expect(wallText(new Date('2026-11-01T06:00:00Z'))).toBe('2026-11-01 01:00:00');
  });
});
