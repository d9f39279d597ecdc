import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { versionField } from '../recordChange';
import { TICKET_STATUSES, TICKET_TYPES } from './tickets';

/** The payloads of the parts counter's ticket endpoints: the server checks them, the forms run the same rules first. */

const optionalText = (field: string, max: number) =>
  z._default(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `The ${field} is too long (${max} characters at most).`)))),
    null,
  );
const nullIfBlank = (value: string | null) => (value ? value : null);
const branch = z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.'));

/** A new ticket: who waits (a first and last name, or a company), for what, and whether a truck is down. */
export const ticketCreateSchema = z
  .pipe(
    z
      .object({
        brnId: branch,
        type: z.enum(TICKET_TYPES, { error: 'Choose the type: Counter, Technician, Phone or Driver.' }),
        firstName: optionalText('first name', 60),
        lastName: optionalText('last name', 60),
        company: optionalText('company', 120),
        slsId: optionalText('RO or invoice number', 20),
        untId: optionalText('truck', 30),
        lines: z._default(z.optional(z.int('Enter the number of lines.').check(z.minimum(1, 'Enter at least one line.'), z.maximum(999, 'At most 999 lines.'))), 1),
        truckDown: z._default(z.optional(z.boolean({ error: 'truckDown must be true or false.' })), false),
        note: z._default(z.optional(z.string().check(z.trim(), z.maxLength(500, 'The note is too long (500 characters at most).'))), ''),
      })
      .check(
        z.refine((t) => Boolean(t.company) || (Boolean(t.firstName) && Boolean(t.lastName)), {
          path: ['firstName'],
          error: 'Enter the first and last name, or the company.',
        }),
        z.refine((t) => t.type !== 'Technician' || Boolean(t.slsId), { path: ['slsId'], error: 'Enter the repair order the technician is working on.' }),
      ),
    z.transform((t) => ({
      ...t,
      firstName: nullIfBlank(t.firstName),
      lastName: nullIfBlank(t.lastName),
      company: nullIfBlank(t.company),
      slsId: nullIfBlank(t.slsId),
      untId: nullIfBlank(t.untId),
    })),
  );
export type TicketCreateInput = z.input<typeof ticketCreateSchema>;

/** Take a ticket (assign it to me), as of the version the user saw. */
export const ticketVersionSchema = z.object({ version: versionField });

/** A status change with what closing needs (src/domain/parts/tickets.ts outcomeIssue); a no-sale may name the part. */
export const ticketStatusSchema = z.object({
  version: versionField,
  status: z.enum(TICKET_STATUSES, { error: 'Choose the next status.' }),
  completionLink: optionalText('invoice or RO line', 30),
  noSaleReason: optionalText('no-sale reason', 200),
  cancelReason: optionalText('cancel reason', 200),
  partNo: optionalText('part number', 40),
  description: optionalText('part description', 120),
  qty: z._default(z.optional(z.nullable(z.int('Enter a whole quantity.').check(z.minimum(1, 'Enter a quantity of at least 1.')))), null),
  /** When the parts are expected, if known: kept while the ticket is Waiting on order. */
  eta: z._default(z.optional(z.nullable(isoDate('The ETA'))), null),
});
export type TicketStatusInput = z.input<typeof ticketStatusSchema>;

export const ticketNoteSchema = z.object({
  version: versionField,
  note: z.string({ error: 'Enter the note.' }).check(z.trim(), z.maxLength(500, 'The note is too long (500 characters at most).')),
});

/** Call the next customer at a branch's counter. */
export const callNextSchema = z.object({ brnId: branch });

/** The waiting list's filters (query parameters). */
export const ticketFiltersSchema = z.object({
  brnId: branch,
  type: z.optional(z.enum(TICKET_TYPES, { error: 'type must be Counter, Technician, Phone or Driver.' })),
  status: z.optional(z.enum(TICKET_STATUSES, { error: 'status must be one of the ticket statuses.' })),
  assignee: z.optional(z.coerce.number({ error: 'assignee must be a user id.' }).check(z.int('assignee must be a user id.'), z.positive('assignee must be a user id.'))),
  /** Today's ticket of that number (/UpdateTicketStatus by ticket number and branch). */
  number: z.optional(z.coerce.number({ error: 'number must be a ticket number.' }).check(z.int('number must be a ticket number.'), z.positive('number must be a ticket number.'))),
});
