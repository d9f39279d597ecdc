import * as z from 'zod/mini';
import { PLAN_AREAS, PLAN_PRIORITIES, PLAN_STATUSES } from './productPlanning';

/** The payloads of the product planning board's calls: a card's fields and a move. */

const isoDate = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Target date must be a date (MM/DD/YYYY).'),
    z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Target date must be a real date.'),
  );

export const planItemSchema = z.object({
  title: z
    .string({ error: 'Enter a title.' })
    .check(z.trim(), z.minLength(1, 'Enter a title.'), z.maxLength(140, 'Title is too long (140 characters at most).')),
  description: z._default(z.optional(z.string().check(z.trim(), z.maxLength(2000, 'Description is too long (2,000 characters at most).'))), ''),
  area: z.enum(PLAN_AREAS, { error: 'Choose an area.' }),
  priority: z.enum(PLAN_PRIORITIES, { error: 'Choose a priority.' }),
  status: z._default(z.optional(z.enum(PLAN_STATUSES, { error: 'Choose a status.' })), 'Idea'),
  targetDate: z.pipe(
    z.optional(z.union([isoDate, z.literal(''), z.null()])),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  ),
});
export type PlanItemInput = z.input<typeof planItemSchema>;
export type PlanItemValues = z.output<typeof planItemSchema>;

export const planMoveSchema = z.object({
  status: z.enum(PLAN_STATUSES, { error: 'Choose a status.' }),
  position: z
    .number({ error: 'position must be a number.' })
    .check(z.int('position must be a whole number.'), z.gte(0, 'position must be 0 or more.'), z.lte(100_000)),
});

