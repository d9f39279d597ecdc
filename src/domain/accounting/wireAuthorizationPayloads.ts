import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { moneyField } from '../moneyField';
import { versionField } from '../recordChange';
import type { FormSchema } from '../validation';
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

/** The wire form's values: the wire, and a new beneficiary's details when the list's 'new' is chosen. */
export interface WireFormOutput {
  wire: z.output<typeof wireCreateSchema>;
  beneficiary: z.output<typeof beneficiarySchema> | null;
}

type Issues = readonly { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] | undefined }[];
const checked = <S extends z.ZodMiniType>(schema: S, value: unknown) => schema['~standard'].validate(value) as { value: z.output<S>; issues?: undefined } | { issues: Issues };

/** The form's rules: the wire's (its branch and beneficiary, amount, dates), and a new beneficiary's when it names one. */
export const wireFormSchema: FormSchema<WireFormOutput, Record<string, string>> = {
  '~standard': {
    version: 1,
    vendor: 'portal',
    validate: (value) => {
      const values = (value ?? {}) as Record<string, unknown>;
      const isNew = values.beneficiaryId === 'new';
      const wire = checked(wireCreateSchema, isNew ? { ...values, beneficiaryId: 1 } : values);
      const beneficiary = isNew ? checked(beneficiarySchema, values) : null;
      if (wire.issues || beneficiary?.issues) return { issues: [...(wire.issues ?? []), ...(beneficiary?.issues ?? [])] };
      return { value: { wire: wire.value, beneficiary: beneficiary && !beneficiary.issues ? beneficiary.value : null } };
    },
  },
};
