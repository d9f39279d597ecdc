import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { storedFiles } from '../db/schema';
import { fail, type AppEnv } from '../http';

/** Serves a stored file to whoever holds a valid, unexpired signed URL (no bearer token needed). */
export const fileRoutes = new Hono<AppEnv>().get('/files/:folder/:name', async (c) => {
  const { storage, db } = c.var.deps;
  const key = `${c.req.param('folder')}/${c.req.param('name')}`;
  if (!storage.verify(key, c.req.query('expires'), c.req.query('signature'))) fail(403, 'This file link has expired. Open the file again.');
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.storageKey, key));
  if (!file) fail(404, 'No such file.');
  const bytes = await storage.read(key);
  const name = (c.req.query('name') ?? file.originalName).replace(/["\r\n]/g, '');
  return c.body(bytes.buffer as ArrayBuffer, 200, {
    'content-type': file.mimeType,
    'content-length': String(bytes.byteLength),
    'content-disposition': `inline; filename="${name}"`,
    'cache-control': 'private, max-age=300',
    'x-content-type-options': 'nosniff',
  });
});
