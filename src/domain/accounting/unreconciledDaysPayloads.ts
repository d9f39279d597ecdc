import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { versionField } from '../recordChange';

/** What the unreconciled days' endpoints accept: checked on the server and by the screen's forms (kept apart so the list loads no zod). */

const brnId = z.string({ error: 'brnId is required.' }).check(z.regex(/^[\w-]{1,12}$/, 'brnId is not a branch id.'));

/** One branch's day of a stream (the stream is in the path). */
export const reconciliationDayQuery = z.object({ brnId, date: isoDate('date') });
export type ReconciliationDayQuery = z.output<typeof reconciliationDayQuery>;

/** The version of the day's record the user saw: none before anyone acted on the day. */
const dayVersion = z.nullable(versionField);

/** PUT …/day/owner: a portal user (their id) or an Excede employee (their EmpId) of the day's branch. */
export const dayOwnerSchema = z.object({
  brnId,
  date: isoDate('date'),
  version: dayVersion,
  owner: z.object({
    kind: z.enum(['user', 'employee'], { error: 'owner.kind must be user or employee.' }),
    id: z.string({ error: 'Choose an owner.' }).check(z.trim(), z.minLength(1, 'Choose an owner.'), z.maxLength(20, 'owner.id is not an id.')),
  }),
});
export type DayOwnerInput = z.input<typeof dayOwnerSchema>;

/** POST …/day/reconcile. */
export const dayReconcileSchema = z.object({ brnId, date: isoDate('date'), version: dayVersion });

const explanationText = z
  .string({ error: 'Say what explains the item.' })
  .check(z.trim(), z.minLength(3, 'Say what explains the item (3 characters at least).'), z.maxLength(1000, 'The explanation is too long (1,000 characters at most).'));

/** POST …/explanations: an item of the day, explained. */
export const explanationSchema = z.object({
  brnId,
  date: isoDate('date'),
  itemKey: z.string({ error: 'itemKey is required.' }).check(z.minLength(1, 'itemKey is required.'), z.maxLength(80, 'itemKey is not an item.')),
  text: explanationText,
});
export type ExplanationInput = z.input<typeof explanationSchema>;

/** PUT …/explanations/{id}: the text again (its approval starts over). */
export const explanationChangeSchema = z.object({ version: versionField, text: explanationText });
export type ExplanationChangeInput = z.input<typeof explanationChangeSchema>;

/** POST …/explanations/{id}/approve. */
export const explanationApproveSchema = z.object({ version: versionField });
