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

/** Where a card goes: its column and 0-based place in it. */
export interface PlanMove {
  status: PlanStatus;
  position: number;
}

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
