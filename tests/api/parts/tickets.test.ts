import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CANCEL_REASON_NEEDED, COMPLETION_NEEDED, OPEN_RO_NEEDED, type Ticket, type TicketDetail, type TicketQueue } from '../../../src/domain/parts/tickets';
import type { Board } from '../../../src/domain/parts/ticketsBoard';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { queryRows } from '../../../server/db/database';
import { seedPartsTickets } from '../../../server/db/seedPartsTickets';
import { BOARD_NOT_FOUND } from '../../../server/routes/parts/ticketsBoard';
import { NO_ONE_WAITING } from '../../../server/routes/parts/tickets';
import { ticketFeed } from '../../../server/routes/parts/ticketsData';
import { countRows, createTestApi, type TestApi } from '../harness';
import { readEvents } from './serverSentEvents';

let api: TestApi;
let parts: string;
let admin: string;
let viewer: string;
let accounting: string;
let openRo: string;
let invoicedRo: string;

type Answer<T> = { status: number; body: T & { message?: string }; headers: Headers };
const call = async <T = Ticket>(path: string, init: { json?: unknown; token?: string | null; headers?: Record<string, string> } = {}): Promise<Answer<T>> => {
  const response = await api.request(`parts/${path}`, { token: init.token === undefined ? parts : init.token, json: init.json, headers: init.headers });
  return { status: response.status, body: (await response.json()) as T & { message?: string }, headers: response.headers };
};
const create = (json: Record<string, unknown>, token = parts) => call('tickets', { json: { brnId: '101', type: 'Counter', ...json }, token });
const writes = async () => ({ tickets: await countRows(api, 'parts_tickets'), lostSales: await countRows(api, 'lost_sales'), audit: await countRows(api, 'audit_log') });
/** Moves a branch's tickets of today to an earlier day of their own, as the next morning would find them. */
let nights = 0;
const overnight = async (brnId: string) => {
  const back = 100 + ++nights;
  const today = sql`(now() at time zone 'America/New_York')::date`;
  await api.db.execute(sql`update parts_tickets set day = day - ${back}::int, created_at = created_at - make_interval(days => ${back}::int) where brn_id = ${brnId} and day = ${today}`);
  await api.db.execute(sql`update parts_ticket_numbers set day = day - ${back}::int where brn_id = ${brnId} and day = ${today}`);
};

beforeAll(async () => {
  api = await createTestApi();
  [parts, admin, viewer, accounting] = (await Promise.all(
    ['parts@demo.local', 'admin@demo.local', 'viewer@demo.local', 'accounting@demo.local'].map(async (e) => (await api.login(e)).token),
  )) as [string, string, string, string];
  // Two of Norcross's repair orders: one open (Excede status 644, not invoiced), one invoiced (645).
  const [open, invoiced] = await queryRows<{ sls_id: string }>(api.db, sql`select sls_id from excede_repair_orders where brn_id = '101' order by sls_id limit 2`);
  [openRo, invoicedRo] = [open!.sls_id, invoiced!.sls_id];
  await api.db.execute(sql`update excede_repair_orders set status = '644', date_invoice = null where sls_id = ${openRo}`);
  await api.db.execute(sql`update excede_repair_orders set status = '645', date_invoice = now() where sls_id = ${invoicedRo}`);
});
afterAll(() => api.close());

describe('who may use the waiting list', () => {
  it('needs a token (401) and a parts permission (403): the viewer and accounting are refused', async () => {
    expect((await call('tickets?brnId=101', { token: null })).status).toBe(401);
    expect((await call('tickets?brnId=101', { token: viewer })).status).toBe(403);
    expect((await call('tickets?brnId=101', { token: accounting })).status).toBe(403);
    expect((await create({ firstName: 'Ann', lastName: 'Lee' }, accounting)).status).toBe(403);
    expect((await call('tickets/stream?brnId=101', { token: viewer })).status).toBe(403);
  });

  it('lets parts@ see Norcross (101) and Birmingham (201) only: another branch is a 403 with nothing written', async () => {
    expect((await call<TicketQueue>('tickets?brnId=101')).status).toBe(200);
    expect((await call<TicketQueue>('tickets?brnId=201')).status).toBe(200);
    const before = await writes();
    expect((await call('tickets?brnId=102')).status).toBe(403);
    expect((await create({ brnId: '102', firstName: 'Ann', lastName: 'Lee' })).status).toBe(403);
    expect((await call('tickets/call-next', { json: { brnId: '102' } })).status).toBe(403);
    expect((await call('tickets/stream?brnId=102')).status).toBe(403);
    const other = await create({ brnId: '102', firstName: 'Bo', lastName: 'Dean' }, admin);
    expect(other.status).toBe(201);
    expect((await call(`tickets/${other.body.id}`)).status).toBe(403);
    expect((await call(`tickets/${other.body.id}/take`, { json: { version: 1 } })).status).toBe(403);
    expect(await writes()).toEqual({ ...before, tickets: before.tickets + 1, audit: before.audit + 1 });
  });
});

