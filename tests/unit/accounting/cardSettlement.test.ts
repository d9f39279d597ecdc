import { describe, expect, it } from 'vitest';
import { batchReconciles, branchOfMerchantId, fileStatusOf, merchantIdOf, readSettlement, SETTLEMENT_HEADER } from '../../../src/domain/accounting/cardSettlement';
import { autoMatch, cardOfReceipt, lineSettles } from '../../../src/domain/accounting/cardSettlementMatch';
import { parseCsv } from '../../../server/excede/csv';
import { settlementCsv, settlementRecords, type CardReceipt } from '../../../server/excede/demo/cardSettlements';

const receipts: CardReceipt[] = [
  { receiptId: '6000101', brnId: '101', receivedOn: '2026-11-02', amount: '412.90', xref: 'SO100001', depositId: 'B101-20261102' },
  { receiptId: '6000102', brnId: '101', receivedOn: '2026-11-02', amount: '87.15', xref: 'SO100002', depositId: 'B101-20261102' },
  { receiptId: '6000103', brnId: '101', receivedOn: '2026-11-03', amount: '-250.00', xref: 'CB6000050', depositId: 'B101-20261103' },
  { receiptId: '6000104', brnId: '201', receivedOn: '2026-11-02', amount: '10.00', xref: 'SO100003', depositId: 'B201-20261102' },
];

describe('a merchant id names its branch', () => {
  it('maps both ways and refuses other ids', () => {
    expect(merchantIdOf('101')).toBe('518000000101');
    expect(branchOfMerchantId('518000000101')).toBe('101');
    expect(branchOfMerchantId('999')).toBeNull();
  });
});

describe('the settlement file the demo writes', () => {
  it('settles a batch as Excede posted it: 2.45% on the sales, $0.10 an item, chargebacks as adjustments', () => {
    const rows = settlementRecords('101', receipts);
    expect(rows[0]).toEqual([...SETTLEMENT_HEADER]);
    const card = cardOfReceipt('6000101');
    expect(rows[1]).toEqual(['Peachtree Merchant Services', '518000000101', 'B101-20261102', '11/02/2026', 'Sale', card.brand, card.last4, card.authCode, 'SO100001', '412.90', '10.12', '402.78']);
    // The batch's discount is round(500.05 × 2.45%) = 12.25; the last sale takes what is left of it.
    expect(rows[2]!.slice(9)).toEqual(['87.15', '2.13', '85.02']);
    expect(rows[3]!.slice(4, 12)).toEqual(['Adjustment', '', '', '', 'Per-item fees 2 x 0.10', '-0.20', '0.00', '-0.20']);
    expect(rows[4]!.slice(2, 12)).toEqual(['B101-20261103', '11/03/2026', 'Adjustment', cardOfReceipt('6000103').brand, cardOfReceipt('6000103').last4, '', 'CB6000050', '-250.00', '0.00', '-250.00']);
    expect(rows).toHaveLength(5);
  });

  it('is read back line for line', () => {
    const read = readSettlement(parseCsv(settlementCsv('101', receipts)));
    expect(read.ok && read.file.brnId).toBe('101');
    expect(read.ok && read.file.lines.map((l) => [l.lineNo, l.lineType, l.txnDate, l.amount])).toEqual([
      [2, 'Sale', '2026-11-02', '412.90'],
      [3, 'Sale', '2026-11-02', '87.15'],
      [4, 'Adjustment', '2026-11-02', '-0.20'],
      [5, 'Adjustment', '2026-11-03', '-250.00'],
    ]);
  });
});

