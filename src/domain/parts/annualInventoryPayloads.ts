import * as z from 'zod/mini';
import { versionField } from '../recordChange';
import { LINE_DECISIONS } from './annualInventory';

/** The payloads of the annual inventory's endpoints: the server checks them, the screen's forms the same. */

/** A line's decision, with a comment (an exclusion must say why), as of the line's version. */
export const lineDecisionSchema = z
  .object({
    version: versionField,
    decision: z.enum(LINE_DECISIONS, { error: 'Choose Accept, Recount or Exclude.' }),
    comment: z._default(z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200, 'The comment is too long (200 characters at most).')))), null),
  })
  .check(z.refine((p) => p.decision !== 'Exclude' || Boolean(p.comment), { path: ['comment'], error: 'Say why the line is excluded.' }));
export type LineDecisionInput = z.input<typeof lineDecisionSchema>;

/** A recount's quantity, as of the line's version. */
export const recountSchema = z.object({
  version: versionField,
  countedQty: z.int('Enter the recount as a whole number.').check(z.minimum(0, 'The recount cannot be negative.'), z.maximum(99_999, 'The recount is at most 99999.')),
});
export type RecountInput = z.input<typeof recountSchema>;

/** A change of the whole batch (accept all under threshold, approve), as of the inventory's version. */
export const inventoryVersionSchema = z.object({ version: versionField });
