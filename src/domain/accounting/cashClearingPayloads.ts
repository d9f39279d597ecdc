import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { versionField } from '../recordChange';
import { CASH_CLEARING_ACCOUNT, CLEARING_ACCOUNT_IDS, type ClearingAccountId } from './cashClearing';

/** What cash clearing's endpoints accept: checked on the server and by the screen's forms (kept apart so the lists load no zod). */

/** One GL line, by its journal entry and line number. */
export const glLineRef = z.object({
  jeId: z.string({ error: 'jeId is required.' }).check(z.minLength(1, 'jeId is required.'), z.maxLength(20, 'jeId is not an entry id.')),
  lineNo: z.int({ error: 'lineNo must be a line number.' }).check(z.gte(1, 'lineNo must be a line number.'), z.lte(100_000, 'lineNo must be a line number.')),
});
export type GlLineRef = z.output<typeof glLineRef>;

const note = z.string({ error: 'Note must be text.' }).check(z.trim(), z.maxLength(500, 'Note is too long (500 characters at most).'));

/** POST /api/accounting/cash-clearing/matches: receipts and the deposit they went to the bank in. */
export const cashClearingMatchSchema = z.object({
  deposit: glLineRef,
  receipts: z
    .array(glLineRef, { error: 'Select the receipts to match.' })
    .check(z.minLength(1, 'Select at least one receipt.'), z.maxLength(500, 'Match at most 500 receipts at once.')),
  note: z._default(z.optional(note), ''),
});
export type CashClearingMatchInput = z.input<typeof cashClearingMatchSchema>;

/** A change to a match names the version the user saw: unmatching it, or its note. */
export const cashClearingUnmatchSchema = z.object({ version: versionField });
export const cashClearingNoteSchema = z.object({ version: versionField, note });
export type CashClearingNoteInput = z.input<typeof cashClearingNoteSchema>;

const brnId = z.string({ error: 'brnId is required.' }).check(z.regex(/^[\w-]{1,12}$/, 'brnId is not a branch id.'));
const acctId = z._default(z.optional(z.enum(CLEARING_ACCOUNT_IDS as [ClearingAccountId, ...ClearingAccountId[]], { error: `acctId is not a clearing account (${CLEARING_ACCOUNT_IDS.join(', ')}).` })), CASH_CLEARING_ACCOUNT);

/** The detail's query: one branch's day, or one cross-reference (in the user's branches, or the one named). */
export const cashClearingDetailQuery = z.union([
  z.object({ brnId, date: isoDate('date') }),
  z.object({
    xref: z.string({ error: 'Give brnId and date, or xref.' }).check(z.trim(), z.minLength(1, 'Give brnId and date, or xref.'), z.maxLength(40, 'xref is too long.')),
    brnId: z.optional(brnId),
  }),
]);

/** The detail's clearing account, read on its own so a wrong one is named: cash clearing unless given. */
export const clearingAccountQuery = z.object({ acctId });
export type CashClearingDetailQuery = z.output<typeof cashClearingDetailQuery>;

const reason = z.string({ error: 'Reason is required.' }).check(z.trim(), z.minLength(1, 'Say what needs correcting.'), z.maxLength(500, 'Reason is too long (500 characters at most).'));

/** POST /api/accounting/cash-clearing/flags: a branch's day, or one line of it, flagged for a correcting entry. */
export const cashClearingFlagSchema = z.object({ brnId, date: isoDate('date'), line: z.optional(glLineRef), reason });
export type CashClearingFlagInput = z.input<typeof cashClearingFlagSchema>;

/** Clearing a flag, or removing a day's note, names the version the user saw. */
export const cashClearingVersionSchema = z.object({ version: versionField });

const dayNote = z.string({ error: 'Note must be text.' }).check(z.trim(), z.minLength(1, 'Write the note.'), z.maxLength(2000, 'Note is too long (2,000 characters at most).'));

/** POST /api/accounting/cash-clearing/day-notes: the first note of a branch's day; PUT …/:id changes it as of the version seen. */
export const cashClearingDayNoteCreateSchema = z.object({ brnId, date: isoDate('date'), note: dayNote });
export const cashClearingDayNoteSchema = z.object({ version: versionField, note: dayNote });
export type CashClearingDayNoteInput = z.input<typeof cashClearingDayNoteSchema>;
