import * as z from 'zod/mini';
import { versionField } from '../recordChange';
import type { Classification, SettlementLine } from './cardSettlement';

/**
 * Reading a settlement file again (after a reader fix or a change of mapping) keeps what people did to it:
 * a line matched by hand keeps its receipt and an adjustment its classification, where the same line is
 * still in the file. The same line is the same transaction: batch, day, type, card, reference and amounts;
 * two identical lines pair up in their order. What has no such line any more is lost, and the server
 * refuses to lose a hand match unless the user confirms it.
 */

export const cardFileReparseSchema = z.object({
  version: versionField,
  /** The user saw which hand matches go and goes on. */
  confirmLoss: z._default(z.optional(z.boolean({ error: 'confirmLoss must be true or false.' })), false),
});
export type CardFileReparseInput = z.input<typeof cardFileReparseSchema>;

/** What a person did to a line that re-reading keeps. */
export interface LineWork {
  receiptId: string | null;
  matchedBy: 'Auto' | 'Manual' | null;
  classification: Classification | null;
}

export type WorkedLine = Pick<SettlementLine, 'lineNo' | 'batchId' | 'txnDate' | 'lineType' | 'brand' | 'last4' | 'authCode' | 'reference' | 'amount' | 'fee'> & LineWork;

export interface CarriedWork {
  /** By the new line's number: the hand match and classification it keeps. */
  kept: Map<number, LineWork>;
  /** The old lines whose hand match, or classification, has no line to go to. */
  lostMatches: WorkedLine[];
  lostClassifications: WorkedLine[];
}

const keyOf = (l: Omit<WorkedLine, keyof LineWork | 'lineNo'>) => [l.batchId, l.txnDate, l.lineType, l.brand, l.last4, l.authCode, l.reference, l.amount, l.fee].join('\u0000');

/** Pairs the old lines' hand work with the new lines it belongs to (identical lines in their order). */
export function carryOver(oldLines: readonly WorkedLine[], newLines: readonly SettlementLine[]): CarriedWork {
  const olds = new Map<string, WorkedLine[]>();
  for (const line of oldLines) olds.set(keyOf(line), [...(olds.get(keyOf(line)) ?? []), line]);
  const seen = new Map<string, number>();
  const kept = new Map<number, LineWork>();
  const paired = new Set<WorkedLine>();
  for (const line of newLines) {
    const key = keyOf(line);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    const old = olds.get(key)?.[n];
    if (!old) continue;
    paired.add(old);
    const byHand = old.matchedBy === 'Manual';
    if (byHand || old.classification) kept.set(line.lineNo, { receiptId: byHand ? old.receiptId : null, matchedBy: byHand ? 'Manual' : null, classification: old.classification });
  }
  const lost = oldLines.filter((l) => !paired.has(l));
  return { kept, lostMatches: lost.filter((l) => l.matchedBy === 'Manual'), lostClassifications: lost.filter((l) => l.classification !== null) };
}

/** Why a re-read is refused until confirmed, or null: the hand matches it would drop, by line. */
export function reparseLossMessage(lostMatches: readonly WorkedLine[]): string | null {
  if (!lostMatches.length) return null;
  const lines = lostMatches.map((l) => `line ${l.lineNo} (receipt ${l.receiptId})`).join(', ');
  const many = lostMatches.length > 1;
  return `Reading the file again would drop ${lostMatches.length} ${many ? 'hand matches' : 'hand match'}: ${lines} ${many ? 'are' : 'is'} no longer in it. Confirm to read it again anyway.`;
}