describe('reading a settlement file names the first bad line', () => {
  const good = settlementRecords('101', receipts);
  const withLine = (n: number, change: (row: string[]) => string[]) => good.map((row, i) => (i === n - 1 ? change([...row]) : row));
  it.each([
    [[['Processor', 'MID']], 'Line 1: The header must be Processor,MID,Batch,Txn date,Type,Brand,Last4,Auth code,Reference,Amount,Fee,Net.'],
    [[good[0]!], 'Line 2: The file has no transactions.'],
    [withLine(3, (r) => r.slice(0, 5)), 'Line 3: Expected 12 fields, found 5.'],
    [withLine(2, (r) => ((r[9] = 'twelve'), r)), "Line 2: Amount 'twelve' is not an amount."],
    [withLine(3, (r) => ((r[3] = '02/30/2026'), r)), "Line 3: Txn date '02/30/2026' is not a date (MM/DD/YYYY)."],
    [withLine(3, (r) => ((r[4] = 'Void'), r)), "Line 3: Type 'Void' is not Sale, Refund, Adjustment."],
    [withLine(3, (r) => ((r[11] = '85.00'), r)), 'Line 3: Net 85.00 is not the amount less the fee (85.02).'],
    [withLine(4, (r) => ((r[1] = '518000000201'), r)), 'Line 4: A file holds one processor and one MID.'],
    [withLine(2, (r) => ((r[6] = '12a4'), r)), "Line 2: Last4 '12a4' is not four digits."],
  ])('%#', (records, message) => {
    expect(readSettlement(records)).toEqual({ ok: false, message });
  });
  it('refuses a MID that is no branch', () => {
    expect(readSettlement(good.map((r, i) => (i ? [r[0]!, '42', ...r.slice(2)] : r)))).toEqual({ ok: false, message: "Line 2: MID 42 is no branch's merchant id." });
  });
});

describe('matching a line to a receipt', () => {
  const receipt = { receiptId: '6000101', receivedOn: '2026-11-02', amount: '412.90', xref: 'SO100001' };
  const card = cardOfReceipt('6000101');
  const line = { id: 1, txnDate: '2026-11-03', amount: '412.90', last4: '', authCode: '', reference: 'SO100001' };
  it('takes the same amount within two days, by reference or by last four and auth code', () => {
    expect(lineSettles(line, receipt)).toBe(true);
    expect(lineSettles({ ...line, reference: '', last4: card.last4, authCode: card.authCode }, receipt)).toBe(true);
    expect(lineSettles({ ...line, reference: '', last4: card.last4, authCode: 'ZZZZZZ' }, receipt)).toBe(false);
    expect(lineSettles({ ...line, amount: '412.91' }, receipt)).toBe(false);
    expect(lineSettles({ ...line, txnDate: '2026-11-05' }, receipt)).toBe(false);
    expect(lineSettles({ ...line, txnDate: '2026-10-31' }, receipt)).toBe(true);
  });
  it('gives each receipt to one line, the closest day first', () => {
    const twin = { ...receipt, receiptId: '6000200', receivedOn: '2026-11-03' };
    const lines = [line, { ...line, id: 2, txnDate: '2026-11-02' }, { ...line, id: 3 }];
    expect([...autoMatch(lines, [receipt, twin])]).toEqual([
      [1, '6000200'],
      [2, '6000101'],
    ]);
  });
  it('derives the same card for a receipt every time', () => {
    expect(cardOfReceipt('6000101')).toEqual(card);
    expect(card.last4).toMatch(/^\d{4}$/);
    expect(card.authCode).toMatch(/^[0-9A-Z]{6}$/);
  });
});

describe('a batch reconciles', () => {
  const figures = { gross: 50_005, fees: 1_245, chargebacks: 0, refunds: 0, deposit: 48_760 };
  it('when nothing is open and gross − fees − chargebacks is the deposit', () => {
    expect(batchReconciles(figures, 0)).toBe(true);
    expect(batchReconciles(figures, 1)).toBe(false);
    expect(batchReconciles({ ...figures, deposit: 48_761 }, 0)).toBe(false);
    expect(batchReconciles({ ...figures, deposit: null }, 0)).toBe(false);
  });
  it('makes a file Reconciled, Errors when a closed batch differs, else Parsed', () => {
    expect(fileStatusOf([{ figures, open: 0 }])).toBe('Reconciled');
    expect(fileStatusOf([{ figures, open: 0 }, { figures, open: 2 }])).toBe('Parsed');
    expect(fileStatusOf([{ figures: { ...figures, deposit: 1 }, open: 0 }, { figures, open: 2 }])).toBe('Errors');
  });
});
