import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../../src/domain/csvText';
import { buildExportRows } from '../../src/ui/DataTable/exportRows';
import type { DataTableColumn } from '../../src/ui/DataTable/types';

interface Line {
  part: string;
  description: string;
  qty: number;
  amount: number | null;
  margin: number;
  created: string;
}

const columns: DataTableColumn<Line>[] = [
  { id: 'part', header: 'Part number', accessor: 'part' },
  { id: 'description', header: 'Description', accessor: 'description' },
  { id: 'qty', header: 'Qty', accessor: 'qty', format: 'number' },
  { id: 'amount', header: 'Amount', accessor: 'amount', format: 'money2' },
  { id: 'margin', header: 'Margin', accessor: (row) => row.margin, format: 'percent' },
  { id: 'created', header: 'Created', accessor: 'created', format: 'datetime' },
];

const lines: Line[] = [
  { part: 'FLT-LF9009', description: 'Lube filter, Cummins ISX', qty: 1200, amount: 1234.5, margin: 22.456, created: '2026-03-07T14:05:00' },
  { part: 'BRK-4707Q', description: 'Shoe kit 16.5" x 7"', qty: -2, amount: -89.9, margin: -3, created: '1900-01-01T00:00:00' },
  { part: '=HYPERLINK("x")', description: 'line one\nline two', qty: 0, amount: null, margin: 0, created: '' },
];

describe('buildExportRows', () => {
  it('puts the headers first and formats every value like the grid', () => {
    expect(buildExportRows(lines, columns)).toEqual([
      ['Part number', 'Description', 'Qty', 'Amount', 'Margin', 'Created'],
      ['FLT-LF9009', 'Lube filter, Cummins ISX', '1,200', '$1,234.50', '22.46%', '03/07/2026 02:05 PM'],
      ['BRK-4707Q', 'Shoe kit 16.5" x 7"', '-2', '($89.90)', '(3.00%)', ''],
      ['=HYPERLINK("x")', 'line one\nline two', '0', '', '0.00%', ''],
    ]);
  });

  it('keeps the given column order and only those columns', () => {
    const picked = [columns[3]!, columns[0]!];
    expect(buildExportRows(lines.slice(0, 1), picked)).toEqual([
      ['Amount', 'Part number'],
      ['$1,234.50', 'FLT-LF9009'],
    ]);
  });

  it('gives just the header row when there are no rows', () => {
    expect(buildExportRows([], columns)).toEqual([columns.map((c) => c.header)]);
  });
});

describe('CSV quoting', () => {
  it('leaves plain fields alone', () => {
    expect(csvField('FLT-LF9009')).toBe('FLT-LF9009');
    expect(csvField('')).toBe('');
    expect(csvField('-2')).toBe('-2');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvField('$1,234.50')).toBe('"$1,234.50"');
    expect(csvField('16.5" x 7"')).toBe('"16.5"" x 7"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('joins records with CRLF and no trailing break', () => {
    const csv = toCsv(buildExportRows(lines, columns));
    expect(csv.split('\r\n')).toHaveLength(4); // the quoted LF inside a field is not a record break
    expect(csv).toBe(
      [
        'Part number,Description,Qty,Amount,Margin,Created',
        'FLT-LF9009,"Lube filter, Cummins ISX","1,200","$1,234.50",22.46%,03/07/2026 02:05 PM',
        'BRK-4707Q,"Shoe kit 16.5"" x 7""",-2,($89.90),(3.00%),',
        '"\'=HYPERLINK(""x"")","line one\nline two",0,,0.00%,',
      ].join('\r\n'),
    );
    expect(csv.endsWith('\r\n')).toBe(false);
  });
});
