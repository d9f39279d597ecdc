import { describe, expect, it } from 'vitest';
import type { SettlementLine } from '../../../src/domain/accounting/cardSettlement';
import { effectiveFeePct } from '../../../src/domain/accounting/cardSettlementCharts';
import { carryOver, reparseLossMessage, type WorkedLine } from '../../../src/domain/accounting/cardSettlementReparse';

const line = (lineNo: number, amount: string, reference = `R${amount}`): SettlementLine => ({
  lineNo,
  batchId: 'B101-20270104',
  txnDate: '2027-01-04',
  lineType: 'Sale',
  brand: 'Visa',
  last4: '4242',
  authCode: 'A1B2C3',
  reference,
  amount,
  fee: '0.00',
  net: amount,
});
const worked = (l: SettlementLine, work: Partial<WorkedLine> = {}): WorkedLine => ({ ...l, receiptId: null, matchedBy: null, classification: null, ...work });

describe('reading a settlement file again', () => {
  it('keeps a hand match and a classification on the same line wherever it now stands, not an automatic match', () => {
    const old = [worked(line(2, '10.00'), { receiptId: 'R1', matchedBy: 'Manual' }), worked(line(3, '20.00'), { receiptId: 'R2', matchedBy: 'Auto' }), worked({ ...line(4, '-1.00'), lineType: 'Adjustment' }, { classification: 'Fee' })];
    const carried = carryOver(old, [line(2, '20.00'), { ...line(3, '-1.00'), lineType: 'Adjustment' }, line(4, '10.00')]);
    expect([...carried.kept]).toEqual([
      [3, { receiptId: null, matchedBy: null, classification: 'Fee' }],
      [4, { receiptId: 'R1', matchedBy: 'Manual', classification: null }],
    ]);
    expect([carried.lostMatches, carried.lostClassifications]).toEqual([[], []]);
  });

  it('pairs identical lines in their order and says which hand matches have no line any more', () => {
    const old = [worked(line(2, '10.00', 'X'), { receiptId: 'R1', matchedBy: 'Manual' }), worked(line(3, '10.00', 'X'), { receiptId: 'R2', matchedBy: 'Manual' })];
    const carried = carryOver(old, [line(2, '10.00', 'X')]);
    expect([...carried.kept.values()].map((w) => w.receiptId)).toEqual(['R1']);
    expect(carried.lostMatches.map((l) => l.lineNo)).toEqual([3]);
    expect(reparseLossMessage(carried.lostMatches)).toBe('Reading the file again would drop 1 hand match: line 3 (receipt R2) is no longer in it. Confirm to read it again anyway.');
    expect(reparseLossMessage([])).toBeNull();
  });
});

describe('the effective fee rate', () => {
  it('is fees ÷ gross as a percentage to two places, from cents', () => {
    expect(effectiveFeePct(1245, 50005)).toBe(2.49);
    expect(effectiveFeePct(1, 200)).toBe(0.5);
    expect(effectiveFeePct(-1245, 50005)).toBe(-2.49);
    expect(effectiveFeePct(100, 0)).toBeNull();
  });
});
