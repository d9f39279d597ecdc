import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { moneyField } from '../moneyField';
import { versionField } from '../recordChange';
import { isRoutingNumber, phoneDigits } from './wireAuthorization';

/** The payloads of the wire endpoints: the server checks them, the form runs the same rules first. */

const text = (field: string, max: number) =>
  z.string({ error: `Enter the ${field}.` }).check(z.trim(), z.minLength(1, `Enter the ${field}.`), z.maxLength(max, `The ${field} is too long (${max} characters at most).`));
const optionalText = (field: string, max: number) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, `The ${field} is too long (${max} characters at most).`))), '');

const routingNumber = z.string({ error: 'Enter the routing number.' }).check(
  z.trim(),
  z.refine((v) => isRoutingNumber(v), 'Enter the bank’s nine-digit ABA routing number (its check digit does not match).'),
);
const accountNumber = z.string({ error: 'Enter the account number.' }).check(z.trim(), z.regex(/^\d{4,17}$/, 'Enter the account number: 4 to 17 digits.'));
const phone = z.string({ error: 'Enter the phone number on file.' }).check(
  z.trim(),
  z.refine((v) => phoneDigits(v).length === 10, 'Enter a ten-digit phone number, e.g. (770) 555-0142.'),
);

/** A beneficiary's bank details: a new one, or a change of them (which needs a new call-back). */
export const beneficiarySchema = z.object({
  brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.')),
  name: text('beneficiary’s name', 120),
  bankName: text('bank name', 120),
  routingNumber,
  accountNumber,
  phone,
});
export type BeneficiaryInput = z.input<typeof beneficiarySchema>;

export const beneficiaryChangeSchema = z.object({ version: versionField, ...z.omit(beneficiarySchema, { brnId: true }).shape });

/** A call-back that confirms a beneficiary's bank details: the number called (the one on file) and what was said. */
export const callbackSchema = z.object({ version: versionField, phone, note: optionalText('note', 500) });
export type CallbackInput = z.input<typeof callbackSchema>;

/** What a wire asks: to whom (a beneficiary of the list), how much, when and what for. */
const wireFields = {
  beneficiaryId: z.coerce.number({ error: 'Choose the beneficiary.' }).check(z.int('Choose the beneficiary.'), z.positive('Choose the beneficiary.')),
  amount: moneyField('amount', { positive: true, maxCents: 1_000_000_000 }),
  valueDate: isoDate('The value date'),
  purpose: text('purpose', 200),
  reference: optionalText('reference', 80),
  notes: optionalText('notes', 1000),
};

export const wireCreateSchema = z.object({ brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.')), ...wireFields });
export type WireCreateInput = z.input<typeof wireCreateSchema>;

/** A change of a wire as of the version the user saw: an approved one goes back to Submitted, its approvals reset. */
export const wireChangeSchema = z.object({ version: versionField, ...wireFields });
export type WireChangeInput = z.input<typeof wireChangeSchema>;

export const wireVersionSchema = z.object({ version: versionField });
export const wireRejectSchema = z.object({ version: versionField, reason: text('reason', 500) });
export const wireReleaseSchema = z.object({ version: versionField, bankReference: text('bank reference', 60) });
