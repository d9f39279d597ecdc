import { merchantIdOf, SETTLEMENT_HEADER } from '../../../src/domain/accounting/cardSettlement';
import { cardOfReceipt } from '../../../src/domain/accounting/cardSettlementMatch';
import { toCsv } from '../../../src/domain/csvText';
import { centsOf, moneyText } from '../../../src/domain/money';

/**
 * The processor's settlement file of a branch's card batches, written from Excede's own card receipts so it
 * settles them as the demo posted them: each sale at 2.45% discount (the batch's rounding on its last sale),
 * the $0.10 per-item fees as one adjustment per batch, and each chargeback (a negative receipt Excede put in
 * the batch) as an adjustment to classify. The card and auth code come from cardOfReceipt, the reference is
 * the receipt's xref. Deterministic: the same receipts always make the same file.
 */

export const PROCESSOR = 'Peachtree Merchant Services';
export const DISCOUNT_RATE = 0.0245;
export const PER_ITEM_CENTS = 10;

export interface CardReceipt {
  receiptId: string;
  brnId: string;
  /** The day it was taken, in New York (ISO). */
  receivedOn: string;
  amount: string;
  xref: string;
  /** The processor batch Excede put it in (cardBatchIdOf). */
  depositId: string;
}

export const batchDayOf = (batchId: string) => `${batchId.slice(-8, -4)}-${batchId.slice(-4, -2)}-${batchId.slice(-2)}`;

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The file's records (header first) for one branch's receipts, batch by batch in the order given. */
export function settlementRecords(brnId: string, receipts: readonly CardReceipt[]): string[][] {
  const mid = merchantIdOf(brnId);
  const batches = new Map<string, CardReceipt[]>();
  for (const r of receipts) if (r.brnId === brnId) batches.set(r.depositId, [...(batches.get(r.depositId) ?? []), r]);
  const rows: string[][] = [[...SETTLEMENT_HEADER]];
  for (const [batchId, inBatch] of batches) {
    const sales = inBatch.filter((r) => centsOf(r.amount)! > 0);
    const disputes = inBatch.filter((r) => centsOf(r.amount)! < 0);
    const gross = sales.reduce((sum, r) => sum + centsOf(r.amount)!, 0);
    let discountLeft = Math.round(gross * DISCOUNT_RATE);
    const batchDay = batchDayOf(batchId);
    for (const [i, r] of sales.entries()) {
      const amount = centsOf(r.amount)!;
      const fee = i === sales.length - 1 ? discountLeft : Math.min(discountLeft, Math.round(amount * DISCOUNT_RATE));
      discountLeft -= fee;
      const card = cardOfReceipt(r.receiptId);
      rows.push([PROCESSOR, mid, batchId, usDate(r.receivedOn), 'Sale', card.brand, card.last4, card.authCode, r.xref, moneyText(amount), moneyText(fee), moneyText(amount - fee)]);
    }
    if (sales.length) {
      const perItem = -PER_ITEM_CENTS * sales.length;
      rows.push([PROCESSOR, mid, batchId, usDate(batchDay), 'Adjustment', '', '', '', `Per-item fees ${sales.length} x 0.10`, moneyText(perItem), '0.00', moneyText(perItem)]);
    }
    for (const r of disputes) {
      const card = cardOfReceipt(r.receiptId);
      rows.push([PROCESSOR, mid, batchId, usDate(r.receivedOn), 'Adjustment', card.brand, card.last4, '', r.xref, r.amount, '0.00', r.amount]);
    }
  }
  return rows;
}

/** The settlement file's CSV text. */
export const settlementCsv = (brnId: string, receipts: readonly CardReceipt[]) => `${toCsv(settlementRecords(brnId, receipts))}\r\n`;
