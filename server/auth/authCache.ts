import type { AuthUser } from '../../src/domain/auth';
import type { SessionRow } from './sessions';

/**
 * The session and user behind a token, kept for a few seconds so busy screens do not query the
 * database on every call. Any write that changes who a user is or what they may do calls
 * `invalidateAuthCache()`, so a change in this process takes effect at once; the short lifetime
 * bounds the delay for changes made by another server process on the same PostgreSQL.
 */
const LIFETIME_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  session: SessionRow;
  user: AuthUser;
  assumedBy: { id: number; name: string } | null;
  cachedAt: number;
}

const entries = new Map<string, Entry>();

export function cachedAuth(tokenHash: string, idleMinutes: number): Entry | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  const now = Date.now();
  const live =
    now - entry.cachedAt < LIFETIME_MS &&
    entry.session.expiresAt.getTime() > now &&
    entry.session.lastSeenAt.getTime() > now - idleMinutes * 60_000;
  if (!live) entries.delete(tokenHash);
  return live ? entry : undefined;
}

export function rememberAuth(tokenHash: string, session: SessionRow, user: AuthUser, assumedBy: Entry['assumedBy']): Entry {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const entry = { session, user, assumedBy, cachedAt: Date.now() };
  entries.set(tokenHash, entry);
  return entry;
}

export function invalidateAuthCache(): void {
  entries.clear();
}