describe('opening a ticket', () => {
  it('refuses a bad payload with a 400 naming the field, writing nothing', async () => {
    const before = await writes();
    const noName = await create({ firstName: 'Marcus' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/^firstName: /);
    expect((await create({ type: 'Walk-in', company: 'Acme' })).body.message).toMatch(/^type: /);
    expect((await create({ company: 'Acme', lines: 0 })).body.message).toMatch(/^lines: /);
    expect((await create({ type: 'Technician', firstName: 'Dale', lastName: 'Ruiz' })).body.message).toMatch(/^slsId: /);
    const invoiced = await create({ type: 'Technician', firstName: 'Dale', lastName: 'Ruiz', slsId: invoicedRo });
    expect(invoiced.status).toBe(400);
    expect(invoiced.body.message).toBe(`slsId: ${OPEN_RO_NEEDED}`);
    expect(await writes()).toEqual(before);
  });

  it('opens a technician’s ticket on an open repair order, numbered, waiting, audited, with its first transition', async () => {
    const made = await create({ type: 'Technician', firstName: 'Dale', lastName: 'Ruiz', slsId: openRo, untId: 'F-2291', lines: 3, truckDown: true });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ brnId: '101', type: 'Technician', customer: 'Dale Ruiz', status: 'Waiting', slsId: openRo, lines: 3, truckDown: true, createdBy: 'Pat Parts' });
    expect(made.body.number).toBeGreaterThan(0);
    const detail = await call<TicketDetail>(`tickets/${made.body.id}`);
    expect(detail.body.transitions).toEqual([expect.objectContaining({ from: null, to: 'Waiting', by: 'Pat Parts' })]);
    const [entry] = await queryRows<{ after: { number: number } }>(api.db, sql`select after from audit_log where action = 'parts-ticket.create' and entity_id = ${String(made.body.id)}`);
    expect(entry!.after.number).toBe(made.body.number);
  });
});

describe('numbering', () => {
  it('counts from 1 each day at each branch', async () => {
    await overnight('201');
    await overnight('101');
    const first = await create({ company: 'Peach State Logistics' });
    const second = await create({ company: 'Gwinnett Fleet' });
    const birmingham = await create({ brnId: '201', firstName: 'Ray', lastName: 'Odom' });
    expect([first.body.number, second.body.number, birmingham.body.number]).toEqual([1, 2, 1]);
    const today = await call<TicketQueue>('tickets?brnId=101');
    expect(today.body.tickets.map((t) => t.number)).toEqual([1, 2]);
  });

  it('gives two counters creating at once distinct numbers', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => create({ company: `Concurrent ${i}` }, i % 2 ? admin : parts)));
    expect(made.map((m) => m.status)).toEqual(Array(6).fill(201));
    expect(new Set(made.map((m) => m.body.number)).size).toBe(6);
  });
});

