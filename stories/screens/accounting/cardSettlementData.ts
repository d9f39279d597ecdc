import type { FileStatus } from '../../../src/domain/accounting/cardSettlement';
import { effectiveFeePct, type CardSettlementCharts } from '../../../src/domain/accounting/cardSettlementCharts';
import type { CardDayRow, CardFileDetail, CardFileRow } from '../../../src/domain/accounting/cardSettlementViews';
import { moneyText } from '../../../src/domain/money';
import { settlementCsv, type CardReceipt } from '../../../server/excede/demo/cardSettlements';

/** The stories' card reconciliation: Norcross's settlement files of November 2026 and the days they settle. */

const STATUSES: readonly FileStatus[] = ['Reconciled', 'Reconciled', 'Parsed', 'Reconciled', 'Errors'];
const day = (n: number) => `2026-11-${String(1 + (n % 30)).padStart(2, '0')}`;

export function cardFiles(count: number, branches: readonly string[] = ['101', '102']): CardFileRow[] {
  return Array.from({ length: count }, (_, i) => {
    const brnId = branches[i % branches.length]!;
    const gross = 180_000 + ((i * 7_919) % 90_000) * 10;
    const fees = Math.round(gross * 0.0245) + 10 * (20 + (i % 9));
    const chargebacks = i % 6 === 5 ? 25_000 : 0;
    return {
      id: count - i,
      processor: 'Peachtree Merchant Services',
      mid: `51800000${brnId.padStart(4, '0')}`,
      brnId,
      fileName: `settlement-${brnId}-${day(29 - i).replaceAll('-', '')}.csv`,
      periodFrom: day(28 - i),
      periodTo: day(29 - i),
      uploadedAt: `${day(29 - i)}T13:${String(10 + (i % 50)).padStart(2, '0')}:00.000Z`,
      lines: 20 + (i % 9) + 1,
      gross: moneyText(gross),
      fees: moneyText(fees),
      chargebacks: moneyText(chargebacks),
      net: moneyText(gross - fees - chargebacks),
      status: STATUSES[i % STATUSES.length]!,
      uploadedBy: i % 3 ? 'Casey Accounting' : 'Dana Controller',
    };
  });
}

/** A day's card receipts at Norcross, the settlement file of them the demo would write, and that file as uploaded. */
export const NORCROSS_RECEIPTS: CardReceipt[] = [
  { receiptId: '6000101', brnId: '101', receivedOn: '2026-11-16', amount: '412.90', xref: 'SO100001', depositId: 'B101-20261116' },
  { receiptId: '6000102', brnId: '101', receivedOn: '2026-11-16', amount: '87.15', xref: 'SO100002', depositId: 'B101-20261116' },
  { receiptId: '6000103', brnId: '101', receivedOn: '2026-11-16', amount: '1250.00', xref: 'RO200117', depositId: 'B101-20261116' },
  { receiptId: '6000104', brnId: '101', receivedOn: '2026-11-16', amount: '-250.00', xref: 'CB6000050', depositId: 'B101-20261116' },
];
export const NORCROSS_CSV = settlementCsv('101', NORCROSS_RECEIPTS);

