import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { versionField } from '../recordChange';
import { CYCLE_STATUSES, cycleScopeOf } from './cycleCounts';

/** The payloads of the cycle counts' endpoints: the server checks them, the screen's forms the same. */

const quantity = z.int('Enter the quantity counted as a whole number.').check(z.minimum(0, 'The quantity counted cannot be negative.'), z.maximum(99_999, 'The quantity counted is at most 99999.'));

/** A new cycle: the branch, a class (A, B, C) or a bin range ("A01-A20"), and the day counting starts. */
export const cycleCreateSchema = z.object({
  brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.')),
  cycle: z
    .string({ error: 'Choose a class or enter a bin range.' })
    .check(z.trim(), z.toUpperCase(), z.refine((code) => cycleScopeOf(code) !== null, 'Choose a class (A, B or C) or enter a bin range such as A01-A20.')),
  startDate: isoDate('The start date'),
});
export type CycleCreateInput = z.input<typeof cycleCreateSchema>;

/** A count (or a recount) of one line, as of the version the counter saw. */
export const cycleCountSchema = z.object({ version: versionField, qty: quantity });
export type CycleCountInput = z.input<typeof cycleCountSchema>;

/** A cycle moved on: Counting → Review → Closed. */
export const cycleStatusSchema = z.object({
  version: versionField,
  status: z.enum(CYCLE_STATUSES, { error: 'Choose Review or Closed.' }),
  /** Finish counting although some parts are not counted: they get no adjustment. */
  leaveUncounted: z.optional(z.boolean('Say whether to leave the uncounted parts uncounted (true or false).')),
});

/** The parts manager's decision on one or several lines' adjustments, each as of the version seen. */
export const cycleDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
  lines: z
    .array(z.object({ id: z.int('Choose the lines.').check(z.positive('Choose the lines.')), version: versionField }), { error: 'Choose the lines.' })
    .check(z.minLength(1, 'Choose at least one line.'), z.maxLength(500, 'At most 500 lines at once.')),
});
export type CycleDecisionInput = z.input<typeof cycleDecisionSchema>;
