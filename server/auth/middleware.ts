import { createMiddleware } from 'hono/factory';
import { hasAnyPermission } from '../../src/domain/permissionCheck';
import { fail, type AppEnv } from '../http';
import { loadAuthUser } from '../users/authUser';
import { cachedAuth, rememberAuth } from './authCache';
import { findSession } from './sessions';
import { hashToken } from './tokens';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';

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
    rememberAuth(tokenHash, session, user);
    auth = { session, user, cachedAt: Date.now() };
  }
  c.set('session', auth.session);
  c.set('user', auth.user);
  await next();
});

/** The spec's check, on the server: one of the user's permission names is one of these. */
export function requirePermission(...required: string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!hasAnyPermission(c.var.user.permissions, required)) fail(403, FORBIDDEN_MESSAGE);
    await next();
  });
}
