import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { labelLimitRefusal, pageCount, pastedPartNumbers, shelfLabelRequestSchema, templateGeometry, type ShelfLabel } from '../../../src/domain/parts/shelfLabels';
import { code128Modules, zplLabel, zplLabels } from '../../../src/domain/parts/shelfLabelsZpl';

const filter: ShelfLabel = { partNo: 'LF9009', replaces: null, description: 'Oil filter, full flow', bin: 'A01-1A', price: '12.50', minQty: 2, maxQty: 6 };

describe('a pasted list of part numbers', () => {
  it('reads numbers one a line or separated by commas, semicolons, tabs and spaces, each once', () => {
    expect(pastedPartNumbers('LF9009\nAF-25557, FL-0149;lf9009\r\n\n  P551808\tLF9009  ')).toEqual(['LF9009', 'AF-25557', 'FL-0149', 'lf9009', 'P551808']);
  });

  it('keeps a vendor prefix written apart with its number, and a prefix written on', () => {
    expect(pastedPartNumbers('DD A4720900051, FLT-LF9009\nFLT LF3000 AB')).toEqual(['DD A4720900051', 'FLT-LF9009', 'FLT LF3000', 'AB']);
  });

  it('reads nothing from blanks', () => {
    expect(pastedPartNumbers(' \n ,, \n')).toEqual([]);
  });
});

describe('a print request', () => {
  const request = { brnId: '101', kind: 'bins', binFrom: 'a01-1a', binTo: 'A03-6D', template: 'thermal-2x1', copies: 1 };

  it('upper-cases bins and defaults the options', () => {
    const parsed = safeParse(shelfLabelRequestSchema, request);
    expect(parsed.data).toMatchObject({ binFrom: 'A01-1A', binTo: 'A03-6D', price: false, minMax: false, partNumbers: '' });
  });

  it('names the field it refuses', () => {
    const pathsOf = (input: object) => safeParse(shelfLabelRequestSchema, { ...request, ...input }).error?.issues.map((i) => i.path.join('.'));
    expect(pathsOf({ binTo: 'A00-1A' })).toEqual(['binTo']);
    expect(pathsOf({ binFrom: '' })).toEqual(['binFrom']);
    expect(pathsOf({ copies: 11 })).toEqual(['copies']);
    expect(pathsOf({ copies: 0 })).toEqual(['copies']);
    expect(pathsOf({ template: 'avery-9999' })).toEqual(['template']);
    expect(pathsOf({ kind: 'list', partNumbers: ' , ' })).toEqual(['partNumbers']);
    expect(pathsOf({ brnId: 'x' })).toEqual(['brnId']);
  });

  it('refuses more than 2,000 labels, copies counted', () => {
    expect(labelLimitRefusal(200, 10)).toBeNull();
    expect(labelLimitRefusal(201, 10)).toMatch(/^This would print 2,010 labels \(201 parts × 10\); one print is 2,000 at most/);
  });
});

describe('the label stocks', () => {
  it('prints a thermal label a page, in points and in 203 dpi dots', () => {
    expect(templateGeometry('thermal-2x1')).toEqual({ page: { width: 144, height: 72 }, slots: [{ x: 0, y: 0, width: 144, height: 72 }], dots: { width: 406, height: 203 } });
    expect(templateGeometry('thermal-4x2')).toMatchObject({ page: { width: 288, height: 144 }, dots: { width: 812, height: 406 } });
  });

  it('lays the Avery 5160 sheet out 3 across and 10 down on letter paper, inside its margins', () => {
    const { page, slots, dots } = templateGeometry('avery-5160');
    expect(page).toEqual({ width: 612, height: 792 });
    expect(dots).toBeNull();
    expect(slots).toHaveLength(30);
    expect(slots[0]).toEqual({ x: 13.5, y: 684, width: 189, height: 72 });
    expect(slots[2]).toEqual({ x: 409.5, y: 684, width: 189, height: 72 });
    expect(slots[29]).toEqual({ x: 409.5, y: 36, width: 189, height: 72 });
    expect(Math.max(...slots.map((s) => s.x + s.width))).toBeLessThanOrEqual(page.width - 13.5);
  });

  it('counts the pages a print takes', () => {
    expect(pageCount('avery-5160', 30)).toBe(1);
    expect(pageCount('avery-5160', 31)).toBe(2);
    expect(pageCount('thermal-4x2', 7)).toBe(7);
  });
});

describe('ZPL', () => {
  it('writes one label exactly: its size in dots, the part number large, the bars with their quiet zone, the bin, the options and copies', () => {
    expect(zplLabel(filter, 'thermal-2x1', 2)).toBe(
      [
        '^XA',
        '^PW406',
        '^LL203',
        '^CI0',
        '^FO16,8^A0N,34,34^FDLF9009^FS',
        '^FO16,44^A0N,18,18^FDOil filter, full flow^FS',
        '^FO30,66^BY3^BCN,66,N,N,N^FDLF9009^FS',
        '^FO16,140^A0N,30,30^FDBin A01-1A^FS',
        '^FO16,176^A0N,18,18^FD$12.50  Min 2 Max 6^FS',
        '^PQ2,0,1,Y',
        '^XZ',
      ].join('\n'),
    );
  });

  it('scales to the 4 × 2 label, says what a superseded number replaced, and escapes ^ and ~ in text', () => {
    const zpl = zplLabel({ ...filter, replaces: 'LF-9009A', description: 'Filter ^XZ ~JA', price: null, minQty: null, maxQty: null }, 'thermal-4x2', 1);
    expect(zpl).toContain('^PW812\n^LL406');
    expect(zpl).toContain('^FO32,16^A0N,68,68^FDLF9009^FS');
    expect(zpl).toContain('^FH^FDFilter _5EXZ _7EJA^FS');
    expect(zpl).toContain('^FDReplaces LF-9009A^FS');
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
  });

  it('narrows the bars of a long number so they and their quiet zones fit the label', () => {
    const long = 'ABCDEFGHIJKLMNOPQRST';
    const zpl = zplLabel({ ...filter, partNo: long }, 'thermal-2x1', 1);
    const [, x, module] = /\^FO(\d+),66\^BY(\d)/.exec(zpl)!;
    expect(Number(module)).toBe(1);
    expect(Number(x) + (code128Modules(long) + 10) * Number(module)).toBeLessThanOrEqual(406);
  });

  it('refuses the office sheet, and writes a job as each label in turn', () => {
    expect(() => zplLabel(filter, 'avery-5160', 1)).toThrow();
    const job = zplLabels([filter, { ...filter, partNo: 'AF25557' }], 'thermal-2x1', 1);
    expect(job.match(/\^XA/g)).toHaveLength(2);
    expect(job).toContain('^FDAF25557^FS');
  });
});
