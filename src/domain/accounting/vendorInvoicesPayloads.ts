import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { moneyField } from '../moneyField';
import { versionField } from '../recordChange';
import { REASONED_ACTIONS } from './vendorInvoicesRules';

/** What the vendor invoice endpoints accept: checked on the server and by the form (kept apart so the list loads no zod). */

const text = (field: string, max: number) =>
  z.string({ error: `Enter the ${field}.` }).check(z.trim(), z.minLength(1, `Enter the ${field}.`), z.maxLength(max, `The ${field} is too long (${max} characters at most).`));

const optionalDay = (field: string) => z._default(z.optional(z.nullable(isoDate(field))), null);

/** POST /api/accounting/vendor-invoices: an invoice typed in by hand (or filed from a scan: docId). */
export const vendorInvoiceSchema = z
  .object({
    brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^[\w-]{1,12}$/, 'Choose the branch.')),
    vendorId: text('vendor', 12),
    invoiceNo: text('invoice number', 30),
    invoiceDate: isoDate('The invoice date'),
    /** None: from the vendor's terms. */
    dueDate: optionalDay('The due date'),
    discountDate: optionalDay('The discount date'),
    discountPercent: z._default(
      z.optional(z.nullable(z.number({ error: 'The discount percent must be a number.' }).check(z.gt(0, 'The discount percent must be more than 0.'), z.lte(20, 'The discount percent cannot be more than 20.')))),
      null,
    ),
    amount: moneyField('amount', { positive: true, maxCents: 100_000_000_00 }),
    poNumber: z._default(z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(20, 'The PO number is too long (20 characters at most).')))), null),
    docId: z._default(z.optional(z.nullable(z.int().check(z.positive('The document must be a scan id.')))), null),
    /** The user saw the warning of an invoice of the same vendor and amount within 30 days, and files it anyway. */
    confirmSimilar: z._default(z.optional(z.boolean()), false),
  })
  .check(
    z.refine((v) => !v.dueDate || v.dueDate >= v.invoiceDate, { path: ['dueDate'], error: 'The due date cannot be before the invoice date.' }),
    z.refine((v) => !v.discountDate || v.discountDate >= v.invoiceDate, { path: ['discountDate'], error: 'The discount date cannot be before the invoice date.' }),
    z.refine((v) => !v.discountDate === (v.discountPercent === null), { path: ['discountPercent'], error: 'Give both the discount date and its percent, or neither.' }),
  );
export type VendorInvoiceInput = z.input<typeof vendorInvoiceSchema>;

/** POST /api/accounting/vendor-invoices/:id/steps: approve, reject, hold, dispute, release, enter in Excede or pay, as of the version seen. */
export const vendorInvoiceStepSchema = z
  .object({
    version: versionField,
    action: z.enum(['match', 'approve', 'reject', 'hold', 'dispute', 'release', 'enter', 'pay'], { error: 'Choose what to do with the invoice.' }),
    reason: z._default(z.optional(z.string().check(z.trim(), z.maxLength(500, 'The reason is too long (500 characters at most).'))), ''),
    paidOn: optionalDay('The payment date'),
  })
  .check(
    z.refine((v) => !REASONED_ACTIONS.has(v.action) || v.reason !== '', { path: ['reason'], error: 'Say why.' }),
    z.refine((v) => v.action !== 'pay' || v.paidOn !== null, { path: ['paidOn'], error: 'Enter the day it was paid.' }),
  );
export type VendorInvoiceStepInput = z.input<typeof vendorInvoiceStepSchema>;
