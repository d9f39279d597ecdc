import { and, eq, gt, isNull, sql } from 'drizzle-orm';
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
  const [row] = await db
    .select({ session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleSince),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.session.id));
  }
  return row.session;
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  invalidateAuthCache();
}
