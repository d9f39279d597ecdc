import { daysBetween } from '../businessDays';
import { centsOf, moneyText } from '../money';

/**
 * The rules of a bank reconciliation: a statement's lines are matched to the GL cash lines of its account
 * and period (each match equal to the cent); what is left on the book side is outstanding (checks not yet
 * paid, deposits in transit), what is left on the bank side needs an entry in the books (fees, interest,
 * returned items). It balances when the adjusted bank balance is the adjusted book balance, to the cent.
 */

/** Days either side of a bank line a GL line of the same amount may be dated for auto-match. */
export const MATCH_WINDOW_DAYS = 5;
/** A check outstanding longer than this at the statement's end is stale. */
export const STALE_CHECK_DAYS = 90;
/**
 * GL sources paid by check. Excede's check register is not among the exports, so a payment's check number
 * is its journal entry's id, the number the check was printed with.
 */
export const CHECK_SOURCES = ['AP payment'] as const;

export interface MatchableBankLine {
  id: number;
  postedOn: string;
  /** Signed: a credit positive. */
  amount: string;
  checkNo: string;
}

export interface MatchableGlLine {
  jeId: string;
  lineNo: number;
  postedOn: string;
  /** Debit − credit: money into the account positive. */
  amount: string;
  checkNo: string;
  source: string;
}

export const glKey = (l: { jeId: string; lineNo: number }) => `${l.jeId}/${l.lineNo}`;

export interface ProposedMatch {
  bankLineIds: number[];
  glLines: { jeId: string; lineNo: number }[];
  rule: 'check number' | 'amount and date' | 'deposit of many receipts';
}

/** How far two amounts of a match are apart, in cents (bank − book): a match must be 0. */
export const matchDifference = (bankAmounts: readonly string[], glAmounts: readonly string[]) =>
  bankAmounts.reduce((s, a) => s + centsOf(a)!, 0) - glAmounts.reduce((s, a) => s + centsOf(a)!, 0);

/** Why these lines may not be matched, or null: at least one on each side, equal to the cent. */
export function matchRefusal(bankAmounts: readonly string[], glAmounts: readonly string[]): string | null {
  if (!bankAmounts.length || !glAmounts.length) return 'Choose at least one bank line and one ledger line.';
  const off = matchDifference(bankAmounts, glAmounts);
  return off === 0 ? null : `The bank lines and the ledger lines differ by ${moneyText(off)}: a match must balance to the cent.`;
}

/**
 * The matches auto-match proposes, in order: a paid check to the payment of its check number and amount;
 * a line to one GL line of its amount within the window (closest day first); a deposit to all the receipts
 * of one day (and source) that add up to it. A line on either side is used once; matched ones are left out
 * by the caller.
 */
