import * as z from 'zod/mini';
import { formatMoney2 } from '../format';
import { moneyField } from '../moneyField';
import { versionField } from '../recordChange';

/**
 * Cash on hand (/ar/cashonhand): the cash a branch keeps on the premises, counted by denominations.
 *
 * A fund is a counter drawer, a change fund or petty cash, with an authorized float. Between two counts:
 *   expected = float + cash receipts at its drawer − paid-outs − deposits (those receipts already in a deposit)
 * and a count's over/short is counted − expected. Each count closes the period: the custodian restores the fund
 * to its float (the over/short booked, paid-outs replenished), so the next period starts from the float again.
 * A rejected count closes nothing: the next count is of the same period. An over/short beyond the sign-off
 * threshold (a setting, $5.00 unless changed) waits for a manager's sign-off (src/domain/approvals.ts).
 */

export const FUND_KINDS = ['Drawer', 'Change fund', 'Petty cash'] as const;
export type FundKind = (typeof FUND_KINDS)[number];

export const COUNT_STATUSES = ['Accepted', 'Awaiting sign-off', 'Signed off', 'Rejected'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];

/** The approval kind of an over/short beyond the threshold. */
export const OVER_SHORT_APPROVAL = 'cash-over-short';

/** The sign-off threshold when no one has set one: $5.00. */
export const DEFAULT_SIGN_OFF_THRESHOLD_CENTS = 500;

/** What a count sheet lists, largest first: bills, coins, and coins in bank rolls. */
export const DENOMINATIONS = [
  { id: 'b100', label: '$100 bills', group: 'Bills', cents: 10_000 },
  { id: 'b50', label: '$50 bills', group: 'Bills', cents: 5_000 },
  { id: 'b20', label: '$20 bills', group: 'Bills', cents: 2_000 },
  { id: 'b10', label: '$10 bills', group: 'Bills', cents: 1_000 },
  { id: 'b5', label: '$5 bills', group: 'Bills', cents: 500 },
  { id: 'b2', label: '$2 bills', group: 'Bills', cents: 200 },
  { id: 'b1', label: '$1 bills', group: 'Bills', cents: 100 },
  { id: 'c100', label: 'Dollar coins', group: 'Coins', cents: 100 },
  { id: 'c50', label: 'Half dollars', group: 'Coins', cents: 50 },
  { id: 'c25', label: 'Quarters', group: 'Coins', cents: 25 },
  { id: 'c10', label: 'Dimes', group: 'Coins', cents: 10 },
  { id: 'c5', label: 'Nickels', group: 'Coins', cents: 5 },
  { id: 'c1', label: 'Pennies', group: 'Coins', cents: 1 },
  { id: 'r25', label: 'Rolls of quarters ($10)', group: 'Rolls', cents: 1_000 },
  { id: 'r10', label: 'Rolls of dimes ($5)', group: 'Rolls', cents: 500 },
  { id: 'r5', label: 'Rolls of nickels ($2)', group: 'Rolls', cents: 200 },
  { id: 'r1', label: 'Rolls of pennies (50¢)', group: 'Rolls', cents: 50 },
] as const;
export type DenominationId = (typeof DENOMINATIONS)[number]['id'];
/** How many of each denomination were counted; a missing one is none. */
export type DenominationCounts = Partial<Record<DenominationId, number>>;

export const MAX_PIECES = 99_999;

/** The exact total of a count, in cents. */
export function countTotalCents(counts: DenominationCounts): number {
  return DENOMINATIONS.reduce((sum, d) => sum + (counts[d.id] ?? 0) * d.cents, 0);
}

/** What a fund's figures between two counts add up to, in cents. */
export interface ExpectedParts {
  floatCents: number;
  receiptsCents: number;
  paidOutsCents: number;
  depositedCents: number;
}

export const expectedCents = ({ floatCents, receiptsCents, paidOutsCents, depositedCents }: ExpectedParts): number =>
  floatCents + receiptsCents - paidOutsCents - depositedCents;

/** A count's outcome: within the threshold it stands; beyond it (short or over alike), a manager signs it off. */
export const countStatusOf = (overShortCents: number, thresholdCents: number): CountStatus =>
  Math.abs(overShortCents) > thresholdCents ? 'Awaiting sign-off' : 'Accepted';

/**
 * Why a deposit run cannot take this amount to the bank, or null: it takes all of the branch's undeposited
 * cash, to the cent.
 */
export function depositRunProblem(amountCents: number, undepositedCents: number): string | null {
  if (undepositedCents <= 0) return 'The branch has no undeposited cash to take to the bank.';
  if (amountCents !== undepositedCents) return `The bag must hold the branch's undeposited cash, ${formatMoney2(undepositedCents / 100)}.`;
  return null;
}

