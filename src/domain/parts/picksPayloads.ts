import * as z from 'zod/mini';
import { versionField } from '../recordChange';
import { PICK_SOURCES, SHORT_OUTCOMES } from './picks';

/** The payloads of the pick lists' endpoints: the server checks them, the screen's forms the same. */

const branch = z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.'));
const optionalText = (field: string, max: number) =>
  z._default(z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `The ${field} is too long (${max} characters at most).`)))), null);
const quantity = (what: string) => z.int(`Enter the ${what} as a whole number.`).check(z.minimum(0, `The ${what} cannot be negative.`), z.maximum(9999, `The ${what} is at most 9999.`));

const transferLine = z.object({
  partNo: z.string({ error: 'Enter the part number.' }).check(z.trim(), z.minLength(1, 'Enter the part number.'), z.maxLength(40, 'The part number is too long.')),
  qty: z.int('Enter the quantity as a whole number.').check(z.minimum(1, 'Enter a quantity of at least 1.'), z.maximum(9999, 'The quantity is at most 9999.')),
});

/** A new pick from its source: the invoice (SlsId), the RO and job, the will-call ticket, or a transfer's lines. */
export const pickCreateSchema = z
  .object({
    brnId: branch,
    source: z.enum(PICK_SOURCES, { error: 'Choose the source: Counter, RO, Transfer or Will-call.' }),
    slsId: optionalText('invoice or RO number', 20),
    opsId: z._default(z.optional(z.nullable(z.int('Enter the job number.').check(z.positive('Enter the job number.')))), null),
    toBrnId: z._default(z.optional(z.nullable(branch)), null),
    ticketId: z._default(z.optional(z.nullable(z.int('Choose the ticket.').check(z.positive('Choose the ticket.')))), null),
    bay: optionalText('bay or truck', 30),
    lines: z._default(z.optional(z.array(transferLine).check(z.maxLength(200, 'At most 200 lines.'))), []),
  })
  .check(
    z.refine((p) => !(p.source === 'Counter' || p.source === 'RO') || Boolean(p.slsId), { path: ['slsId'], error: 'Enter the invoice or RO number.' }),
    z.refine((p) => p.source !== 'RO' || p.opsId !== null, { path: ['opsId'], error: 'Enter the job number of the RO.' }),
    z.refine((p) => p.source !== 'Transfer' || p.toBrnId !== null, { path: ['toBrnId'], error: 'Choose the branch the transfer goes to.' }),
    z.refine((p) => p.source !== 'Transfer' || p.lines.length > 0, { path: ['lines'], error: 'Enter the parts to transfer.' }),
    z.refine((p) => p.source !== 'Will-call' || p.ticketId !== null, { path: ['ticketId'], error: 'Choose the parts ticket.' }),
  );
export type PickCreateInput = z.input<typeof pickCreateSchema>;

/** Assign a picker (me when none is named), as of the version the user saw. */
export const pickAssignSchema = z.object({
  version: versionField,
  pickerId: z._default(z.optional(z.nullable(z.int('Choose the picker.').check(z.positive('Choose the picker.')))), null),
});

/** A line's picked and short quantities, and for a short what becomes of it (none yet leaves the pick Short). */
export const pickLineSchema = z.object({
  version: versionField,
  qtyPicked: quantity('picked quantity'),
  qtyShort: z._default(z.optional(quantity('short quantity')), 0),
  shortOutcome: z._default(z.optional(z.nullable(z.enum(SHORT_OUTCOMES, { error: 'Choose Backorder or Lost sale.' }))), null),
});
export type PickLineInput = z.input<typeof pickLineSchema>;

export const pickVersionSchema = z.object({ version: versionField });

/**
 * A transfer's parts as staff paste or type them, one a line: the part number, then its quantity after a space,
 * tab or comma (1 when left out): "FL-0149 2". Blank lines are skipped; a quantity that is not a whole number is
 * kept as it is, for the schema to refuse on its line.
 */
export function transferLinesOf(text: string): { partNo: string; qty: number }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [partNo, qty] = line.split(/[\s,;]+/);
      return { partNo: partNo!, qty: qty === undefined ? 1 : Number(qty) };
    });
}
