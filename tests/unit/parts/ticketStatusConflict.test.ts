import { describe, expect, it } from 'vitest';
import { ticketChanges } from '../../../src/screens/parts/TicketStatusConflict';
import { ticketDetail } from '../../../stories/screens/parts/ticketStatusData';

describe('what someone else changed on a ticket', () => {
  it('names the status, the assignee and the note that changed, and nothing else', () => {
    const seen = ticketDetail('Waiting');
    expect(ticketChanges(seen, seen)).toEqual([]);
    const now = ticketDetail('Being pulled', { assignedTo: { id: 9, name: 'Sam Counter' }, note: 'Bay 3' });
    expect(ticketChanges(seen, now)).toEqual(['status Waiting → Being pulled', 'assigned to Sam Counter', 'note “Bay 3”']);
    expect(ticketChanges(now, { ...now, assignedTo: null, note: '' })).toEqual(['no longer assigned', 'note removed']);
  });
});
