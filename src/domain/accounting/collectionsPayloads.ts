import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { centsOf } from '../money';
import { versionField } from '../recordChange';
import { CALL_OUTCOMES } from './collections';
import { HOLD_REQUEST_KINDS } from './collectionsHolds';
import { promiseDateProblem } from './collectionsRules';

/** What the collections endpoints accept: checked on the server and by the dialogs (kept apart so the lists load no zod). */

const branchId = z.string({ error: 'Choose the branch.' }).check(z.regex(/^[\w-]{1,12}$/, 'Choose the branch.'));
const customerId = z.string({ error: 'Choose the customer.' }).check(z.minLength(1, 'Choose the customer.'), z.maxLength(20, 'Choose the customer.'));

/** A promised amount typed as dollars ('1,250.00'): more than $0 and at most $10,000,000. */
const promisedAmount = z.string({ error: 'Enter the amount promised.' }).check(
  z.refine((v) => centsOf(v) !== null, 'Enter the amount promised in dollars and cents, e.g. 1250.00.'),
  z.refine((v) => (centsOf(v) ?? 0) > 0, 'The amount promised must be more than $0.00.'),
  z.refine((v) => (centsOf(v) ?? 0) <= 1_000_000_000, 'The amount promised cannot be more than $10,000,000.00.'),
);

/** A promise to pay made on `today` (New York's YYYY-MM-DD): its date within the window the rules allow. */
const promiseOf = (today: string) =>
  z.object({
    promisedOn: isoDate('The promise date').check(z.refine((v) => promiseDateProblem(v, today) === null, { error: (issue) => promiseDateProblem(issue.input as string, today) ?? '' })),
    amount: promisedAmount,
  });
export type PromiseInput = z.input<ReturnType<typeof promiseOf>>;

const note = z.string({ error: 'The note must be text.' }).check(z.trim(), z.maxLength(1000, 'The note is too long (1,000 characters at most).'));

/**
 * POST /api/accounting/collections/calls: a call to a customer about their account at a branch, with what
 * came of it; a promise to pay taken on the call becomes the account's promise (as of the version seen).
 */
export const collectionCallSchema = (today: string) =>
  z
    .object({
      brnId: branchId,
      cusId: customerId,
      /** The version of the account's record the user saw; null when it had none. */
      accountVersion: z.nullable(versionField),
      outcome: z.enum(CALL_OUTCOMES, { error: 'Choose what came of the call.' }),
      note: z._default(z.optional(note), ''),
      followUpOn: z._default(
        z.optional(z.nullable(isoDate('The follow-up date').check(z.refine((v) => v >= today, 'The follow-up date cannot be in the past.')))),
        null,
      ),
      promise: z._default(z.optional(z.nullable(promiseOf(today))), null),
    })
    .check(
      z.refine((call) => call.outcome !== 'Promised to pay' || call.promise !== null, {
        path: ['promise'],
        error: 'Enter the date and amount the customer promised.',
      }),
    );
export type CollectionCallInput = z.input<ReturnType<typeof collectionCallSchema>>;

/** PUT /api/accounting/collections/accounts: set, change or clear the promise to pay, or assign the collector. */
export const collectionAccountSchema = (today: string) =>
  z
    .object({
      brnId: branchId,
      cusId: customerId,
      version: z.nullable(versionField),
      /** Left out: unchanged; null: no promise. */
      promise: z.optional(z.nullable(promiseOf(today))),
      /** An Excede employee id; left out: unchanged; null: nobody. */
      collectorId: z.optional(z.nullable(z.string({ error: 'Choose the collector.' }).check(z.minLength(1, 'Choose the collector.'), z.maxLength(20, 'Choose the collector.')))),
    })
    .check(
      z.refine((change) => change.promise !== undefined || change.collectorId !== undefined, {
        path: ['promise'],
        error: 'Give the promise to pay or the collector.',
      }),
    );
export type CollectionAccountInput = z.input<ReturnType<typeof collectionAccountSchema>>;

/** POST /api/accounting/collections/hold-requests: ask for a credit hold, a release or a referral to legal, saying why. */
export const holdRequestSchema = z.object({
  brnId: branchId,
  cusId: customerId,
  kind: z.enum(HOLD_REQUEST_KINDS, { error: 'Choose credit hold, release or legal.' }),
  reason: z.string({ error: 'Say why.' }).check(z.trim(), z.minLength(1, 'Say why.'), z.maxLength(500, 'The reason is too long (500 characters at most).')),
});
export type HoldRequestInput = z.input<typeof holdRequestSchema>;

/** POST /api/accounting/collections/hold-requests/:id/decision: done in Excede, or declined with a reason, as of the version seen. */
export const holdDecisionSchema = z
  .object({
    version: versionField,
    state: z.enum(['Done in Excede', 'Declined'], { error: 'Choose done in Excede or declined.' }),
    note: z._default(z.optional(note), ''),
  })
  .check(
    z.refine((decision) => decision.state !== 'Declined' || decision.note !== '', {
      path: ['note'],
      error: 'Say why the request is declined.',
    }),
  );
export type HoldDecisionInput = z.input<typeof holdDecisionSchema>;

/** POST /api/accounting/collections/statements: email the customer a statement of their open items at the branch. */
export const statementSchema = z.object({ brnId: branchId, cusId: customerId });
export type StatementInput = z.input<typeof statementSchema>;
