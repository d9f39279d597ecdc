import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { SSEStreamingApi } from 'hono/streaming';
import { boardColumnsOf, type Board } from '../../../src/domain/parts/ticketsBoard';
import { guard } from '../../auth/guard';
import { streamLive } from '../../business/liveStream';
import { limitPerAddress } from '../../business/addressLimit';
import type { Database } from '../../db/database';
import { partsTickets } from '../../db/partsTickets';
import { branches } from '../../db/schema';
import { fail, type AppEnv } from '../../http';
import { RECONNECT_MS, ticketFeed, todayAt } from './ticketsData';

export const BOARD_NOT_FOUND = 'Not found.';

/** A board reloads rarely and follows its stream: 20 requests at once, then one each 3 seconds, per client address. */
const rateLimited = limitPerAddress({ capacity: 20, perSecond: 1 / 3 });

/** The board of a branch now, or undefined for a branch that does not exist (the same neutral 404 for any such id). */
async function boardOf(db: Database, brnId: string): Promise<Board | undefined> {
  if (!/^\d{1,6}$/.test(brnId)) return undefined;
  const [branch] = await db.select({ name: branches.name }).from(branches).where(eq(branches.code, brnId));
  if (!branch) return undefined;
  const rows = await db
    .select({
      number: partsTickets.number,
      status: partsTickets.status,
      firstName: partsTickets.firstName,
      lastName: partsTickets.lastName,
      company: partsTickets.company,
      createdAt: partsTickets.createdAt,
    })
    .from(partsTickets)
    .where(todayAt(brnId));
  const now = Date.now();
  return {
    brnId,
    branchName: branch.name,
    serverTime: new Date(now).toISOString(),
    columns: boardColumnsOf(
      rows.map((r) => ({ ...r, openedAt: r.createdAt.getTime() })),
      now,
    ),
  };
}

/**
 * The counter's TV board (/tickets/{brnId}): open, without sign-in, so it shows only what anyone in the room
 * may read (src/domain/parts/ticketsBoard.ts) and is rate-limited per client address. GET …/stream sends the
 * whole board at once, again on each change of the branch's tickets, and every 15 s while nothing changes.
 */
export const ticketBoardRoutes = new Hono<AppEnv>()
  .get('/parts/board/:brnId', guard('GET /parts/board/:brnId'), rateLimited, async (c) => {
    const board = await boardOf(c.var.deps.db, c.req.param('brnId'));
    if (!board) fail(404, BOARD_NOT_FOUND);
    return c.json(board);
  })
  .get('/parts/board/:brnId/stream', guard('GET /parts/board/:brnId/stream'), rateLimited, async (c) => {
    const { db } = c.var.deps;
    const brnId = c.req.param('brnId');
    if (!(await boardOf(db, brnId))) fail(404, BOARD_NOT_FOUND);
    const sendBoard = async (stream: SSEStreamingApi, id: string) =>
      stream.writeSSE({ event: 'board', id, retry: RECONNECT_MS, data: JSON.stringify(await boardOf(db, brnId)) });
    // While nothing changes the board is sent again each heartbeat: its minutes move on, and a TV that hears
    // nothing for two minutes knows the server is gone ("board offline").
    return streamLive(c, ticketFeed, brnId, {
      start: (stream) => sendBoard(stream, ticketFeed.lastId),
      send: (stream, event) => sendBoard(stream, event.id),
      heartbeat: (stream) => sendBoard(stream, ticketFeed.lastId),
    });
  });
