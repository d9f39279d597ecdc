import { Hono } from 'hono';
import { isoTime } from '../db/isoTime';
import { guard } from '../auth/guard';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../src/domain/auth';
import { MB } from '../../src/domain/files';
import {
  FEATURE_DOCUMENT_MAX_BYTES,
  FEATURE_DOCUMENT_TYPES,
  FEATURE_FOLDER,
  FEATURE_NOT_FOUND,
  FEATURE_SAVED,
  FEATURE_VIDEO_MAX_BYTES,
  FEATURE_VIDEO_TYPES,
  WHATS_NEW_PAGE_SIZE,
  adminListQuerySchema,
  documentUrlRequestSchema,
  featureFormSchema,
  whatsNewListQuerySchema,
  whatsNewLogSchema,
  type AdminFeature,
  type FeaturePermissionOption,
  type WhatsNewListAnswer,
  type WhatsNewListItem,
} from '../../src/domain/newFeatures';
import { hasAnyPermission } from '../../src/domain/permissionCheck';
import { actorOf, audit } from '../audit';
import type { Database } from '../db/database';
import { permissions, storedFiles, whatsNewFeatures, whatsNewLogs, whatsNewSeen } from '../db/schema';
import { uploadLimit } from '../bodyLimits';
import { fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../http';
import { sniffType } from '../storage/sniff';
import { storeUpload, type StoredUpload } from '../storage/uploads';

const ADMIN = 'can view whatsnew features';
const CAN_VIEW = 'Can View';

type FeatureRow = typeof whatsNewFeatures.$inferSelect;

/** The ids of the user's 'Can View' short-name permissions: what targets features at them. */
function canViewIds(user: AuthUser): Set<number> {
  return new Set(user.permissions.filter((p) => p.short_name === CAN_VIEW).map((p) => p.id));
}

function visibleTo(user: AuthUser, feature: Pick<FeatureRow, 'permissionIds'>, ids = canViewIds(user)): boolean {
  const targets = feature.permissionIds ?? [];
  return targets.length === 0 || targets.some((id) => ids.has(id));
}

function listItem(row: FeatureRow): WhatsNewListItem {
  return {
    id: row.id,
    PageName: row.pageName,
    Description: row.description,
    Filename: row.filename,
    Video_Filename: row.videoFilename,
    Document_Url: row.documentUrl,
    Video_Url: row.videoUrl,
    created_at: isoTime(row.publishedAt ?? row.createdAt)!,
    hasDocument: Boolean(row.filename || row.documentUrl),
    hasVideo: Boolean(row.videoFilename || row.videoUrl),
  };
}

async function fileNames(db: Database, keys: (string | null)[]): Promise<Map<string, string>> {
  const wanted = keys.filter((k): k is string => Boolean(k));
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ key: storedFiles.storageKey, name: storedFiles.originalName })
    .from(storedFiles)
    .where(inArray(storedFiles.storageKey, wanted));
  return new Map(rows.map((r) => [r.key, r.name]));
}

function adminOut(row: FeatureRow, names: Map<string, string>): AdminFeature {
  return {
    id: row.id,
    pageName: row.pageName,
    description: row.description,
    filename: row.filename,
    videoFilename: row.videoFilename,
    documentName: row.filename ? (names.get(row.filename) ?? row.filename) : null,
    videoName: row.videoFilename ? (names.get(row.videoFilename) ?? row.videoFilename) : null,
    documentUrl: row.documentUrl,
    videoUrl: row.videoUrl,
    status: row.status,
    permissionIds: row.permissionIds ?? [],
    createdAt: isoTime(row.createdAt)!,
    updatedAt: isoTime(row.updatedAt)!,
    publishedAt: isoTime(row.publishedAt),
  };
}

interface FeatureUpload {
  fields: z.output<typeof featureFormSchema>;
  document: { bytes: Uint8Array; name: string } | null;
  video: { bytes: Uint8Array; name: string } | null;
}

