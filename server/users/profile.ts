import { desc, eq } from 'drizzle-orm';
import {
  PROFILE_IMAGE_FOLDER,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIZE_MESSAGE,
  PROFILE_IMAGE_TYPE_MESSAGE,
  PROFILE_IMAGE_UPDATED,
  RECENT_ACTIVITY_LIMIT,
  USER_NOT_FOUND,
  type ActivityRow,
  type UserProfileData,
} from '../../src/domain/users';
import { actorOf, audit } from '../audit';
import { uploadLimit } from '../bodyLimits';
import type { Database } from '../db/database';
import { activityLogs, users } from '../db/schema';
import { fail, type AppContext } from '../http';
import { sniffType } from '../storage/sniff';
import { storeUpload } from '../storage/uploads';
import { grantsOf, userDetail } from './adminQueries';

/**
 * A user's profile: the account, what they hold and what they did lately. The administrators' profile of
 * anyone (GET /api/users/profile/:id) and each user's own (GET /api/profile) answer the same.
 */
export async function userProfile(db: Database, id: number): Promise<UserProfileData | null> {
  const detail = await userDetail(db, id);
  if (!detail) return null;
  const grants = (await grantsOf(db, [id])).get(id)!;
  const activity = await db
    .select({
      id: activityLogs.id,
      action: activityLogs.action,
      page_name: activityLogs.pageName,
      description: activityLogs.description,
      branch_id: activityLogs.branchId,
      loadtime: activityLogs.loadtime,
      created_at: activityLogs.createdAt,
    })
    .from(activityLogs)
    .where(eq(activityLogs.userId, id))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return {
    user: { ...detail, roles: grants.roles, branches: grants.branches },
    activity: activity.map((a) => ({ ...a, created_at: a.created_at.toISOString() }) satisfies ActivityRow),
  };
}

/** The body limit of a profile image upload: the image's own limit and room for the multipart framing. */
export const profileImageUploadLimit = () => uploadLimit(PROFILE_IMAGE_MAX_BYTES + 64 * 1024, PROFILE_IMAGE_SIZE_MESSAGE);

/**
 * Stores the request's multipart `file` as user `id`'s profile image and answers it: a PNG or JPEG by its
 * bytes, at most PROFILE_IMAGE_MAX_BYTES, audited 'user.profileImage'. An administrator's upload for
 * anyone and each user's own go through here.
 */
export async function saveProfileImage(c: AppContext, id: number) {
  const { db, storage } = c.var.deps;
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    fail(400, 'file: Send the image as multipart form data.');
  }
  const file = body.file;
  if (!(file instanceof File)) fail(400, 'file: Choose an image to upload.');
  if (file.size > PROFILE_IMAGE_MAX_BYTES) fail(413, PROFILE_IMAGE_SIZE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') fail(415, PROFILE_IMAGE_TYPE_MESSAGE);
  const [before] = await db.select({ profileImage: users.profileImage }).from(users).where(eq(users.id, id));
  if (!before) fail(404, USER_NOT_FOUND);
  const stored = await db.transaction(async (tx) => {
    const upload = await storeUpload(tx, storage, { folder: PROFILE_IMAGE_FOLDER, bytes, originalName: file.name, userId: c.var.user.id });
    await tx.update(users).set({ profileImage: upload.storageKey }).where(eq(users.id, id));
    await audit(tx, {
      action: 'user.profileImage',
      ...actorOf(c),
      entity: 'user',
      entityId: id,
      before: { profile_image: before.profileImage },
      after: { profile_image: upload.storageKey },
    });
    return upload;
  });
  return c.json({ content: { profile_image: stored.storageKey, url: storage.signedUrl(stored.storageKey) }, message: PROFILE_IMAGE_UPDATED });
}