/** Why a fund cannot be replenished, or null: only petty cash is, and only for what was paid out of it since its last replenishment. */
export function replenishmentProblem(kind: FundKind, unreplenishedCents: number): string | null {
  if (kind !== 'Petty cash') return 'Only petty cash is replenished: a drawer or a change fund is restored at its count.';
  if (unreplenishedCents <= 0) return 'Nothing was paid out of this fund since its last replenishment.';
  return null;
}

// ---- Payloads -------------------------------------------------------------------------------------

const text = (field: string, max: number) =>
  z.string({ error: `Enter the ${field}.` }).check(z.trim(), z.minLength(1, `Enter the ${field}.`), z.maxLength(max, `The ${field} is too long (${max} characters at most).`));

/** An amount typed as dollars ('1,250.00', '$75'): whole cents from 0 (or more than 0) up to $100,000. */
const amount = (field: string, { positive }: { positive: boolean }) => moneyField(field, { positive, maxCents: 10_000_000 });

const drawerCode = z.pipe(
  z.optional(z.union([z.string().check(z.trim(), z.maxLength(20, 'The drawer code is too long (20 characters at most).')), z.null()])),
  z.transform((v: string | null | undefined) => (v ? v : null)),
);

/** A new fund. */
export const fundCreateSchema = z.object({
  brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.')),
  kind: z.enum(FUND_KINDS, { error: 'Choose drawer, change fund or petty cash.' }),
  name: text('name', 60),
  drawer: drawerCode,
  custodian: text('custodian', 80),
  float: amount('float', { positive: false }),
});
export type FundCreateInput = z.input<typeof fundCreateSchema>;

/** A change to a fund: its name, custodian and float, or closing it (a closed fund is no longer counted). */
export const fundChangeSchema = z.object({
  version: versionField,
  name: text('name', 60),
  custodian: text('custodian', 80),
  float: amount('float', { positive: false }),
  active: z.boolean({ error: 'active must be true or false.' }),
});
export type FundChangeInput = z.input<typeof fundChangeSchema>;

const pieces = z
  .number({ error: 'Enter how many.' })
  .check(z.int('Enter a whole number.'), z.gte(0, 'Enter 0 or more.'), z.lte(MAX_PIECES, `Enter ${MAX_PIECES.toLocaleString('en-US')} at most.`));

/** A count by denominations of the fund as the user saw it (its version: a count meanwhile is a 409). */
export const countSchema = z.object({
  fundVersion: versionField,
  denominations: z.strictObject(Object.fromEntries(DENOMINATIONS.map((d) => [d.id, z.optional(pieces)])) as Record<DenominationId, z.ZodMiniOptional<typeof pieces>>, {
    error: 'Enter the count by denominations.',
  }),
  note: z._default(z.optional(z.string().check(z.trim(), z.maxLength(500, 'The note is too long (500 characters at most).'))), ''),
});
export type CountInput = z.input<typeof countSchema>;

/** Cash paid out of a fund: how much, to whom, what for; the receipt image goes with it (the server requires it). */
export const paidOutSchema = z.object({
  amount: amount('amount', { positive: true }),
  paidTo: text('payee', 80),
  note: text('purpose', 500),
});
export type PaidOutInput = z.input<typeof paidOutSchema>;

/** A branch's undeposited cash taken to the bank, as of the last deposit run the user saw (another since is a 409). */
export const depositRunSchema = z.object({
  brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.')),
  lastRunId: z.nullable(z.number({ error: 'lastRunId must be a number or null.' }).check(z.int('lastRunId must be a whole number.'))),
  amount: amount('amount', { positive: true }),
  bagNumber: text('bag number', 30),
});
export type DepositRunInput = z.input<typeof depositRunSchema>;

/** Petty cash brought back to its float by a check, as of the fund's version the user saw. */
export const replenishmentSchema = z.object({
  fundVersion: versionField,
  checkNumber: text('check number', 20),
});
export type ReplenishmentInput = z.input<typeof replenishmentSchema>;

/** A manager's sign-off of a count waiting for one. */
export const signOffSchema = z.object({
  version: versionField,
  note: z._default(z.optional(z.string().check(z.trim(), z.maxLength(500, 'The note is too long (500 characters at most).'))), ''),
});

/** A manager's rejection of a count: the counter counts again. */
export const rejectSchema = z.object({
  version: versionField,
  reason: text('reason', 500),
});

/** The sign-off threshold, set by someone who signs counts off. */
export const thresholdSchema = z.object({ threshold: amount('threshold', { positive: false }) });

/** A paid-out's receipt: a photo or a scan. */
export const RECEIPT_FILE_RULES = { accept: ['image/png', 'image/jpeg', 'application/pdf'], maxFileBytes: 5 * 1024 * 1024, maxTotalBytes: 5 * 1024 * 1024, maxFiles: 1 };
