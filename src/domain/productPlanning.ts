import * as z from 'zod/mini';

/** The product planning board (/productplanning): planned portal work in columns by status. */

export const PLAN_STATUSES = ['Idea', 'Planned', 'In progress', 'Done'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type PlanPriority = (typeof PLAN_PRIORITIES)[number];

export const PLAN_AREAS = ['Accounting', 'Parts', 'Service', 'Sales', 'Marketing', 'Customers', 'Administration', 'Portal'] as const;
export type PlanArea = (typeof PLAN_AREAS)[number];

export interface PlanItem {
  id: number;
  title: string;
  description: string;
  area: PlanArea;
  priority: PlanPriority;
  status: PlanStatus;
  position: number;
  /** YYYY-MM-DD or null. */
  targetDate: string | null;
  updatedAt: string;
}

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
export type PlanMove = z.infer<typeof planMoveSchema>;

/** Cards of one column, in board order. */
export function columnOf(items: readonly PlanItem[], status: PlanStatus): PlanItem[] {
  return items.filter((i) => i.status === status).sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * The board after moving one card to `position` (0-based) of `status`: what the server stores in
 * one transaction and what the screen shows at once. Positions are renumbered 0..n-1 per column.
 */
export function applyMove(items: readonly PlanItem[], id: number, move: PlanMove): PlanItem[] {
  const card = items.find((i) => i.id === id);
  if (!card) return [...items];
  const target = columnOf(items, move.status).filter((i) => i.id !== id);
  const at = Math.min(Math.max(0, move.position), target.length);
  target.splice(at, 0, { ...card, status: move.status });
  const source = card.status === move.status ? [] : columnOf(items, card.status).filter((i) => i.id !== id);
  const renumbered = new Map<number, PlanItem>();
  target.forEach((item, position) => renumbered.set(item.id, { ...item, position }));
  source.forEach((item, position) => renumbered.set(item.id, { ...item, position }));
  return items.map((i) => renumbered.get(i.id) ?? i);
}

export const PLAN_ITEM_NOT_FOUND = 'No such card.';
