import { addDays, businessDaysBetween, isBusinessDay } from '../businessDays';

/**
 * Altec's requests for chassis quotes (/altec_sales): Altec (Birmingham, AL) builds aerial devices and utility
 * bodies and asks dealers to quote the chassis it will upfit; we quote by the due date, then win, lose or decline.
 */

export const ALTEC_PLANTS = ['Birmingham, AL', 'St. Joseph, MO', 'Creedmoor, NC', 'Elizabethtown, KY', 'Burnsville, MN'] as const;
export const CHASSIS_MODELS = ['F-450', 'F-550', 'F-600', 'F-650', 'F-750', 'Other medium-duty'] as const;
export const CAB_TYPES = ['Regular cab', 'SuperCab', 'Crew cab'] as const;
export const DRIVETRAINS = ['4x2', '4x4'] as const;

export const RFQ_OUTCOMES = ['Pending', 'Won', 'Lost', 'No bid'] as const;
export type RfqOutcome = (typeof RFQ_OUTCOMES)[number];

/** The outcomes staff set; Pending is where every RFQ starts. */
export const DECIDED_OUTCOMES = ['Won', 'Lost', 'No bid'] as const satisfies readonly RfqOutcome[];

export const RFQ_ALERTS = ['Overdue', 'Due soon'] as const;
export type RfqAlert = (typeof RFQ_ALERTS)[number];

/** An RFQ due within this many business days with no quote yet is flagged. */
export const DUE_SOON_BUSINESS_DAYS = 3;

export const REASON_NEEDED = 'Say why: a Lost or No bid RFQ needs its reason.';
export const ORDER_NEEDED = 'Link the order: a deal or a stock number of the branch.';
export const QUOTE_BEFORE_RECEIVED = 'The quote date cannot be before the RFQ was received.';
export const WIN_RATE_RULE = 'Win rate = Won ÷ (Won + Lost); No bid and Pending are left out.';
export const RESPONSE_DAYS_RULE = 'Response days are business days from received to quoted.';

/** An RFQ's number as Altec's buyers say it: "ALT-2026-0142". */
export const rfqNumberText = (year: number, seq: number): string => `ALT-${year}-${String(seq).padStart(4, '0')}`;

/** Our quote's number: "Q-201-0142". */
export const quoteNumberText = (brnId: string, seq: number): string => `Q-${brnId}-${String(seq).padStart(4, '0')}`;

export interface OutcomeChoice {
  outcome: RfqOutcome;
  reason: string | null;
  stockNo: string | null;
  dealId: string | null;
}

/** What an outcome lacks, by field: Lost and No bid need a reason, Won needs its order linked (a deal or a stock number). */
export function outcomeIssues(choice: OutcomeChoice): { field: 'reason' | 'dealId'; message: string }[] {
  if ((choice.outcome === 'Lost' || choice.outcome === 'No bid') && !choice.reason?.trim()) return [{ field: 'reason', message: REASON_NEEDED }];
  if (choice.outcome === 'Won' && !choice.stockNo?.trim() && !choice.dealId?.trim()) return [{ field: 'dealId', message: ORDER_NEEDED }];
  return [];
}

/** Why a quote's day cannot be (before the RFQ was received), or null. Days are YYYY-MM-DD. */
export const quoteDateIssue = (receivedOn: string, quotedOn: string): string | null => (quotedOn < receivedOn ? QUOTE_BEFORE_RECEIVED : null);

/** Why a quote cannot be recorded on an RFQ of this outcome (only a Pending one is quoted; a 409), or null. */
export const quoteRefusal = (outcome: RfqOutcome): string | null =>
  outcome === 'Pending' ? null : `This RFQ is ${outcome === 'No bid' ? 'marked No bid' : outcome.toLowerCase()}: set it back to Pending to quote it again.`;

/** Business days from received to quoted (a quote the same day is 0), or null before a quote. */
export const responseDaysOf = (receivedOn: string, quotedOn: string | null): number | null => (quotedOn === null ? null : businessDaysBetween(receivedOn, quotedOn));

/** The day `n` business days after `day`. */
export function businessDaysAfter(day: string, n: number): string {
  let at = day;
  for (let left = n; left > 0; ) {
    at = addDays(at, 1);
    if (isBusinessDay(at)) left -= 1;
  }
  return at;
}

/**
 * An RFQ's due-date alert on `today`: only a Pending one with no quote yet; past its due day it is Overdue, due
 * within three business days (today included) Due soon, else none.
 */
export function dueAlertOf(rfq: { outcome: RfqOutcome; quotedOn: string | null; dueOn: string }, today: string): RfqAlert | null {
  if (rfq.outcome !== 'Pending' || rfq.quotedOn !== null) return null;
  if (rfq.dueOn < today) return 'Overdue';
  return rfq.dueOn <= businessDaysAfter(today, DUE_SOON_BUSINESS_DAYS) ? 'Due soon' : null;
}

/** Won ÷ (Won + Lost) as a percentage (50 for half), null when none is decided either way; No bid and Pending do not count. */
export const winRateOf = (won: number, lost: number): number | null => (won + lost === 0 ? null : (won * 100) / (won + lost));