/** The multipart form of create and update: fields by the shared schema, files by their bytes. */
async function readFeatureForm(c: AppContext): Promise<FeatureUpload> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  let form: Record<string, unknown>;
  if (type.startsWith('multipart/form-data')) {
    form = await c.req.parseBody().catch(() => fail(400, 'The form could not be read.'));
  } else {
    const body: unknown = await c.req.json().catch(() => fail(400, 'The request body must be JSON or a multipart form.'));
    if (!body || typeof body !== 'object' || Array.isArray(body)) fail(400, 'body: Send the feature as a JSON object or a multipart form.');
    form = body as Record<string, unknown>;
    if (Array.isArray(form.permissionIds)) form = { ...form, permissionIds: form.permissionIds.join(',') };
  }
  const strings = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
  const fields = parseWith(featureFormSchema, strings);
  const file = async (key: 'document' | 'video', accept: string[], max: number, label: string, kinds: string) => {
    const value = form[key];
    if (value === undefined || value === '') return null;
    if (!(value instanceof File)) fail(400, `${key}: Attach the ${label} as a file.`);
    if (value.size === 0) return null;
    if (value.size > max) fail(400, `${key}: The ${label} exceeds ${max / MB} MB.`);
    const bytes = new Uint8Array(await value.arrayBuffer());
    const sniffed = sniffType(bytes);
    if (!sniffed || !accept.includes(sniffed)) fail(400, `${key}: The ${label} must be ${kinds} (checked by its content, not its name).`);
    return { bytes, name: value.name };
  };
  const document = await file('document', FEATURE_DOCUMENT_TYPES, FEATURE_DOCUMENT_MAX_BYTES, 'document', 'a PDF file');
  const video = await file('video', FEATURE_VIDEO_TYPES, FEATURE_VIDEO_MAX_BYTES, 'video', 'an MP4, WebM or QuickTime video');
  return { fields, document, video };
}

