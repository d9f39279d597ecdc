import { and, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import { hashToken, newToken } from './tokens';
import { invalidateAuthCache } from './authCache';

export type SessionRow = typeof sessions.$inferSelect;

/** Seen-at is written at most once a minute, so a busy session does not write on every request. */
const TOUCH_AFTER_MS = 60_000;

export async function createSession(
  db: Database,
  config: ServerConfig,
  input: { userId: number; ip?: string; userAgent?: string; originalSessionId?: number | null },
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      originalSessionId: input.originalSessionId ?? null,
      expiresAt: new Date(Date.now() + config.sessionMaxHours * 3_600_000),
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    })
    .returning();
  return { token, session: session! };
}

/** The live session of a token's hash: not revoked, not past its absolute or idle expiry, user active. */
export async function findSession(db: Database, config: ServerConfig, tokenHash: string): Promise<SessionRow | null> {
  const idleSince = new Date(Date.now() - config.sessionIdleMinutes * 60_000);
  const session = await liveSession(db, and(eq(sessions.tokenHash, tokenHash), gt(sessions.lastSeenAt, idleSince))!);
  if (session && Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    // An assumed session keeps the session it came from in use too.
    const ids = session.originalSessionId ? [session.id, session.originalSessionId] : [session.id];
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(inArray(sessions.id, ids));
  }
  return session;
}

/** The session an assumed one was started from, while it lives (its idle time is the assumed session's). */
export function findOriginalSession(db: Database, id: number): Promise<SessionRow | null> {
  return liveSession(db, eq(sessions.id, id));
}

async function liveSession(db: Database, which: SQL): Promise<SessionRow | null> {
  const [row] = await db
    .select({ session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(which, isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.active, true)))
    .limit(1);
  return row?.session ?? null;
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  invalidateAuthCache();
}

/** Signing out ends the session, the one it was assumed from, and every session assumed from either. */
export async function revokeSessionFamily(db: Database, session: SessionRow): Promise<void> {
  const ids = session.originalSessionId ? [session.id, session.originalSessionId] : [session.id];
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(isNull(sessions.revokedAt), or(inArray(sessions.id, ids), inArray(sessions.originalSessionId, ids))));
  invalidateAuthCache();
}

/**
 * Ends every session of a user at once, and every session assumed from one of them: a deactivated account,
 * a password set by an administrator. `keep` spares one session: the one a user changes their password in.
 */
export async function revokeAllSessions(tx: Pick<Database, 'update'>, id: number, keep?: number): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
        or(eq(sessions.userId, id), sql`${sessions.originalSessionId} in (select s.id from sessions s where s.user_id = ${id})`),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
