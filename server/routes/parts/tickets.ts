import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import {
  customerOf,
  assigneesOf,
  isOpenStatus,
  OPEN_REPAIR_ORDER_STATUS,
  OPEN_RO_NEEDED,
  outcomeIssue,
  TICKET_STATUSES,
  transitionRefusal,
  waitStatistics,
  type TicketDetail,
  type TicketQueue,
  type TicketStatus,
} from '../../../src/domain/parts/tickets';
import { callNextSchema, ticketCreateSchema, ticketFiltersSchema, ticketNoteSchema, ticketStatusSchema, ticketVersionSchema } from '../../../src/domain/parts/ticketsPayloads';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { recordLostSale } from '../../business/parts/lostSales';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import { readSetting } from '../../business/settings';
import { queryRows, type Database } from '../../db/database';
import { partsTicketTransitions } from '../../db/partsTickets';
import { excedeRepairOrders } from '../../db/schema';
import { badRequest, fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { ticketStreamRoutes } from './ticketsStream';
import { announce, TICKET, TICKET_NOT_FOUND, ticketById, ticketsWhere, todayAt, TODAY, transitionsOf } from './ticketsData';

export const NO_ONE_WAITING = 'No one is waiting at this counter.';
export const TICKET_CLOSED = 'This ticket is closed: it can no longer be taken.';

async function recordTransition(tx: Database, c: AppContext, ticket: { id: number; brnId: string }, from: TicketStatus | null, to: TicketStatus) {
  await tx.insert(partsTicketTransitions).values({ ticketId: ticket.id, brnId: ticket.brnId, fromStatus: from, toStatus: to, by: staffMemberOf(c) });
}

/** A technician's ticket is for an open repair order of the branch (Excede status 644, not invoiced). */
async function requireOpenRepairOrder(tx: Database, brnId: string, slsId: string) {
  const [open] = await tx
    .select({ slsId: excedeRepairOrders.slsId })
    .from(excedeRepairOrders)
    .where(and(eq(excedeRepairOrders.slsId, slsId), eq(excedeRepairOrders.brnId, brnId), eq(excedeRepairOrders.status, OPEN_REPAIR_ORDER_STATUS), sql`${excedeRepairOrders.dateInvoice} is null`));
  if (!open) badRequest([{ field: 'slsId', message: OPEN_RO_NEEDED }]);
}

/** The next number of the branch today: its counter row is locked by the upsert until the ticket is written. */
async function nextNumber(tx: Database, brnId: string): Promise<{ day: string; number: number }> {
  const [next] = await queryRows<{ day: string; number: number }>(
    tx,
    sql`insert into parts_ticket_numbers as n (brn_id, day, last_number) values (${brnId}, ${TODAY}, 1)
        on conflict (brn_id, day) do update set last_number = n.last_number + 1
        returning to_char(n.day, 'YYYY-MM-DD') as day, n.last_number as number`,
  );
  return next!;
}

async function queue(c: AppContext): Promise<TicketQueue> {
  const { db } = c.var.deps;
  const filters = parseWith(ticketFiltersSchema, c.req.query());
  const [brnId] = branchScope(c, [filters.brnId]) as [string];
  const today = await ticketsWhere(db, todayAt(brnId));
  const shown = today.filter(
    (t) =>
      (!filters.type || t.type === filters.type) &&
      (!filters.status || t.status === filters.status) &&
      (!filters.assignee || t.assignedTo?.id === filters.assignee) &&
      (!filters.number || t.number === filters.number),
  );
  const counts = Object.fromEntries(TICKET_STATUSES.map((s) => [s, today.filter((t) => t.status === s).length])) as TicketQueue['counts'];
  const [clock] = await queryRows<{ day: string; now: Date | string }>(db, sql`select to_char(${TODAY}, 'YYYY-MM-DD') as day, now() as now`);
  return {
    brnId,
    day: clock!.day,
    serverTime: new Date(clock!.now).toISOString(),
    tickets: shown,
    counts,
    assignees: assigneesOf(today),
    ...waitStatistics(today),
    longWaitMinutes: await readSetting(db, 'parts.longWaitMinutes'),
  };
}

async function detail(c: AppContext, id: number): Promise<TicketDetail> {
  const { db } = c.var.deps;
  const ticket = await ticketById(db, id);
  if (!ticket) fail(404, TICKET_NOT_FOUND);
  branchScope(c, [ticket.brnId]);
  return { ...ticket, transitions: await transitionsOf(db, id) };
}

/**
 * The parts counter's queue (/displaytickets) and one ticket's status (/UpdateTicketStatus): a branch's
 * tickets of today, opened, taken, called, moved through their statuses and noted, each change audited and
 * announced at once to every screen following the branch (./ticketsStream.ts).
 */
export const partsTicketRoutes = new Hono<AppEnv>()
  .get('/parts/tickets', guard('GET /parts/tickets'), async (c) => c.json(await queue(c)))
  .route('/', ticketStreamRoutes)
  .get('/parts/tickets/:id', guard('GET /parts/tickets/:id'), async (c) => c.json(await detail(c, idParam(c, 'a ticket'))))
  .post('/parts/tickets', guard('POST /parts/tickets'), async (c) => {
    const input = await readJson(c, ticketCreateSchema);
    branchScope(c, [input.brnId]);
    const { db } = c.var.deps;
    const id = await db.transaction(async (tx) => {
      if (input.type === 'Technician') await requireOpenRepairOrder(tx, input.brnId, input.slsId!);
      const { day, number } = await nextNumber(tx, input.brnId);
      const row = await createRecord(c, tx, { ...TICKET, action: 'parts-ticket.create', values: { ...input, day, number } });
      await recordTransition(tx, c, row, null, 'Waiting');
      return row.id;
    });
    return c.json(await announce(db, id), 201);
  })
  .post('/parts/tickets/call-next', guard('POST /parts/tickets/call-next'), async (c) => {
    const { brnId } = await readJson(c, callNextSchema);
    branchScope(c, [brnId]);
    const { db } = c.var.deps;
    const me = staffMemberOf(c);
    const id = await db.transaction(async (tx) => {
      // The oldest waiting ticket, a truck down first; one another counter is calling is skipped, never called twice.
      const [next] = await queryRows<{ id: number; version: number }>(
        tx,
        sql`select id, version from parts_tickets where brn_id = ${brnId} and day = ${TODAY} and status = 'Waiting'
            order by truck_down desc, created_at, id limit 1 for update skip locked`,
      );
      if (!next) fail(404, NO_ONE_WAITING);
      const row = await changeRecord(c, tx, { ...TICKET, action: 'parts-ticket.call', id: next.id, version: next.version, change: () => ({ status: 'Being pulled' as const, assignedTo: me }) });
      await recordTransition(tx, c, row, 'Waiting', 'Being pulled');
      return row.id;
    });
    return c.json(await announce(db, id));
  })
  .post('/parts/tickets/:id/take', guard('POST /parts/tickets/:id/take'), async (c) => {
    const id = idParam(c, 'a ticket');
    const { version } = await readJson(c, ticketVersionSchema);
    const { db } = c.var.deps;
    await db.transaction((tx) =>
      changeRecord(c, tx, {
        ...TICKET,
        action: 'parts-ticket.take',
        id,
        version,
        change: (before) => {
          if (!isOpenStatus(before.status)) fail(409, TICKET_CLOSED);
          return { assignedTo: staffMemberOf(c) };
        },
      }),
    );
    return c.json(await announce(db, id));
  })
  .post('/parts/tickets/:id/status', guard('POST /parts/tickets/:id/status'), async (c) => {
    const id = idParam(c, 'a ticket');
    const input = await readJson(c, ticketStatusSchema);
    const issue = outcomeIssue(input.status, input);
    if (issue) badRequest([issue]);
    const { db } = c.var.deps;
    const me = staffMemberOf(c);
    await db.transaction(async (tx) => {
      let from: TicketStatus = input.status;
      const row = await changeRecord(c, tx, {
        ...TICKET,
        action: 'parts-ticket.status',
        id,
        version: input.version,
        change: (before) => {
          from = before.status;
          const refusal = transitionRefusal(before.status, input.status);
          if (refusal) fail(409, refusal);
          return {
            status: input.status,
            assignedTo: before.assignedTo ?? (input.status === 'Being pulled' ? me : null),
            ...(input.status === 'Completed' ? { completionLink: input.completionLink, noSaleReason: input.noSaleReason } : {}),
            ...(input.status === 'Cancelled' ? { cancelReason: input.cancelReason } : {}),
            eta: input.status === 'Waiting on order' ? input.eta : null,
          };
        },
      });
      await recordTransition(tx, c, row, from, input.status);
      if (input.status === 'Completed' && input.noSaleReason) {
        await recordLostSale(c, tx, {
          brnId: row.brnId,
          partNo: input.partNo,
          description: input.description,
          qty: input.qty,
          source: row.type,
          customer: customerOf(row),
          reason: input.noSaleReason,
          ticketId: row.id,
        });
      }
    });
    return c.json(await announce(db, id));
  })
  .post('/parts/tickets/:id/note', guard('POST /parts/tickets/:id/note'), async (c) => {
    const id = idParam(c, 'a ticket');
    const { version, note } = await readJson(c, ticketNoteSchema);
    const { db } = c.var.deps;
    await db.transaction((tx) => changeRecord(c, tx, { ...TICKET, action: 'parts-ticket.note', id, version, change: () => ({ note }) }));
    return c.json(await announce(db, id));
  });
