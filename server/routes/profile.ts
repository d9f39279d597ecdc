import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import {
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_CHANGE_WHILE_ASSUMING_MESSAGE,
  TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  changePasswordRules,
} from '../../src/domain/auth';
import { USER_ADMIN } from '../../src/domain/apiGuards';
import { hasAnyPermission } from '../../src/domain/permissionCheck';
import { documentUrlSchema, profileNameSchema } from '../../src/domain/userPayloads';
import { FILE_NOT_FOUND, PROFILE_IMAGE_FOLDER, PROFILE_NAME_SAVED, USER_NOT_FOUND, type MyProfileData } from '../../src/domain/users';
import { actorOf, audit } from '../audit';
import { invalidateAuthCache } from '../auth/authCache';
import { guard } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { PASSWORD_CHANGE_PER_ACCOUNT, takeAttempt } from '../auth/rateLimit';
import { revokeAllSessions } from '../auth/sessions';
import { users } from '../db/schema';
import { badRequest, fail, readForm, readJson, type AppEnv } from '../http';
import { profileImageUploadLimit, saveProfileImage, userProfile } from '../users/profile';

/**
 * Each signed-in user's own account (/profile), whatever their permissions: the caller is always the
 * session's user, never an id from the request. While assuming, that is the assumed user, and every
 * change is audited with both; the password, a secret of its owner, is changed only by the owner.
 */
export const profileRoutes = new Hono<AppEnv>()
  .get('/profile', guard('GET /profile'), async (c) => {
    const { db, storage } = c.var.deps;
    const profile = await userProfile(db, c.var.user.id);
    if (!profile) fail(404, USER_NOT_FOUND);
    const key = profile.user.profile_image;
    return c.json({ content: { ...profile, image_url: key ? storage.signedUrl(key) : null } satisfies MyProfileData });
  })

  .put('/profile', guard('PUT /profile'), async (c) => {
    const { name } = await readJson(c, profileNameSchema);
    const { db } = c.var.deps;
    const { id } = c.var.user;
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id));
      if (!before) fail(404, USER_NOT_FOUND);
      await tx.update(users).set({ name }).where(eq(users.id, id));
      await audit(tx, { action: 'user.profile', ...actorOf(c), entity: 'user', entityId: id, before, after: { name } });
    });
    invalidateAuthCache();
    return c.json({ content: { name }, message: PROFILE_NAME_SAVED });
  })

  .post('/profile/password', guard('POST /profile/password'), async (c) => {
    const { currentPassword, newPassword } = await readForm(c, changePasswordRules);
    if (c.var.assumedBy) fail(403, PASSWORD_CHANGE_WHILE_ASSUMING_MESSAGE);
    const { db } = c.var.deps;
    const { id } = c.var.user;
    const session = c.var.session;
    // Counted like a sign-in before the slow check: a stolen session cannot be used to guess the password.
    const attempt = await takeAttempt(db, [[PASSWORD_CHANGE_PER_ACCOUNT, String(id)]]);
    if (!attempt) {
      await audit(db, { action: 'user.password.throttled', ...actorOf(c), entity: 'user', entityId: id });
      fail(429, TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE);
    }
    const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
    if (!(await verifyPassword(account?.passwordHash, currentPassword))) {
      await audit(db, { action: 'user.password.failure', ...actorOf(c), entity: 'user', entityId: id });
      badRequest([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }]);
    }
    await attempt.release();
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
      // Every other session knew the old password: they end, and whatever was assumed from them; this one stays.
      const otherSessionsEnded = await revokeAllSessions(tx, id, session.id);
      await audit(tx, { action: 'user.password', ...actorOf(c), entity: 'user', entityId: id, after: { passwordChanged: true, otherSessionsEnded } });
    });
    invalidateAuthCache();
    return c.json({ message: PASSWORD_CHANGED_MESSAGE });
  })

  .post('/profile/image', guard('POST /profile/image'), profileImageUploadLimit(), async (c) => saveProfileImage(c, c.var.user.id))

  /** The spec's signed URL for a profile image: only for a user the caller may see (themself, or as a user administrator). */
  .post('/newfeatures/getDocumentSASUrlGen', guard('POST /newfeatures/getDocumentSASUrlGen'), async (c) => {
    const { filename, folderName } = await readJson(c, documentUrlSchema);
    if (folderName !== PROFILE_IMAGE_FOLDER) fail(400, `folderName: Only ${PROFILE_IMAGE_FOLDER} is served here.`);
    const key = filename.startsWith(`${folderName}/`) ? filename : `${folderName}/${filename}`;
    const [owner] = await c.var.deps.db.select({ id: users.id }).from(users).where(eq(users.profileImage, key));
    if (!owner || (owner.id !== c.var.user.id && !hasAnyPermission(c.var.user.permissions, USER_ADMIN))) fail(404, FILE_NOT_FOUND);
    return c.json({ url: c.var.deps.storage.signedUrl(key) });
  });
