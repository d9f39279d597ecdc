import type { Ticket } from '../../domain/parts/tickets';

/**
 * What someone else changed on a ticket since the user opened it (their change was refused with a 409): each
 * difference in words, for the screen to show above the ticket as it now is.
 */
export function ticketChanges(seen: Ticket, now: Ticket): string[] {
  const changes: string[] = [];
  if (seen.status !== now.status) changes.push(`status ${seen.status} → ${now.status}`);
  if (seen.assignedTo?.id !== now.assignedTo?.id) changes.push(now.assignedTo ? `assigned to ${now.assignedTo.name}` : 'no longer assigned');
  if (seen.note !== now.note) changes.push(now.note ? `note “${now.note}”` : 'note removed');
  return changes;
}
