import { describe, expect, it } from 'vitest';
import { bai2Text } from '../../../src/domain/accounting/bankStatementBai2';
import { readBai2 } from '../../../src/domain/accounting/bankStatementBai2';
import { readStatementCsv, STATEMENT_CSV_HEADER } from '../../../src/domain/accounting/bankStatementCsv';
import { baiTypeName, isCredit, maskedAccount, usuallyNeedsEntry } from '../../../src/domain/accounting/bankStatement';

const DAYS = [
  { on: '2026-10-01', lines: [{ baiType: '301', amount: '1250.00', checkNo: '', bankRef: 'R1', text: 'DEPOSIT D101-20260930' }] },
  {
    on: '2026-10-02',
    lines: [
      { baiType: '475', amount: '-300.10', checkNo: '9001234', bankRef: 'R2', text: 'CHECK 9001234' },
      { baiType: '698', amount: '-45.00', checkNo: '', bankRef: 'R3', text: 'ACCOUNT ANALYSIS FEE FOR THE MONTH OF SEPTEMBER, SERVICE CHARGES' },
    ],
  },
];
const TEXT = bai2Text({ bankId: '061000227', customerId: 'PEACHTRUCK', createdOn: '2026-10-03', accountNumber: '4410010137', openingBalance: '-100.00', days: DAYS });

describe('BAI2 statements', () => {
  it('reads what a bank writes: days as groups, signed amounts, check numbers, texts continued on 88 records', () => {
    const read = readBai2(TEXT);
    expect(read).toEqual({
      ok: true,
      statement: {
        format: 'BAI2',
        accountNumber: '4410010137',
        periodFrom: '2026-10-01',
        periodTo: '2026-10-02',
        openingBalance: '-100.00',
        closingBalance: '804.90',
        lines: [
          { lineNo: 4, postedOn: '2026-10-01', baiType: '301', amount: '1250.00', checkNo: '', bankRef: 'R1', text: 'DEPOSIT D101-20260930' },
          { lineNo: 9, postedOn: '2026-10-02', baiType: '475', amount: '-300.10', checkNo: '9001234', bankRef: 'R2', text: 'CHECK 9001234' },
          { lineNo: 10, postedOn: '2026-10-02', baiType: '698', amount: '-45.00', checkNo: '', bankRef: 'R3', text: 'ACCOUNT ANALYSIS FEE FOR THE MONTH OF SEPTEMBER, SERVICE CHARGES' },
        ],
      },
    });
    expect(TEXT).toContain('\n88,');
  });

  it('names the first bad line and field', () => {
    const at = (needle: string) => TEXT.split('\n').findIndex((l) => l.startsWith(needle)) + 1;
    expect(readBai2(TEXT.replace('16,475,30010,', '16,475,300.10,'))).toEqual({ ok: false, message: `Line ${at('16,475')}: Amount '300.10' is not an amount in cents.` });
    expect(readBai2(TEXT.replace('16,301,', '16,901,'))).toEqual({ ok: false, message: `Line ${at('16,301')}: Type code '901' is not a BAI2 transaction type (100–699).` });
    expect(readBai2(TEXT.replace(',261002,', ',261302,'))).toMatchObject({ ok: false, message: expect.stringMatching(/As-of date '261302' is not a date/) });
    expect(readBai2(TEXT.replace('16,301,125000,0,', '16,301,125000,X,'))).toMatchObject({ message: expect.stringMatching(/Funds type 'X'/) });
    expect(readBai2(TEXT.replace(/\n99,.*\n$/, '\n'))).toMatchObject({ message: expect.stringMatching(/The file needs its trailer \(99\)/) });
    expect(readBai2(TEXT.replace('16,301,125000', '16,301,125001'))).toMatchObject({ message: expect.stringMatching(/Closing balance 1150.00 is not the opening -100.00 plus the day's transactions \(1150.01\)/) });
    expect(readBai2(`02,x\n${TEXT}`)).toEqual({ ok: false, message: 'Line 1: A BAI2 file begins with a file header (01).' });
  });

  it('checks control totals and record counts', () => {
    const lines = TEXT.split('\n');
    const trailer = lines.findIndex((l) => l.startsWith('98,'));
    const broken = lines.map((l, i) => (i === trailer ? l.replace(/^98,(-?\d+),1,(\d+)\//, '98,$1,1,99/') : l)).join('\n');
    expect(readBai2(broken)).toMatchObject({ ok: false, message: expect.stringMatching(new RegExp(`^Line ${trailer + 1}: Number of records '99'`)) });
  });
});

describe('CSV statements', () => {
  const rows = (...body: string[][]) => [[...STATEMENT_CSV_HEADER], ...body];
  it('reads opening, lines and closing, each line signed by its type', () => {
    const read = readStatementCsv(rows(['4410010137', '10/01/2026', '010', '-100.00', '', '', ''], ['4410010137', '10/01/2026', '475', '300.10', '1234', 'R1', 'CHECK 1234'], ['4410010137', '10/31/2026', '015', '-400.10', '', '', '']));
    expect(read).toMatchObject({ ok: true, statement: { format: 'CSV', periodFrom: '2026-10-01', periodTo: '2026-10-31', openingBalance: '-100.00', closingBalance: '-400.10', lines: [{ lineNo: 3, amount: '-300.10', checkNo: '1234' }] } });
  });

  it('names the first bad line and field', () => {
    expect(readStatementCsv([['Account', 'Date']])).toMatchObject({ message: expect.stringMatching(/^Line 1: The header must be/) });
    expect(readStatementCsv(rows(['4410010137', '10/01/2026', '010', '0', '', '', ''], ['4410010137', '10/01/2026', '475', 'ten', '', '', ''], ['4410010137', '10/31/2026', '015', '0', '', '', '']))).toEqual({
      ok: false,
      message: "Line 3: Amount 'ten' is not an amount.",
    });
    expect(readStatementCsv(rows(['4410010137', '10/01/2026', '010', '0', '', '', ''], ['4410010137', '10/31/2026', '015', '5.00', '', '', '']))).toMatchObject({ message: expect.stringMatching(/^Line 3: Amount: the closing balance 5.00/) });
    expect(readStatementCsv(rows(['4410010137', '10/01/2026', '010', '0', '', '', ''], ['1', '10/31/2026', '015', '0', '', '', '']))).toMatchObject({ message: "Line 3: Account '1' is not 4 to 17 digits." });
  });
});

describe('BAI2 type codes', () => {
  it('says credit or debit by range, names the common ones, and which usually need an entry in the books', () => {
    expect([isCredit('301'), isCredit('475'), isCredit('900'), isCredit('x')]).toEqual([true, false, null, null]);
    expect([baiTypeName('475'), baiTypeName('555'), baiTypeName('142')]).toEqual(['Check paid', 'Deposited item returned', 'Credit']);
    expect(['354', '555', '698', '301', '475'].map(usuallyNeedsEntry)).toEqual([true, true, true, false, false]);
    expect(maskedAccount('4410010137')).toBe('••••0137');
  });
});