describe('a ticket through the counter', () => {
  let ticket: Ticket;
  beforeAll(async () => {
    await overnight('101');
    ticket = (await create({ firstName: 'Marcus', lastName: 'Thompson', slsId: 'P-55120', note: 'Cell 770-555-0199' })).body;
  });

  it('is taken: assigned to me, audited before and after; a stale version is a 409', async () => {
    const taken = await call(`tickets/${ticket.id}/take`, { json: { version: ticket.version } });
    expect(taken.status).toBe(200);
    expect(taken.body.assignedTo).toMatchObject({ name: 'Pat Parts' });
    const stale = await call(`tickets/${ticket.id}/take`, { json: { version: ticket.version }, token: admin });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);
    const [entry] = await queryRows<{ before: { assignedTo: number | null }; after: { assignedTo: number } }>(
      api.db,
      sql`select before, after from audit_log where action = 'parts-ticket.take' and entity_id = ${String(ticket.id)}`,
    );
    expect(entry!.before.assignedTo).toBeNull();
    expect(entry!.after.assignedTo).toBeGreaterThan(0);
    ticket = taken.body;
  });

  it('moves only to an allowed next status (409 otherwise), each move timestamped', async () => {
    const wrong = await call(`tickets/${ticket.id}/status`, { json: { version: ticket.version, status: 'Waiting' } });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toMatch(/cannot move to Waiting/);
    for (const status of ['Being pulled', 'Waiting on order', 'Ready at counter'] as const) {
      const moved = await call(`tickets/${ticket.id}/status`, { json: { version: ticket.version, status } });
      expect(moved.status).toBe(200);
      expect(moved.body.status).toBe(status);
      ticket = moved.body;
    }
    expect(ticket.servedAt).not.toBeNull();
    const detail = await call<TicketDetail>(`tickets/${ticket.id}`);
    expect(detail.body.transitions.map((t) => `${t.from}→${t.to}`)).toEqual(['null→Waiting', 'Waiting→Being pulled', 'Being pulled→Waiting on order', 'Waiting on order→Ready at counter']);
  });

  it('completes only with a link or a no-sale reason (400 naming the field, nothing written)', async () => {
    const before = await writes();
    const bare = await call(`tickets/${ticket.id}/status`, { json: { version: ticket.version, status: 'Completed' } });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(`completionLink: ${COMPLETION_NEEDED}`);
    expect((await call(`tickets/${ticket.id}/status`, { json: { version: ticket.version, status: 'Teleported' } })).body.message).toMatch(/^status: /);
    expect(await writes()).toEqual(before);
  });

  it('completed with "no sale" records a lost sale in the same change, and is final', async () => {
    const done = await call(`tickets/${ticket.id}/status`, {
      json: { version: ticket.version, status: 'Completed', noSaleReason: 'Out of stock; customer went elsewhere', partNo: 'FLT-2210', description: 'Fuel filter', qty: 2 },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'Completed', noSaleReason: 'Out of stock; customer went elsewhere', nextStatuses: [] });
    const [sale] = await queryRows<Record<string, unknown>>(api.db, sql`select brn_id, part_no, description, qty, source, customer, reason, status from lost_sales where ticket_id = ${ticket.id}`);
    expect(sale).toEqual({ brn_id: '101', part_no: 'FLT-2210', description: 'Fuel filter', qty: 2, source: 'Counter', customer: 'Marcus Thompson', reason: 'Out of stock; customer went elsewhere', status: 'New' });
    const [audited] = await queryRows<{ before: { status: string }; after: { status: string } }>(
      api.db,
      sql`select before, after from audit_log where action = 'parts-ticket.status' and entity_id = ${String(ticket.id)} order by id desc limit 1`,
    );
    expect([audited!.before.status, audited!.after.status]).toEqual(['Ready at counter', 'Completed']);
    const again = await call(`tickets/${ticket.id}/status`, { json: { version: done.body.version, status: 'Being pulled' } });
    expect(again.status).toBe(409);
  });

  it('is cancelled only with a reason, and noted as of its version', async () => {
    const other = (await create({ company: 'Cancel Me Trucking' })).body;
    const noReason = await call(`tickets/${other.id}/status`, { json: { version: other.version, status: 'Cancelled' } });
    expect(noReason.body.message).toBe(`cancelReason: ${CANCEL_REASON_NEEDED}`);
    const noted = await call(`tickets/${other.id}/note`, { json: { version: other.version, note: 'Will call back' } });
    expect(noted.body.note).toBe('Will call back');
    expect((await call(`tickets/${other.id}/note`, { json: { version: other.version, note: 'Late' } })).status).toBe(409);
    const cancelled = await call(`tickets/${other.id}/status`, { json: { version: noted.body.version, status: 'Cancelled', cancelReason: 'Duplicate' } });
    expect(cancelled.body).toMatchObject({ status: 'Cancelled', cancelReason: 'Duplicate' });
  });
});

