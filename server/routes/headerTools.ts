import { Hono } from 'hono';
import { guard } from '../auth/guard';
import { eq, sql } from 'drizzle-orm';
import {
  fcmTokenSchema,
  getThemeColorSchema,
  quickLinkLogSchema,
  quickLinkLookupSchema,
  quoteSchema,
  updateThemeColorSchema,
} from '../../src/domain/headerTools';
import { FLAG_SUCCESS_MESSAGE, isFlagCategory, isFlagPriority, validateFlagError } from '../../src/domain/feedback/flagError';
import { MB } from '../../src/domain/files';
import { DEFAULT_THEME_COLOR } from '../../src/domain/themeColor';
import { actorOf, audit } from '../audit';
import { flaggedErrors, pushTokens, quickLinkLogs, quickLinkObjects, quotes, users } from '../db/schema';
import { uploadLimit } from '../bodyLimits';
import { fail, readJson, refuseUnsafeInput, type AppContext, type AppEnv } from '../http';
import { sniffType } from '../storage/sniff';
import { storeUpload, type StoredUpload } from '../storage/uploads';

/** A user may read and change only their own theme colour. */
function ownUser(c: AppContext, userId: number) {
  if (userId !== c.var.user.id) fail(403, 'You can only change your own theme colour.');
}

export const headerToolRoutes = new Hono<AppEnv>()
  .post('/updateThemeColor', guard('POST /updateThemeColor'), async (c) => {
    const { UserId, Theme_Color } = await readJson(c, updateThemeColorSchema);
    ownUser(c, UserId);
    const color = Theme_Color.toLowerCase();
    await c.var.deps.db.update(users).set({ themeColor: color }).where(eq(users.id, UserId));
    return c.json({ themecolor: color });
  })

  .post('/getThemeColor', guard('POST /getThemeColor'), async (c) => {
    const { UserId } = await readJson(c, getThemeColorSchema);
    ownUser(c, UserId);
    const [row] = await c.var.deps.db.select({ color: users.themeColor }).from(users).where(eq(users.id, UserId));
    return c.json({ themecolor: row?.color ?? DEFAULT_THEME_COLOR });
  })

  .post('/getQuotesData', guard('POST /getQuotesData'), async (c) => {
    const { daynum } = await readJson(c, quoteSchema);
    const [row] = await c.var.deps.db.select().from(quotes).where(eq(quotes.daynum, daynum));
    return row ? c.json({ code: 200, quotedesc: row.quotedesc }) : c.json({ code: 404, quotedesc: '' }, 404);
  })

  .post('/excede-quicklink-lookup', guard('POST /excede-quicklink-lookup'), async (c) => {
    const { businessObjectId, primaryKey } = await readJson(c, quickLinkLookupSchema);
    const [object] = await c.var.deps.db.select().from(quickLinkObjects).where(eq(quickLinkObjects.businessObjectId, businessObjectId));
    // Unsupported objects answer an empty where statement, which the header reports as unsupported.
    // The statement is shown and logged, never run: the key is quoted the SQL way all the same.
    const whereStmt = object ? object.whereTemplate.replace('{key}', primaryKey.replaceAll("'", "''")) : '';
    return c.json({ whereStmt, routePage: object?.routePage ?? '', businessObjectId, primaryKey });
  })

  .post('/excede-quicklink-logs', guard('POST /excede-quicklink-logs'), async (c) => {
    const payload = await readJson(c, quickLinkLogSchema);
    const [row] = await c.var.deps.db
      .insert(quickLinkLogs)
      .values({ userId: c.var.user.id, ...payload })
      .returning({ id: quickLinkLogs.id });
    return c.json({ content: row }, 201);
  })

  .post('/storeFcmToken', guard('POST /storeFcmToken'), async (c) => {
    const { token } = await readJson(c, fcmTokenSchema);
    await c.var.deps.db
      .insert(pushTokens)
      .values({ token, userId: c.var.user.id, userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null })
      .onConflictDoUpdate({ target: pushTokens.token, set: { userId: c.var.user.id, lastSeenAt: sql`now()` } });
    return c.json({ message: 'Push token stored.' });
  })

  .post(
    '/flag-error/store',
    guard('POST /flag-error/store'),
    // A little over the 25 MB the files may add up to, for the form fields and multipart framing.
    uploadLimit(26 * MB, 'Combined file size exceeds 25 MB.'),
    async (c) => {
      const { db, storage } = c.var.deps;
      const form = await c.req.parseBody({ all: true }).catch(() => fail(400, 'The form could not be read.'));
      refuseUnsafeInput(Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string')));
      const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
      const uploaded = [form['attachments[]'] ?? form.attachments ?? []].flat().filter((f): f is File => f instanceof File);
      // The type is read from the bytes, never taken from the name or the browser's word.
      const files = await Promise.all(
        uploaded.map(async (file) => {
          const bytes = new Uint8Array(await file.arrayBuffer());
          return { name: file.name, size: bytes.byteLength, type: sniffType(bytes) ?? 'application/octet-stream', bytes };
        }),
      );
      const description = text('description');
      const priority = text('priority');
      const category = text('category');
      const errors = validateFlagError({ description, priority, category, files });
      const messages = Object.values(errors);
      if (messages.length || !isFlagPriority(priority) || !isFlagCategory(category)) {
        return c.json({ code: 400, message: messages.join(' '), errors }, 400);
      }

      const user = c.var.user;
      const saved: StoredUpload[] = [];
      try {
        const id = await db.transaction(async (tx) => {
          for (const file of files) {
            saved.push(await storeUpload(tx, storage, { folder: 'flag-errors', bytes: file.bytes, originalName: file.name, userId: user.id }));
          }
          const [row] = await tx
            .insert(flaggedErrors)
            .values({
              userId: user.id,
              description: description.trim(),
              priority,
              category,
              attachments: saved,
              pagePath: text('pagePath').slice(0, 500) || null,
            })
            .returning();
          await audit(tx, { action: 'flagError.create', ...actorOf(c), entity: 'flagged_error', entityId: row!.id, after: row });
          return row!.id;
        });
        return c.json({ code: 200, message: FLAG_SUCCESS_MESSAGE, id });
      } catch (error) {
        // Nothing half-done: files written before the failure are removed with the rolled-back rows.
        await Promise.all(saved.map((f) => storage.remove(f.storageKey)));
        throw error;
      }
    },
  );
