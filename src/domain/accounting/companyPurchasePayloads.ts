import * as z from 'zod/mini';
import { moneyField } from '../moneyField';
import { versionField } from '../recordChange';
import { PURCHASE_DEPARTMENTS, PURCHASE_TIERS } from './companyPurchase';

/** The payloads of the company purchase endpoints: the server checks them, the form runs the same rules first. */

const text = (field: string, max: number) =>
  z.string({ error: `Enter the ${field}.` }).check(z.trim(), z.minLength(1, `Enter the ${field}.`), z.maxLength(max, `The ${field} is too long (${max} characters at most).`));

const quantity = z.coerce.number({ error: 'Enter the quantity.' }).check(z.int('Enter a whole quantity.'), z.positive('The quantity must be at least 1.'), z.lte(100_000, 'The quantity cannot be more than 100,000.'));

export const purchaseLineSchema = z.object({
  description: text('line’s description', 200),
  quantity,
  unitPrice: moneyField('unit price', { positive: true, maxCents: 100_000_000 }),
});
export type PurchaseLineInput = z.input<typeof purchaseLineSchema>;

/** What a request asks: from which Excede vendor, for which department and GL account, its lines, tax and freight, and why. */
const purchaseFields = {
  department: z.enum(PURCHASE_DEPARTMENTS, { error: 'Choose the department.' }),
  vendorId: text('vendor', 20),
  glAccount: z.string({ error: 'Enter the GL account.' }).check(z.trim(), z.regex(/^\d{4,6}$/, 'Enter the GL account: 4 to 6 digits.')),
  justification: text('justification', 2000),
  tax: moneyField('tax', { positive: false, maxCents: 100_000_000 }),
  freight: moneyField('freight', { positive: false, maxCents: 100_000_000 }),
  lines: z.array(purchaseLineSchema).check(z.minLength(1, 'Add at least one line.'), z.maxLength(50, 'A request has 50 lines at most.')),
};

export const purchaseCreateSchema = z.object({ brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.')), ...purchaseFields });
export type PurchaseCreateInput = z.input<typeof purchaseCreateSchema>;

/** A change of a request as of the version the user saw: an approved one goes back to Pending, its approvals reset. */
export const purchaseChangeSchema = z.object({ version: versionField, ...purchaseFields });
export type PurchaseChangeInput = z.input<typeof purchaseChangeSchema>;

export const purchaseVersionSchema = z.object({ version: versionField });
export const purchaseApproveSchema = z.object({ version: versionField, tier: z.enum(PURCHASE_TIERS, { error: 'Name the tier you approve at.' }) });
export const purchaseRejectSchema = z.object({ version: versionField, reason: text('reason', 500) });
/** Issuing the PO: optionally mailed to the vendor through the outbox. */
export const purchaseIssueSchema = z.object({ version: versionField, emailTo: z.optional(z.union([z.literal(''), z.email('Enter the vendor’s email address, or leave it empty.')])) });
/** What arrived: a quantity per line (0 for a line with nothing this time). */
export const purchaseReceiveSchema = z.object({
  version: versionField,
  lines: z
    .array(z.object({ lineId: z.int().check(z.positive()), quantity: z.coerce.number().check(z.int('Enter a whole quantity received.'), z.gte(0, 'A quantity received cannot be negative.')) }))
    .check(z.minLength(1, 'Say what arrived.')),
});