describe('waiting on an order', () => {
  it('keeps the ETA told when the ticket went to Waiting on order (a bad day is a 400 naming it, nothing written), and drops it when it moves on', async () => {
    const ticket = (await create({ firstName: 'Etta', lastName: 'Ordered' })).body;
    const before = await writes();
    const bad = await call(`tickets/${ticket.id}/status`, { json: { version: ticket.version, status: 'Waiting on order', eta: 'next Tuesday' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^eta: The ETA must be a date \(YYYY-MM-DD\)\./);
    expect(await writes()).toEqual(before);
    const ordered = await call(`tickets/${ticket.id}/status`, { json: { version: ticket.version, status: 'Waiting on order', eta: '2026-12-01' } });
    expect(ordered.body).toMatchObject({ status: 'Waiting on order', eta: '2026-12-01' });
    const [audited] = await queryRows<{ after: { eta: string } }>(api.db, sql`select after from audit_log where action = 'parts-ticket.status' and entity_id = ${String(ticket.id)}`);
    expect(audited!.after.eta).toBe('2026-12-01');
    const arrived = await call(`tickets/${ticket.id}/status`, { json: { version: ordered.body.version, status: 'Ready at counter', eta: '2026-12-02' } });
    expect(arrived.body).toMatchObject({ status: 'Ready at counter', eta: null });
  });
});

describe('calling the next customer', () => {
  it('calls the oldest waiting ticket, a truck down first, and never the same ticket twice', async () => {
    await overnight('201');
    const a = (await create({ brnId: '201', company: 'First In' })).body;
    const b = (await create({ brnId: '201', company: 'Second In' })).body;
    const down = (await create({ brnId: '201', company: 'Truck Down', truckDown: true })).body;
    const [one, two] = await Promise.all([call('tickets/call-next', { json: { brnId: '201' } }), call('tickets/call-next', { json: { brnId: '201' }, token: admin })]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect([one.body.id, two.body.id].sort()).toEqual([down.id, a.id].sort());
    expect(one.body).toMatchObject({ status: 'Being pulled' });
    const third = await call('tickets/call-next', { json: { brnId: '201' } });
    expect(third.body.id).toBe(b.id);
    const none = await call('tickets/call-next', { json: { brnId: '201' } });
    expect([none.status, none.body.message]).toEqual([404, NO_ONE_WAITING]);
  });

  it('counts the day by status with its average and longest wait, and filters the list', async () => {
    const queue = await call<TicketQueue>('tickets?brnId=201');
    expect(queue.body.counts).toMatchObject({ 'Being pulled': 3, Waiting: 0 });
    expect(queue.body.longestWaitMinutes).toBeGreaterThanOrEqual(0);
    expect(queue.body.averageWaitMinutes).toBeGreaterThanOrEqual(0);
    expect(queue.body.longWaitMinutes).toBe(15);
    const filtered = await call<TicketQueue>('tickets?brnId=201&status=Being%20pulled&type=Counter');
    expect(filtered.body.tickets).toHaveLength(3);
    expect((await call<TicketQueue>('tickets?brnId=201&type=Phone')).body.tickets).toHaveLength(0);
    const [first] = filtered.body.tickets;
    expect((await call<TicketQueue>(`tickets?brnId=201&number=${first!.number}`)).body.tickets.map((t) => t.id)).toEqual([first!.id]);
    const mine = await call<TicketQueue>(`tickets?brnId=201&assignee=${first!.assignedTo!.id}`);
    expect(mine.body.tickets.length).toBeGreaterThan(0);
    // The filter's choices stay the day's assignees whatever the list shows.
    expect(mine.body.assignees).toEqual(queue.body.assignees);
    expect(queue.body.assignees.map((a) => a.id)).toContain(first!.assignedTo!.id);
    expect((await call('tickets?brnId=201&status=Lost')).status).toBe(400);
  });
});

describe('live changes', () => {
  it('reach a follower of the branch at once, and its hanging up ends the following', async () => {
    const followers = ticketFeed.listenerCount('101');
    const stream = readEvents(await api.request('parts/tickets/stream?brnId=101', { token: admin }));
    const ready = await stream.next((e) => e.event === 'ready');
    expect(ticketFeed.listenerCount('101')).toBe(followers + 1);
    const made = (await create({ company: 'Live Freight' })).body;
    const event = await stream.next((e) => e.event === 'ticket');
    expect(JSON.parse(event.data)).toMatchObject({ ticket: { id: made.id, customer: 'Live Freight', status: 'Waiting' } });
    expect(event.id).not.toBe(ready.id);
    await stream.close();
    await expect.poll(() => ticketFeed.listenerCount('101')).toBe(followers);
  });

  it('catches up a client that reconnects with Last-Event-ID, or tells it to resync', async () => {
    const first = readEvents(await api.request('parts/tickets/stream?brnId=101', { token: parts }));
    const { id } = await first.next((e) => e.event === 'ready');
    await first.close();
    const missed = (await create({ company: 'While Away' })).body;
    const back = readEvents(await api.request('parts/tickets/stream?brnId=101', { token: parts, headers: { 'last-event-id': id! } }));
    expect(JSON.parse((await back.next((e) => e.event === 'ticket')).data).ticket.id).toBe(missed.id);
    await back.close();
    const lost = readEvents(await api.request('parts/tickets/stream?brnId=101', { token: parts, headers: { 'last-event-id': 'another-server.12' } }));
    expect((await lost.next()).event).toBe('resync');
    await lost.close();
  });
});

describe('the TV board', () => {
  it('shows today’s tickets of the branch without sign-in: number, first name and last initial, minutes — never a full name, RO, phone or note', async () => {
    await overnight('101');
    const secret = (await create({ firstName: 'Rosalind', lastName: 'Featherstonehaugh', slsId: 'P-77341', untId: 'FLEET-0912', note: 'Phone 404-555-0143, acct 88120' })).body;
    await call(`tickets/${secret.id}/status`, { json: { version: secret.version, status: 'Being pulled' } });
    await create({ company: 'Southeastern Freight Lines of Georgia' });
    const board = await call<Board>('board/101', { token: null });
    expect(board.status).toBe(200);
    expect(board.body).toMatchObject({ brnId: '101', branchName: 'Norcross' });
    expect(board.body.columns.beingPulled).toEqual([{ number: secret.number, name: 'Rosalind F.', minutesWaiting: 0 }]);
    expect(board.body.columns.waiting.map((t) => t.name)).toEqual(['Southeastern…']);
    expect(board.body.columns.readyForPickUp).toEqual([]);
    const shown = JSON.stringify(board.body);
    for (const secretPart of ['Featherstonehaugh', 'P-77341', 'FLEET-0912', '404-555-0143', '88120', 'Freight Lines']) expect(shown).not.toContain(secretPart);
  });

  it('answers an unknown branch with a neutral 404', async () => {
    for (const brnId of ['999', 'abc', '1010101']) {
      const answer = await call(`board/${brnId}`, { token: null });
      expect([answer.status, answer.body.message]).toEqual([404, BOARD_NOT_FOUND]);
    }
  });

  it('is rate-limited per client address: a 429 with Retry-After once its bucket is empty', async () => {
    const from = { 'x-forwarded-for': '10.77.0.1' };
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await call(`board/101`, { token: null, headers: from }));
    expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true);
    expect(answers[20]!.status).toBe(429);
    expect(Number(answers[20]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(`board/101`, { token: null, headers: { 'x-forwarded-for': '10.77.0.2' } })).status).toBe(200);
  });

  it('streams the sanitized board at once and again on each change', async () => {
    const stream = readEvents(await api.request('parts/board/201/stream'));
    const first = JSON.parse((await stream.next((e) => e.event === 'board')).data) as Board;
    expect(first.branchName).toBe('Birmingham');
    const made = (await create({ brnId: '201', firstName: 'Keisha', lastName: 'Whitfield' })).body;
    const next = JSON.parse((await stream.next((e) => e.event === 'board')).data) as Board;
    expect(next.columns.waiting).toContainEqual({ number: made.number, name: 'Keisha W.', minutesWaiting: 0 });
    expect(JSON.stringify(next)).not.toContain('Whitfield');
    await stream.close();
    expect((await api.request('parts/board/999/stream')).status).toBe(404);
  });
});

describe('the demo’s morning', () => {
  it('has tickets at Norcross and Birmingham on the demo’s day, numbered from 1, in every stage, one a no-sale recorded as a lost sale, and seeding again adds nothing', async () => {
    const morning = () =>
      queryRows<{ brn_id: string; n: number; numbers: number; statuses: string[]; transitions: number; lost: number }>(
        api.db,
        sql`select t.brn_id, count(*)::int as n, max(t.number)::int as numbers, array_agg(distinct t.status) as statuses,
              (select count(*)::int from parts_ticket_transitions x where x.brn_id = t.brn_id and x.at::date = '2026-11-20') as transitions,
              (select count(*)::int from lost_sales l where l.brn_id = t.brn_id and l.ticket_id is not null and l.created_at::date = '2026-11-20') as lost
            from parts_tickets t where t.day = '2026-11-20' group by t.brn_id order by t.brn_id`,
      );
    const seeded = await morning();
    expect(seeded.map((b) => b.brn_id)).toEqual(['101', '201']);
    for (const branch of seeded) {
      expect(branch.n).toBeGreaterThan(10);
      expect(branch.numbers).toBe(branch.n);
      expect(branch.statuses).toEqual(expect.arrayContaining(['Completed', 'Waiting', 'Being pulled']));
      expect(branch.transitions).toBeGreaterThan(branch.n);
      expect(branch.lost).toBe(1);
    }
    const users = await queryRows<{ email: string; id: number }>(api.db, sql`select email, id from users`);
    await seedPartsTickets(api.db, new Map(users.map((u) => [u.email, u.id])));
    expect(await morning()).toEqual(seeded);
  });
});