async function checkPermissionIds(db: Database, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await db
    .select({ id: permissions.id, shortName: permissions.shortName })
    .from(permissions)
    .where(inArray(permissions.id, ids));
  const known = new Set(rows.filter((r) => r.shortName === CAN_VIEW).map((r) => r.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) fail(400, `permissionIds: ${unknown.join(', ')} ${unknown.length > 1 ? 'are not' : 'is not a'} 'Can View' permission${unknown.length > 1 ? 's' : ''}.`);
}

const featureUploadLimit = uploadLimit(
  FEATURE_DOCUMENT_MAX_BYTES + FEATURE_VIDEO_MAX_BYTES + MB,
  `The upload is too large: the document may be ${FEATURE_DOCUMENT_MAX_BYTES / MB} MB and the video ${FEATURE_VIDEO_MAX_BYTES / MB} MB.`,
);

/** Saves a create or an update: files first (removed again if the transaction fails), then the row and its audit entry. */
async function saveFeature(c: AppContext, existing: FeatureRow | null): Promise<FeatureRow> {
  const { db, storage } = c.var.deps;
  const user = c.var.user;
  const { fields, document, video } = await readFeatureForm(c);
  await checkPermissionIds(db, fields.permissionIds);
  const saved: StoredUpload[] = [];
  try {
    return await db.transaction(async (tx) => {
      const store = async (file: { bytes: Uint8Array; name: string } | null) => {
        if (!file) return null;
        const stored = await storeUpload(tx, storage, { folder: FEATURE_FOLDER, bytes: file.bytes, originalName: file.name, userId: user.id });
        saved.push(stored);
        return stored.storageKey;
      };
      const documentKey = await store(document);
      const videoKey = await store(video);
      const values = {
        pageName: fields.pageName,
        description: fields.description,
        documentUrl: fields.documentUrl,
        videoUrl: fields.videoUrl,
        status: fields.status,
        permissionIds: fields.permissionIds,
        filename: documentKey ?? (fields.removeDocument === 'true' ? null : (existing?.filename ?? null)),
        videoFilename: videoKey ?? (fields.removeVideo === 'true' ? null : (existing?.videoFilename ?? null)),
        publishedAt:
          fields.status === 'Published' ? (existing?.status === 'Published' && existing.publishedAt ? existing.publishedAt : new Date()) : null,
        updatedAt: new Date(),
      };
      let row: FeatureRow;
      if (existing) {
        [row] = (await tx.update(whatsNewFeatures).set(values).where(eq(whatsNewFeatures.id, existing.id)).returning()) as [FeatureRow];
      } else {
        [row] = (await tx.insert(whatsNewFeatures).values({ ...values, createdBy: user.id }).returning()) as [FeatureRow];
      }
      await audit(tx, {
        action: existing ? 'whatsnew.update' : 'whatsnew.create',
        ...actorOf(c),
        entity: 'whats_new_feature',
        entityId: row.id,
        before: existing,
        after: row,
      });
      return row;
    });
  } catch (error) {
    await Promise.all(saved.map((s) => storage.remove(s.storageKey)));
    throw error;
  }
}

async function loadFeature(db: Database, id: number): Promise<FeatureRow> {
  const [row] = await db.select().from(whatsNewFeatures).where(eq(whatsNewFeatures.id, id));
  if (!row) fail(404, FEATURE_NOT_FOUND);
  return row;
}

export const newFeatureRoutes = new Hono<AppEnv>()
  // ---- The header's What's new -----------------------------------------------------------------

  .get('/newfeatures', guard('GET /newfeatures'), async (c) => {
    const query = parseWith(whatsNewListQuerySchema, {
      page: c.req.query('page') ?? undefined,
      view: c.req.query('view') ?? undefined,
      pmid: c.req.query('pmid') ?? undefined,
    });
    const { db } = c.var.deps;
    const user = c.var.user;
    const ids = canViewIds(user);
    const rows = await db
      .select()
      .from(whatsNewFeatures)
      .where(eq(whatsNewFeatures.status, 'Published'))
      .orderBy(desc(whatsNewFeatures.publishedAt), desc(whatsNewFeatures.id));
    const visible = rows.filter(
      (row) => visibleTo(user, row, ids) && (query.pmid === undefined || (row.permissionIds ?? []).includes(query.pmid)),
    );
    const [seen] = await db.select({ seenAt: whatsNewSeen.seenAt }).from(whatsNewSeen).where(eq(whatsNewSeen.userId, user.id));
    const seenAt = seen ? new Date(seen.seenAt).getTime() : -Infinity;
    const unreadCount = rows.filter((row) => visibleTo(user, row, ids) && new Date(row.publishedAt ?? row.createdAt).getTime() > seenAt).length;
    const start = (query.page - 1) * WHATS_NEW_PAGE_SIZE;
    const answer: WhatsNewListAnswer = {
      content: visible.slice(start, start + WHATS_NEW_PAGE_SIZE).map(listItem),
      hasMore: visible.length > start + WHATS_NEW_PAGE_SIZE,
      unreadCount,
    };
    return c.json(answer);
  })

  /** The user opened What's new: everything published so far counts as read. */
  .post('/newfeatures/seen', guard('POST /newfeatures/seen'), async (c) => {
    const now = new Date();
    await c.var.deps.db
      .insert(whatsNewSeen)
      .values({ userId: c.var.user.id, seenAt: now })
      .onConflictDoUpdate({ target: whatsNewSeen.userId, set: { seenAt: now } });
    return c.json({ unreadCount: 0, seenAt: now.toISOString() });
  })

  /** A short-lived signed URL of a feature's stored PDF or video, for a user who may see that feature. */
  .post('/newfeatures/getDocumentSASUrl', guard('POST /newfeatures/getDocumentSASUrl'), async (c) => {
    const { filename } = await readJson(c, documentUrlRequestSchema);
    const { db, storage } = c.var.deps;
    const user = c.var.user;
    const rows = await db
      .select()
      .from(whatsNewFeatures)
      .where(sql`${whatsNewFeatures.filename} = ${filename} or ${whatsNewFeatures.videoFilename} = ${filename}`);
    const isAdmin = hasAnyPermission(user.permissions, [ADMIN]);
    const allowed = rows.some((row) => isAdmin || (row.status === 'Published' && visibleTo(user, row)));
    if (!allowed) fail(404, 'No such file.');
    const names = await fileNames(db, [filename]);
    return c.json({ url: storage.signedUrl(filename, names.get(filename)) });
  })

  .post('/newfeatures/whatsnewlog', guard('POST /newfeatures/whatsnewlog'), async (c) => {
    const { logtype, id } = await readJson(c, whatsNewLogSchema);
    const { db } = c.var.deps;
    const [feature] = await db.select().from(whatsNewFeatures).where(eq(whatsNewFeatures.id, id));
    if (!feature || feature.status !== 'Published' || !visibleTo(c.var.user, feature)) fail(404, FEATURE_NOT_FOUND);
    const [row] = await db
      .insert(whatsNewLogs)
      .values({ userId: c.var.user.id, featureId: id, logType: logtype })
      .returning({ id: whatsNewLogs.id });
    return c.json({ content: row }, 201);
  })

  // ---- Administration (/newfeatures, /newfeatures/create, /newfeatures/edit/{id}) ------------------

  .get('/newfeatures/admin', guard('GET /newfeatures/admin'), async (c) => {
    const { page, pageSize } = parseWith(adminListQuerySchema, {
      page: c.req.query('page') || undefined,
      pageSize: c.req.query('pageSize') || undefined,
    });
    const { db } = c.var.deps;
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(whatsNewFeatures);
    const rows = await db
      .select()
      .from(whatsNewFeatures)
      .orderBy(desc(whatsNewFeatures.createdAt), desc(whatsNewFeatures.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const names = await fileNames(db, rows.flatMap((r) => [r.filename, r.videoFilename]));
    return c.json({ content: rows.map((r) => adminOut(r, names)), total: count?.n ?? 0, page, pageSize });
  })

  .get('/newfeatures/admin/:id', guard('GET /newfeatures/admin/:id'), async (c) => {
    const row = await loadFeature(c.var.deps.db, idParam(c, 'a feature'));
    const names = await fileNames(c.var.deps.db, [row.filename, row.videoFilename]);
    return c.json({ content: adminOut(row, names) });
  })

  /** The 'Can View' permissions a feature can target, for the form's checkbox list. */
  .get('/newfeatures/permissions', guard('GET /newfeatures/permissions'), async (c) => {
    const rows = await c.var.deps.db
      .select({ id: permissions.id, name: permissions.name, short_name: permissions.shortName, area: permissions.area })
      .from(permissions)
      .where(eq(permissions.shortName, CAN_VIEW))
      .orderBy(asc(permissions.area), asc(permissions.name));
    return c.json({ content: rows satisfies FeaturePermissionOption[] });
  })

  .post('/newfeatures', guard('POST /newfeatures'), featureUploadLimit, async (c) => {
    const row = await saveFeature(c, null);
    const names = await fileNames(c.var.deps.db, [row.filename, row.videoFilename]);
    return c.json({ message: FEATURE_SAVED, content: adminOut(row, names) }, 201);
  })

  .on(['PUT', 'POST'], '/newfeatures/:id{[0-9]+}', guard('PUT,POST /newfeatures/:id{[0-9]+}'), featureUploadLimit, async (c) => {
    const existing = await loadFeature(c.var.deps.db, idParam(c, 'a feature'));
    const row = await saveFeature(c, existing);
    const names = await fileNames(c.var.deps.db, [row.filename, row.videoFilename]);
    return c.json({ message: FEATURE_SAVED, content: adminOut(row, names) });
  });
