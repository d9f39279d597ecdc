import * as z from 'zod/mini';
import { MB, type FileRules } from '../files';
import { isoDate } from '../isoDate';
import { moneyField } from '../moneyField';
import { versionField } from '../recordChange';
import { ALTEC_PLANTS, CAB_TYPES, CHASSIS_MODELS, DRIVETRAINS, outcomeIssues, quoteDateIssue, RFQ_OUTCOMES } from './altecRfqs';

/** The payloads of the Altec RFQ endpoints: the server checks them, the report's forms run the same rules first. */

const required = (field: string, max: number) =>
  z.string({ error: `Enter the ${field}.` }).check(z.trim(), z.minLength(1, `Enter the ${field}.`), z.maxLength(max, `The ${field} is too long (${max} characters at most).`));
const optional = (field: string, max: number) =>
  z.pipe(
    z._default(z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `The ${field} is too long (${max} characters at most).`)))), null),
    z.transform((v: string | null) => (v ? v : null)),
  );
const whole = (field: string, min: number, max: number) =>
  z.int(`Enter the ${field} as a whole number.`).check(z.minimum(min, `The ${field} is at least ${min}.`), z.maximum(max, `The ${field} is at most ${max}.`));
const choice = <T extends readonly [string, ...string[]]>(values: T, field: string) => z.enum(values, { error: `Choose the ${field}.` });

/** A new RFQ as Altec sent it: who asked, the chassis they want and how many, by when. */
export const rfqCreateSchema = z
  .object({
    brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.')),
    rfqNo: required('RFQ number', 30),
    receivedOn: isoDate('receivedOn'),
    plant: choice(ALTEC_PLANTS, 'Altec plant'),
    contact: required('Altec contact', 80),
    endCustomer: optional('end customer', 80),
    model: choice(CHASSIS_MODELS, 'chassis model'),
    cab: choice(CAB_TYPES, 'cab'),
    wheelbase: whole('wheelbase', 100, 300),
    cabToAxle: whole('cab to axle', 40, 200),
    gvwr: whole('GVWR', 10_000, 40_000),
    drivetrain: choice(DRIVETRAINS, 'drivetrain'),
    qty: whole('quantity', 1, 500),
    dueOn: isoDate('dueOn'),
    upfitShipTo: optional('upfit ship-to', 120),
    salesperson: required('salesperson', 80),
  })
  .check(z.refine((p) => p.dueOn >= p.receivedOn, { path: ['dueOn'], error: 'The due date cannot be before the RFQ was received.' }));
export type RfqCreateInput = z.input<typeof rfqCreateSchema>;

/** Our quote on an RFQ, as of the version the user saw. The day it precedes is checked against the RFQ on the server. */
export const rfqQuoteSchema = z.object({
  version: versionField,
  quoteNo: required('quote number', 30),
  quotedOn: isoDate('quotedOn'),
  unitPrice: moneyField('unit price', { positive: true, maxCents: 100_000_000 }),
  expectedDelivery: z._default(z.optional(z.nullable(isoDate('expectedDelivery'))), null),
});
export type RfqQuoteInput = z.input<typeof rfqQuoteSchema>;

/** The quote's day checked against the RFQ it answers: a 400 on quotedOn when it precedes the RFQ. */
export const quoteDateIssues = (receivedOn: string, quotedOn: string) => {
  const issue = quoteDateIssue(receivedOn, quotedOn);
  return issue ? [{ field: 'quotedOn', message: issue }] : [];
};

/** The RFQ's outcome: Lost and No bid with their reason, Won with its order (a deal or a stock number of the branch). */
export const rfqOutcomeSchema = z
  .object({
    version: versionField,
    outcome: z.enum(RFQ_OUTCOMES, { error: 'Choose the outcome: Won, Lost, Pending or No bid.' }),
    reason: optional('reason', 200),
    stockNo: optional('stock number', 20),
    dealId: optional('deal number', 20),
  })
  .check(
    z.superRefine((p, ctx) => {
      for (const issue of outcomeIssues(p)) ctx.issues.push({ code: 'custom', path: [issue.field], message: issue.message, input: p });
    }),
  );
export type RfqOutcomeInput = z.input<typeof rfqOutcomeSchema>;

export const RFQ_FILE_KINDS = ['RFQ', 'Quote'] as const;
export type RfqFileKind = (typeof RFQ_FILE_KINDS)[number];

/** An RFQ's PDF: Altec's request or our quote, 10 MB at most, a PDF by its content. */
export const RFQ_FILE_RULES: FileRules = { accept: ['application/pdf'], maxFileBytes: 10 * MB, maxTotalBytes: 10 * MB, maxFiles: 1 };
export const RFQ_FILE_NEEDED = 'Choose the PDF to attach.';
export const RFQ_FILE_TOO_LARGE = `An RFQ's PDF may be ${RFQ_FILE_RULES.maxFileBytes / MB} MB at most.`;
export const RFQ_FILE_NOT_PDF = "An RFQ's file must be a PDF, checked by its content, not its name.";

/** The form field beside an RFQ's PDF: whether it is Altec's RFQ or our quote. */
export const rfqFileFields = z.object({ kind: z.enum(RFQ_FILE_KINDS, { error: 'Choose what the PDF is: the RFQ or our quote.' }) });
