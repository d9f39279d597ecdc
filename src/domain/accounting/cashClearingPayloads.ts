import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { versionField } from '../recordChange';

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

/** The detail's query: one branch's day, or one cross-reference (in the user's branches, or the one named). */
export const cashClearingDetailQuery = z.union([
  z.object({ brnId: z.string().check(z.regex(/^[\w-]{1,12}$/, 'brnId is not a branch id.')), date: isoDate('date') }),
  z.object({
    xref: z.string({ error: 'Give brnId and date, or xref.' }).check(z.trim(), z.minLength(1, 'Give brnId and date, or xref.'), z.maxLength(40, 'xref is too long.')),
    brnId: z.optional(z.string().check(z.regex(/^[\w-]{1,12}$/, 'brnId is not a branch id.'))),
  }),
]);
export type CashClearingDetailQuery = z.output<typeof cashClearingDetailQuery>;
