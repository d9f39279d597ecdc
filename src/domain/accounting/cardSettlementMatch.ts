import { daysBetween } from '../businessDays';
import { centsOf } from '../money';

/**
 * How a processor's line finds the Excede card receipt it settles. Excede keeps no card number or
 * authorisation code, so a receipt's card (brand, last four, auth code) is derived from its receipt id the
 * same way the processor's demo files are written; the terminal also sends the invoice (the receipt's xref)
 * as the processor's reference. A line matches a receipt of its branch of the same amount, taken within two
 * days of the transaction, whose reference or last four and auth code agree.
 */

export const MATCH_WINDOW_DAYS = 2;
const BRANDS = ['Visa', 'Mastercard', 'Amex', 'Discover'] as const;

export interface CardOfReceipt {
  brand: string;
  last4: string;
  authCode: string;
}

/** A small deterministic hash (FNV-1a) of a text. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The card a receipt was taken on, as the processor reports it. */
export function cardOfReceipt(receiptId: string): CardOfReceipt {
  const h = hashOf(receiptId);
  const brandPick = h % 20;
  const brand = brandPick < 11 ? BRANDS[0] : brandPick < 17 ? BRANDS[1] : brandPick < 19 ? BRANDS[2] : BRANDS[3];
  const last4 = String(hashOf(`${receiptId}:pan`) % 10_000).padStart(4, '0');
  const authCode = hashOf(`${receiptId}:auth`).toString(36).toUpperCase().padStart(6, '0').slice(-6);
  return { brand, last4, authCode };
}

export interface MatchableLine {
  id: number;
  txnDate: string;
  amount: string;
  last4: string;
  authCode: string;
  reference: string;
}

export interface MatchableReceipt {
  receiptId: string;
  /** The day it was taken, in New York. */
  receivedOn: string;
  amount: string;
  xref: string;
}

/** Whether a line may settle a receipt: same amount, within the window, and the reference or card agree. */
export function lineSettles(line: MatchableLine, receipt: MatchableReceipt): boolean {
  if (centsOf(line.amount) !== centsOf(receipt.amount)) return false;
  if (Math.abs(daysBetween(receipt.receivedOn, line.txnDate)) > MATCH_WINDOW_DAYS) return false;
  if (line.reference && line.reference === receipt.xref) return true;
  const card = cardOfReceipt(receipt.receiptId);
  return line.last4 !== '' && line.last4 === card.last4 && line.authCode === card.authCode;
}

/**
 * The matches auto-match makes: each line to the first free receipt it settles (closest day first), a
 * receipt to one line at most. Lines and receipts already matched are left out by the caller.
 */
export function autoMatch(lines: readonly MatchableLine[], receipts: readonly MatchableReceipt[]): Map<number, string> {
  const taken = new Set<string>();
  const matches = new Map<number, string>();
  for (const line of lines) {
    const candidates = receipts
      .filter((r) => !taken.has(r.receiptId) && lineSettles(line, r))
      .sort((a, b) => Math.abs(daysBetween(line.txnDate, a.receivedOn)) - Math.abs(daysBetween(line.txnDate, b.receivedOn)) || a.receiptId.localeCompare(b.receiptId));
    const receipt = candidates[0];
    if (!receipt) continue;
    taken.add(receipt.receiptId);
    matches.set(line.id, receipt.receiptId);
  }
  return matches;
}
