import { NEXT_STATUSES, type TicketDetail, type TicketStatus, type TicketTransition } from '../../../src/domain/parts/tickets';
import { DEMO_NOW } from '../../../src/demo/now';

const minutesAgo = (minutes: number) => new Date(DEMO_NOW.getTime() - minutes * 60_000).toISOString();

/** The road a ticket takes to each status, with the minutes ago of each step. */
const ROADS: Record<TicketStatus, [TicketStatus, number][]> = {
  Waiting: [],
  'Being pulled': [['Being pulled', 9]],
  'Waiting on order': [['Being pulled', 40], ['Waiting on order', 31]],
  'Ready at counter': [['Being pulled', 22], ['Ready at counter', 6]],
  Completed: [['Being pulled', 30], ['Ready at counter', 12], ['Completed', 2]],
  Cancelled: [['Cancelled', 3]],
};

const transitionsTo = (road: [TicketStatus, number][], openedMinutesAgo: number): TicketTransition[] => {
  const steps: TicketTransition[] = [{ from: null, to: 'Waiting', at: minutesAgo(openedMinutesAgo), by: 'Dana Counter' }];
  for (const [to, ago] of road) steps.push({ from: steps.at(-1)!.to, to, at: minutesAgo(ago), by: 'Pat Parts' });
  return steps;
};

/** Norcross's ticket 14 of the demo's morning, a fleet driver waiting on filters, in the status asked. */
export function ticketDetail(status: TicketStatus = 'Waiting', overrides: Partial<TicketDetail> = {}): TicketDetail {
  const transitions = transitionsTo(ROADS[status], 47);
  const served = transitions[1]?.at ?? null;
  return {
    id: 3120,
    version: transitions.length,
    brnId: '101',
    day: '2026-11-20',
    number: 14,
    type: 'Driver',
    firstName: 'Marcus',
    lastName: 'Thompson',
    company: 'Peach State Freight',
    customer: 'Marcus Thompson',
    slsId: 'P-55120',
    untId: 'FL-2207',
    lines: 3,
    assignedTo: status === 'Waiting' || status === 'Cancelled' ? null : { id: 7, name: 'Pat Parts' },
    status,
    truckDown: true,
    note: 'Fuel and air filters for a Cascadia',
    completionLink: null,
    noSaleReason: status === 'Completed' ? 'Out of stock; went to a competitor' : null,
    cancelReason: status === 'Cancelled' ? 'Opened twice' : null,
    eta: status === 'Waiting on order' ? '2026-11-23' : null,
    createdAt: transitions[0]!.at,
    createdBy: 'Dana Counter',
    servedAt: served,
    waitMinutes: served ? 47 - ROADS[status][0]![1] : 47,
    nextStatuses: NEXT_STATUSES[status],
    transitions,
    ...overrides,
  };
}

/** A ticket that went back and forth all morning: fourteen moves. */
export function longTimeline(): TicketDetail {
  const road: [TicketStatus, number][] = [];
  let ago = 230;
  for (let i = 0; i < 6; i++) road.push(['Being pulled', (ago -= 15)], ['Waiting on order', (ago -= 15)]);
  road.push(['Being pulled', (ago -= 10)], ['Ready at counter', (ago -= 5)]);
  return ticketDetail('Ready at counter', { transitions: transitionsTo(road, 240), version: road.length + 1, waitMinutes: 25 });
}
