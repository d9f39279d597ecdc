import { createMiddleware } from 'hono/factory';
import type { AuthUser } from '../../src/domain/auth';
import { assumeRefusal } from '../../src/domain/assumeUser';
import { fail, type AppContext, type AppEnv } from '../http';
import { loadAuthUser } from '../users/authUser';
import { cachedAuth, rememberAuth } from './authCache';
import { findOriginalSession, findSession, revokeSession, type SessionRow } from './sessions';
import { hashToken } from './tokens';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';
export const ASSUMPTION_ENDED_MESSAGE = 'Working as another user has ended. Please sign in again.';

/** Every protected endpoint: a live bearer token, else 401. Sets the session and the user. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const { db, config } = c.var.deps;
  const header = c.req.header('authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) fail(401, SESSION_ENDED_MESSAGE);
  const tokenHash = hashToken(token);
  let auth = cachedAuth(tokenHash, config.sessionIdleMinutes);
  if (!auth) {
    const session = await findSession(db, config, tokenHash);
    if (!session) fail(401, SESSION_ENDED_MESSAGE);
    const user = await loadAuthUser(db, config, session.userId);
    if (!user) fail(401, SESSION_ENDED_MESSAGE);
    const assumedBy = session.originalSessionId ? await liveAssumer(c, session, user) : null;
    auth = rememberAuth(tokenHash, session, assumedBy ? { ...user, assumedBy } : user, assumedBy);
  }
  c.set('session', auth.session);
  c.set('user', auth.user);
  c.set('assumedBy', auth.assumedBy);
  await next();
});

/**
 * Who works as `user` in an assumed session, while the assumption still holds: the session it came from
 * lives, and its user may still assume this one (assumeRefusal). Otherwise the assumed session ends (401).
 */
async function liveAssumer(c: AppContext, session: SessionRow, user: AuthUser): Promise<{ id: number; name: string }> {
  const { db, config } = c.var.deps;
  const original = await findOriginalSession(db, session.originalSessionId!);
  const assumer = original ? await loadAuthUser(db, config, original.userId) : null;
  if (!assumer || assumeRefusal(assumer, user)) {
    await revokeSession(db, session.id);
    fail(401, ASSUMPTION_ENDED_MESSAGE);
  }
  return { id: assumer.id, name: assumer.name };
}