export function autoMatch(bank: readonly MatchableBankLine[], gl: readonly MatchableGlLine[]): ProposedMatch[] {
  const takenBank = new Set<number>();
  const takenGl = new Set<string>();
  const proposals: ProposedMatch[] = [];
  const take = (lines: readonly MatchableBankLine[], gls: readonly MatchableGlLine[], rule: ProposedMatch['rule']) => {
    for (const l of lines) takenBank.add(l.id);
    for (const g of gls) takenGl.add(glKey(g));
    proposals.push({ bankLineIds: lines.map((l) => l.id), glLines: gls.map(({ jeId, lineNo }) => ({ jeId, lineNo })), rule });
  };
  const freeGl = () => gl.filter((g) => !takenGl.has(glKey(g)));
  for (const line of bank) {
    if (!line.checkNo) continue;
    const check = freeGl().find((g) => g.checkNo === line.checkNo && centsOf(g.amount) === centsOf(line.amount));
    if (check) take([line], [check], 'check number');
  }
  const near = (line: MatchableBankLine, g: MatchableGlLine) => Math.abs(daysBetween(g.postedOn, line.postedOn)) <= MATCH_WINDOW_DAYS;
  for (const line of bank) {
    if (takenBank.has(line.id)) continue;
    const same = freeGl()
      .filter((g) => centsOf(g.amount) === centsOf(line.amount) && near(line, g) && !(line.checkNo && g.checkNo && g.checkNo !== line.checkNo))
      .sort((a, b) => Math.abs(daysBetween(a.postedOn, line.postedOn)) - Math.abs(daysBetween(b.postedOn, line.postedOn)) || a.jeId.localeCompare(b.jeId));
    if (same[0]) take([line], [same[0]], 'amount and date');
  }
  for (const line of bank) {
    const cents = centsOf(line.amount)!;
    if (takenBank.has(line.id) || cents <= 0) continue;
    const groups = new Map<string, MatchableGlLine[]>();
    for (const g of freeGl()) {
      if (centsOf(g.amount)! <= 0 || !near(line, g)) continue;
      for (const key of [g.postedOn, `${g.postedOn} ${g.source}`]) groups.set(key, [...(groups.get(key) ?? []), g]);
    }
    const group = [...groups.values()].find((gs) => gs.length > 1 && gs.reduce((s, g) => s + centsOf(g.amount)!, 0) === cents);
    if (group) take([line], group, 'deposit of many receipts');
  }
  return proposals;
}

/** A payment (money out) still outstanding more than STALE_CHECK_DAYS after it was written, at the statement's end. */
export const isStaleCheck = (gl: { postedOn: string; amount: string }, statementEnd: string) =>
  centsOf(gl.amount)! < 0 && daysBetween(gl.postedOn, statementEnd) > STALE_CHECK_DAYS;

/** The reconciliation's figures, in cents. */
export interface ReconciliationFigures {
  /** The bank's closing balance. */
  statementBalance: number;
  /** The GL cash account's balance at the statement's end. */
  bookBalance: number;
  /** Unmatched GL payments, as a positive amount. */
  outstandingChecks: number;
  /** Unmatched GL deposits. */
  depositsInTransit: number;
  /** Bank lines the books need an entry for (signed: interest +, fees and returned items −). */
  needsEntry: number;
  /** Bank lines neither matched nor marked as needing an entry (signed). */
  unexplained: number;
}

export interface ReconciliationBlock {
  /** Bank balance − outstanding checks + deposits in transit. */
  adjustedBank: number;
  /** Book balance ± the items that need an entry. */
  adjustedBook: number;
  /** Adjusted bank − adjusted book: 0 when it balances. */
  difference: number;
}

export function reconciliationBlock(f: ReconciliationFigures): ReconciliationBlock {
  const adjustedBank = f.statementBalance - f.outstandingChecks + f.depositsInTransit;
  const adjustedBook = f.bookBalance + f.needsEntry;
  return { adjustedBank, adjustedBook, difference: adjustedBank - adjustedBook };
}

export const RECONCILIATION_STATUSES = ['Open', 'Balanced', 'Approved'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

export const statusOf = (s: { completedAt: unknown; approvedAt: unknown }): ReconciliationStatus => (s.approvedAt ? 'Approved' : s.completedAt ? 'Balanced' : 'Open');

/** Why the reconciliation may not be completed, or null: it must be open and balance to the cent. */
export function completeRefusal(status: ReconciliationStatus, block: ReconciliationBlock): string | null {
  if (status !== 'Open') return `This reconciliation is already ${status.toLowerCase()}.`;
  if (block.difference === 0) return null;
  return `The adjusted bank balance (${moneyText(block.adjustedBank)}) is not the adjusted book balance (${moneyText(block.adjustedBook)}): ${moneyText(block.difference)} is still unexplained. Match or mark the remaining lines first.`;
}

/** Why a change to the workspace is refused once it is completed, or null while it is open. */
export const openRefusal = (status: ReconciliationStatus): string | null =>
  status === 'Open' ? null : `This reconciliation is ${status.toLowerCase()}: its matches can no longer change.`;
