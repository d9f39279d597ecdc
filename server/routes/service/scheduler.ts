import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as z from 'zod/mini';
import { newYorkDay } from '../../../src/domain/businessDays';
import { bayRefusal, isBayOf, placementRefusal, scheduleTypeOfRo, splitRefusal, timesRefusal } from '../../../src/domain/service/placement';
import {
  BOARD_VIEWS,
  entryStatusSchema,
  moveEntrySchema,
  placeJobSchema,
  splitEntrySchema,
  unscheduleSchema,
  type BoardEntry,
  type PlacementRefusal,
} from '../../../src/domain/service/schedulerBoard';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { changeRecord, createRecord, removeRecord } from '../../business/recordChange';
import type { Database } from '../../db/database';
import { badRequest, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { RECONNECT_MS } from '../parts/ticketsData';
import type { SSEStreamingApi } from 'hono/streaming';
import type { FeedEvent } from '../../business/liveFeed';
import { catchUp, streamLive } from '../../business/liveStream';
import {
  boardEntryOf,
  bookedOn,
  branchBays,
  closedOn,
  ENTRY,
  lockBayDay,
  lockTechnicianDay,
  laborOpOfJob,
  openJobOf,
  placementCheckOf,
  readBoard,
  schedulerFeed,
  technicianOfBranch,
  type SchedulerEvent,
} from './schedulerData';

const branchField = z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.'));
const boardQuery = z.object({
  brnId: branchField,
  view: z.optional(z.enum(BOARD_VIEWS, { error: 'view must be day or week.' })),
  day: z.optional(z.iso.date({ error: 'day must be a date (YYYY-MM-DD).' })),
});
const liveQuery = z.object({ brnId: branchField });
const versionQuery = z.object({ version: z.coerce.number({ error: 'version must be a number.' }).check(z.int('version must be a number.')) });

/** A placement the rules forbid: 409 with the reason in words (as `message`, the house's, and `error`, the board's). */
function refuse(refusal: PlacementRefusal): never {
  const body = { message: refusal.message, error: refusal.message, missing: refusal.missing };
  throw new HTTPException(409, { message: refusal.message, res: Response.json(body, { status: 409 }) });
}

/** Tells the branch's open boards, once the change is committed. */
function publish(brnId: string, event: SchedulerEvent): void {
  schedulerFeed.publish(brnId, event);
}

interface Placing {
  brnId: string;
  /** The technician, or null for a job waiting in a bay for one. */
  empId: string | null;
  bay: string | null;
  laborOp: string | null;
  startAt: string;
  endAt: string;
  /** The block being moved, left out of the technician's and the bay's other blocks. */
  except?: number;
}

/**
 * Checks the times, the technician and the bay (400 naming the field), then, with the technician's day and the
 * bay's day locked in `tx`, the rules (409 with the reason): the technician's skills, the branch open, the
 * technician not away, no overlap for the technician nor in the bay.
 */
async function judgePlacement(tx: Database, p: Placing): Promise<void> {
  const span = { from: Date.parse(p.startAt), to: Date.parse(p.endAt) };
  const times = timesRefusal(span);
  if (times) badRequest([times]);
  if (p.empId === null && p.bay === null) badRequest([{ field: 'bay', message: 'Choose a technician or a bay.' }]);
  const technician = p.empId === null ? null : await technicianOfBranch(tx, p.brnId, p.empId);
  if (p.empId !== null && !technician) badRequest([{ field: 'empId', message: 'Choose a technician of the branch.' }]);
  const bays = p.bay === null ? [] : await branchBays(tx, p.brnId);
  if (p.bay !== null && !isBayOf(p.bay, bays)) badRequest([{ field: 'bay', message: `Choose a bay of the branch (${bays.join(', ') || 'none in its templates'}).` }]);
  const day = newYorkDay(span.from);
  if (technician) {
    await lockTechnicianDay(tx, technician.empId, day);
    const refusal = placementRefusal(await placementCheckOf(tx, { brnId: p.brnId, technician, laborOp: p.laborOp, span, except: p.except }));
    if (refusal) refuse(refusal);
  }
  if (p.bay !== null) {
    await lockBayDay(tx, p.brnId, p.bay, day);
    const [open, booked] = await Promise.all([closedOn(tx, p.brnId, day), bookedOn(tx, { brnId: p.brnId, bay: p.bay }, day, p.except)]);
    const refusal = bayRefusal({ bay: p.bay, bays, span, booked, ...open });
    if (refusal) refuse(refusal);
  }
}

/** A bay as the branch's templates spell it. */
const bayCode = (bay: string | null | undefined): string | null => (bay ? bay.trim().toUpperCase() : null);

type EntryRow = Parameters<typeof ENTRY.branchOf>[0] & Awaited<ReturnType<typeof changeRecord<typeof ENTRY.table>>>;

/** Changes one block as of the version seen (in a transaction `change` also reads in), and tells the branch's open boards. */
async function changeEntry(c: AppContext, action: string, id: number, version: number, change: (before: EntryRow, tx: Database) => Promise<Partial<EntryRow>> | Partial<EntryRow>) {
  const row = await c.var.deps.db.transaction((tx) => changeRecord(c, tx, { ...ENTRY, action, id, version, change: (before) => change(before, tx) }));
  const entry = boardEntryOf(row);
  publish(row.brnId, { kind: 'entry', entry });
  return entry;
}

/**
 * /servicescheduler: a branch's board (technicians, their hours, blocks, the queue, capacity) for a day or a
 * week, and the dispatcher's moves: place a job's hours (or non-RO work) on a technician, move or resize a
 * block, split it, set its status, send it back to the queue. The server judges each placement with the
 * technician's day locked, so two dispatchers cannot book one slot twice; each change names the version the
 * dispatcher saw (409 when someone moved it since), is audited, and is sent to the branch's open boards.
 */
export const schedulerRoutes = new Hono<AppEnv>()
  .get('/service/scheduler', guard('GET /service/scheduler'), async (c) => {
    const q = parseWith(boardQuery, c.req.query());
    branchScope(c, [q.brnId]);
    return c.json(await readBoard(c.var.deps.db, q.brnId, q.view ?? 'day', q.day ?? newYorkDay(new Date())));
  })
  .get('/service/scheduler/live', guard('GET /service/scheduler/live'), (c) => {
    const { brnId } = parseWith(liveQuery, c.req.query());
    branchScope(c, [brnId]);
    const lastEventId = c.req.header('last-event-id') ?? c.req.query('lastEventId');
    const send = (stream: SSEStreamingApi, { id, data }: FeedEvent<SchedulerEvent>) =>
      data.kind === 'entry' ? stream.writeSSE({ event: 'entry', id, data: JSON.stringify(data.entry) }) : stream.writeSSE({ event: 'removed', id, data: JSON.stringify({ id: data.id }) });
    return streamLive(c, schedulerFeed, brnId, {
      start: (stream) => catchUp(stream, schedulerFeed, brnId, lastEventId, RECONNECT_MS, (event) => send(stream, event)),
      send,
    });
  })
  .post('/service/scheduler/entries', guard('POST /service/scheduler/entries'), async (c) => {
    const input = await readJson(c, placeJobSchema);
    branchScope(c, [input.brnId]);
    const { db } = c.var.deps;
    const row = await db.transaction(async (tx) => {
      let laborOp: string | null = null;
      let scheduleType = input.scheduleType;
      if (input.job) {
        const job = await openJobOf(tx, input.brnId, input.job);
        if (!job) badRequest([{ field: 'job', message: 'Choose a job of an open repair order of the branch.' }]);
        laborOp = job.laborOp;
        scheduleType ??= scheduleTypeOfRo(job.roType);
      } else if (!scheduleType) {
        badRequest([{ field: 'scheduleType', message: 'Choose the kind of work, or a job.' }]);
      }
      await judgePlacement(tx, { brnId: input.brnId, empId: input.empId, bay: bayCode(input.bay), laborOp, startAt: input.startAt, endAt: input.endAt });
      return createRecord(c, tx, {
        ...ENTRY,
        action: 'schedule-entry.place',
        values: {
          brnId: input.brnId,
          scheduleType,
          slsId: input.job?.slsId ?? null,
          opsId: input.job?.opsId ?? null,
          empId: input.empId,
          bay: bayCode(input.bay),
          startAt: new Date(input.startAt),
          endAt: new Date(input.endAt),
          note: input.note ?? null,
        },
      });
    });
    const entry: BoardEntry = boardEntryOf(row);
    publish(row.brnId, { kind: 'entry', entry });
    return c.json(entry, 201);
  })
  .patch('/service/scheduler/entries/:id', guard('PATCH /service/scheduler/entries/:id'), async (c) => {
    const id = idParam(c, 'a block');
    const input = await readJson(c, moveEntrySchema);
    return c.json(
      await changeEntry(c, 'schedule-entry.move', id, input.version, async (before, tx) => {
        const bay = input.bay === undefined ? before.bay : bayCode(input.bay);
        await judgePlacement(tx, { brnId: before.brnId, empId: input.empId, bay, laborOp: await laborOpOfJob(tx, before), startAt: input.startAt, endAt: input.endAt, except: id });
        return { empId: input.empId, bay, startAt: new Date(input.startAt), endAt: new Date(input.endAt) };
      }),
    );
  })
  .post('/service/scheduler/entries/:id/split', guard('POST /service/scheduler/entries/:id/split'), async (c) => {
    const id = idParam(c, 'a block');
    const input = await readJson(c, splitEntrySchema);
    const at = Date.parse(input.at);
    const [first, second] = await c.var.deps.db.transaction(async (tx) => {
      let end = 0;
      const kept = await changeRecord(c, tx, {
        ...ENTRY,
        action: 'schedule-entry.split',
        id,
        version: input.version,
        change: (before) => {
          const refusal = splitRefusal({ from: before.startAt.getTime(), to: before.endAt.getTime() }, at);
          if (refusal) badRequest([{ field: 'at', message: refusal }]);
          end = before.endAt.getTime();
          return { endAt: new Date(at) };
        },
      });
      const { brnId, scheduleType, slsId, opsId, empId, bay, status, note } = kept;
      const rest = await createRecord(c, tx, { ...ENTRY, action: 'schedule-entry.split', values: { brnId, scheduleType, slsId, opsId, empId, bay, status, note, startAt: new Date(at), endAt: new Date(end) } });
      return [kept, rest] as const;
    });
    const entries = [boardEntryOf(first), boardEntryOf(second)] as const;
    for (const entry of entries) publish(first.brnId, { kind: 'entry', entry });
    return c.json({ entries });
  })
  .patch('/service/scheduler/entries/:id/status', guard('PATCH /service/scheduler/entries/:id/status'), async (c) => {
    const id = idParam(c, 'a block');
    const input = await readJson(c, entryStatusSchema);
    return c.json(await changeEntry(c, 'schedule-entry.status', id, input.version, () => ({ status: input.status })));
  })
  .delete('/service/scheduler/entries/:id', guard('DELETE /service/scheduler/entries/:id'), async (c) => {
    const id = idParam(c, 'a block');
    const { version } = parseWith(unscheduleSchema, parseWith(versionQuery, c.req.query()));
    const removed = await c.var.deps.db.transaction((tx) => removeRecord(c, tx, { ...ENTRY, action: 'schedule-entry.unschedule', id, version }));
    publish(removed.brnId, { kind: 'removed', id });
    return c.body(null, 204);
  });
