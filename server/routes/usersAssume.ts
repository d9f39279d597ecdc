import { Hono } from 'hono';
import { guard } from '../auth/guard';
import { eq } from 'drizzle-orm';
import type { LoginAnswer } from '../../src/domain/auth';
import { hasAnyPermission } from '../../src/domain/permissionCheck';
import {
  ASSUME_INACTIVE_MESSAGE,
  ASSUME_NESTED_MESSAGE,
  ASSUME_SELF_MESSAGE,
  NOT_ASSUMING_MESSAGE,
  USER_NOT_FOUND,
} from '../../src/domain/users';
import { assumeSchema } from '../../src/domain/userPayloads';
import { actorOf, audit } from '../audit';
import { ASSUME_PERMISSION, assumeRefusal } from '../../src/domain/assumeUser';
import { FORBIDDEN_MESSAGE } from '../auth/middleware';
import { createSession, revokeSession } from '../auth/sessions';
import { sessions, users } from '../db/schema';
import { clientIp, fail, readJson, type AppEnv } from '../http';
import { loadAuthUser } from '../users/authUser';

/**
 * The spec's POST /api/user/assume { userId, isBackToOriginal }.
 * Assume: a new session for the target that points at the caller's session; the caller keeps its own
 * token. Back: called with the assumed session's token, revokes it and answers the original user.
 */
export const usersAssumeRoutes = new Hono<AppEnv>().post('/user/assume', guard('POST /user/assume'), async (c) => {
  const { userId, isBackToOriginal } = await readJson(c, assumeSchema);
  const { db, config } = c.var.deps;
  const session = c.var.session;
  const caller = c.var.user;

  if (isBackToOriginal) {
    if (!session.originalSessionId) fail(400, NOT_ASSUMING_MESSAGE);
    const [original] = await db.select().from(sessions).where(eq(sessions.id, session.originalSessionId));
    await revokeSession(db, session.id);
    await audit(db, {
      action: 'user.assume.stop',
      actorUserId: original?.userId ?? null,
      assumedUserId: caller.id,
      entity: 'session',
      entityId: session.id,
      ip: clientIp(c),
      before: { assumedUserId: caller.id },
      after: { originalUserId: original?.userId ?? null },
    });
    const user = original ? await loadAuthUser(db, config, original.userId) : null;
    if (!user) fail(401, 'Your original session has ended. Please sign in again.');
    return c.json({ content: user });
  }

  if (session.originalSessionId) fail(403, ASSUME_NESTED_MESSAGE);
  if (!hasAnyPermission(caller.permissions, [ASSUME_PERMISSION])) fail(403, FORBIDDEN_MESSAGE);
  if (userId === caller.id) fail(403, ASSUME_SELF_MESSAGE);
  const [target] = await db.select({ id: users.id, active: users.active }).from(users).where(eq(users.id, userId!));
  if (!target) fail(404, USER_NOT_FOUND);
  if (!target.active) fail(403, ASSUME_INACTIVE_MESSAGE);
  const targetUser = (await loadAuthUser(db, config, target.id))!;
  const refusal = assumeRefusal(caller, targetUser);
  if (refusal) {
    await audit(db, { action: 'user.assume.refused', ...actorOf(c), entity: 'user', entityId: target.id, after: { reason: refusal } });
    fail(403, refusal);
  }

  const { token, session: assumed } = await createSession(db, config, {
    userId: target.id,
    ip: clientIp(c),
    userAgent: c.req.header('user-agent') ?? '',
    originalSessionId: session.id,
  });
  await audit(db, {
    action: 'user.assume.start',
    actorUserId: caller.id,
    assumedUserId: target.id,
    entity: 'session',
    entityId: assumed.id,
    ip: clientIp(c),
    after: { originalUserId: caller.id, assumedUserId: target.id },
  });
  const content: LoginAnswer = { ...targetUser, token, assumedBy: { id: caller.id, name: caller.name } };
  return c.json({ content });
});
