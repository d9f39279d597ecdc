import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { versionField } from '../recordChange';

/** The payloads of starting a count and working its tags: the server checks them, the screen's forms the same. */

const countField = (what: string) =>
  z.int(`Enter the ${what} as a whole number.`).check(z.minimum(0, `The ${what} cannot be negative.`), z.maximum(99_999, `The ${what} is at most 99999.`));

/** Freeze a branch's stock and issue its tags for a count date, to so many counting teams. */
export const startCountSchema = z.object({
  brnId: z.string({ error: 'Choose the branch.' }).check(z.trim(), z.minLength(1, 'Choose the branch.')),
  countDate: isoDate('countDate'),
  teams: z._default(z.int('Enter the number of counting teams.').check(z.minimum(1, 'At least one counting team.'), z.maximum(40, 'At most 40 counting teams.')), 4),
  /** The manager confirms starting while the preparation checklist still has blocking items. */
  startAnyway: z._default(z.boolean(), false),
});
export type StartCountInput = z.input<typeof startCountSchema>;

/** A tag handed back by its team, as of the tag's version. */
export const tagVersionSchema = z.object({ version: versionField });

/** The count written on the tag, as of the tag's version. */
export const tagEntrySchema = z.object({ version: versionField, countedQty: countField('count') });
export type TagEntryInput = z.input<typeof tagEntrySchema>;

/** A spoiled or duplicate tag set aside, saying why. */
export const tagVoidSchema = z.object({
  version: versionField,
  reason: z.string({ error: 'Say why the tag is void.' }).check(z.trim(), z.minLength(1, 'Say why the tag is void.'), z.maxLength(200, 'The reason is too long (200 characters at most).')),
});

/** A part found where the books say nothing: its bin, part, count and the team that found it, entered at once. */
export const tagAddSchema = z.object({
  bin: z.string({ error: 'Enter the bin.' }).check(z.trim(), z.toUpperCase(), z.minLength(1, 'Enter the bin.'), z.maxLength(20, 'The bin is at most 20 characters.')),
  partNo: z.string({ error: 'Enter the part number.' }).check(z.trim(), z.toUpperCase(), z.minLength(1, 'Enter the part number.'), z.maxLength(40, 'The part number is at most 40 characters.')),
  countedQty: countField('count').check(z.minimum(1, 'A tag added for a part found holds at least one piece.')),
  counter: z.string({ error: 'Name the team that found it.' }).check(z.trim(), z.minLength(1, 'Name the team that found it.'), z.maxLength(60, 'The team is at most 60 characters.')),
});
export type TagAddInput = z.input<typeof tagAddSchema>;