export function cardFileDetail(state: 'open' | 'reconciled' = 'open'): CardFileDetail {
  const reconciled = state === 'reconciled';
  const line = (id: number, lineNo: number, rest: Partial<CardFileDetail['lines'][number]>): CardFileDetail['lines'][number] => ({
    id,
    version: 1,
    lineNo,
    batchId: 'B101-20261116',
    txnDate: '2026-11-16',
    lineType: 'Sale',
    brand: 'Visa',
    last4: '4242',
    authCode: 'A1B2C3',
    reference: '',
    amount: '0.00',
    fee: '0.00',
    net: '0.00',
    receiptId: null,
    receiptXref: null,
    matchedBy: null,
    classification: null,
    ...rest,
  });
  return {
    file: { ...cardFiles(1)[0]!, id: 7, fileName: 'settlement-101-20261116.csv', periodFrom: '2026-11-16', periodTo: '2026-11-16', lines: 5, gross: '1750.05', fees: reconciled ? '43.18' : '42.88', chargebacks: reconciled ? '250.00' : '0.00', net: '1456.87', status: reconciled ? 'Reconciled' : 'Parsed', version: 1, matched: reconciled ? 4 : 2 },
    lines: [
      line(71, 2, { reference: 'SO100001', amount: '412.90', fee: '10.12', net: '402.78', receiptId: '6000101', receiptXref: 'SO100001', matchedBy: 'Auto' }),
      line(72, 3, { brand: 'Mastercard', last4: '5100', authCode: 'Q7XK2P', reference: 'SO100002', amount: '87.15', fee: '2.14', net: '85.01', receiptId: '6000102', receiptXref: 'SO100002', matchedBy: 'Auto' }),
      line(73, 4, { brand: 'Amex', last4: '3005', authCode: '0F9ZZ1', reference: 'RO200117', amount: '1250.00', fee: '30.62', net: '1219.38', ...(reconciled ? { receiptId: '6000103', receiptXref: 'RO200117', matchedBy: 'Manual' as const } : {}) }),
      line(74, 5, { lineType: 'Adjustment', brand: '', last4: '', authCode: '', reference: 'Per-item fees 3 x 0.10', amount: '-0.30', net: '-0.30', classification: reconciled ? 'Fee' : null }),
      line(75, 6, { lineType: 'Adjustment', last4: '1881', authCode: '', reference: 'CB6000050', amount: '-250.00', net: '-250.00', ...(reconciled ? { receiptId: '6000104', receiptXref: 'CB6000050', matchedBy: 'Auto' as const, classification: 'Chargeback' as const } : {}) }),
    ],
    batches: [
      {
        batchId: 'B101-20261116',
        gross: '1750.05',
        fees: reconciled ? '43.18' : '42.88',
        chargebacks: reconciled ? '250.00' : '0.00',
        refunds: '0.00',
        expected: reconciled ? '1456.87' : '1707.17',
        deposit: '1456.87',
        open: reconciled ? 0 : 3,
        reconciled,
      },
    ],
    asOf: '2026-11-18T07:15:00.000Z',
    stale: false,
  };
}

export function cardDays(count: number, branches: readonly string[] = ['101', '102']): CardDayRow[] {
  return Array.from({ length: count }, (_, i) => {
    const brnId = branches[i % branches.length]!;
    const batchOn = day(29 - Math.floor(i / branches.length));
    const receipts = 150_000 + ((i * 6_007) % 80_000) * 10;
    const fees = Math.round(receipts * 0.0245) + 200;
    const kind = i % 7;
    const noFile = kind === 6;
    const deposit = receipts - fees - (kind === 4 ? 500 : 0);
    const expected = receipts - fees;
    return {
      batchOn,
      brnId,
      batchId: `B${brnId}-${batchOn.replaceAll('-', '')}`,
      receipts: moneyText(receipts),
      gross: noFile ? null : moneyText(receipts),
      fees: noFile ? null : moneyText(fees),
      chargebacks: noFile ? null : '0.00',
      expected: noFile ? null : moneyText(expected),
      deposit: moneyText(deposit),
      difference: noFile ? null : moneyText(expected - deposit),
      status: noFile ? 'No file' : kind === 4 ? 'Difference' : kind === 5 ? 'Open items' : 'Reconciled',
    };
  });
}

/** The charts beside the days: each branch's fee rate over three months, and what stayed unmatched day by day. */
export function cardCharts(branches: readonly string[] = ['101', '102']): CardSettlementCharts {
  const feeRates = ['2026-09', '2026-10', '2026-11'].flatMap((month, m) =>
    branches.map((brnId, b) => {
      const gross = 4_200_000 + 310_000 * m + 175_000 * b;
      const fees = Math.round(gross * 0.0245) + 2_000 * (3 + m + b);
      return { brnId, month, gross: moneyText(gross), fees: moneyText(fees), pct: effectiveFeePct(fees, gross) };
    }),
  );
  const unmatched = Array.from({ length: 14 }, (_, i) => ({ day: day(15 + i), lines: (i * 5) % 4, amount: moneyText(((i * 5) % 4) * 18_215) })).filter((d) => d.lines > 0);
  return { feeRates, unmatched };
}
