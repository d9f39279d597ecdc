import { Hono } from 'hono';
import { guard } from '../auth/guard';
import { eq } from 'drizzle-orm';
import { storedFiles } from '../db/schema';
import { fail, type AppContext, type AppEnv } from '../http';

/** Shown in the page (a profile image, a release-note video); anything else downloads. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'video/mp4', 'video/webm', 'video/quicktime']);

/** Content-Disposition as RFC 6266 writes it: an ASCII fallback name and the exact name in UTF-8. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%]/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A PDF the portal printed (or a document's scan, a purchase's quote), answered to be shown in the browser (and not kept by any cache). */
export function pdfAnswer(c: AppContext, bytes: Uint8Array, name: string, type: 'application/pdf' | 'image/tiff' | 'image/png' | 'image/jpeg' = 'application/pdf'): Response {
  return c.body(bytes.buffer as ArrayBuffer, 200, {
    'content-type': type,
    'content-length': String(bytes.byteLength),
    'content-disposition': contentDisposition('inline', name),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}

/** Serves a stored file to whoever holds a valid, unexpired signed URL (no bearer token needed). */
export const fileRoutes = new Hono<AppEnv>().get('/files/:folder/:name', guard('GET /files/:folder/:name'), async (c) => {
  const { storage, db } = c.var.deps;
  const key = `${c.req.param('folder')}/${c.req.param('name')}`;
  const askedName = c.req.query('name');
  if (!storage.verify(key, c.req.query('expires'), c.req.query('signature'), askedName)) {
    fail(403, 'This file link has expired. Open the file again.');
  }
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.storageKey, key));
  if (!file) fail(404, 'No such file.');
  const bytes = await storage.read(key);
  const name = (askedName ?? file.originalName).replace(/[\r\n]/g, '');
  return c.body(bytes.buffer as ArrayBuffer, 200, {
    'content-type': file.mimeType,
    'content-length': String(bytes.byteLength),
    'content-disposition': contentDisposition(INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment', name),
    'cache-control': 'private, max-age=300',
    // Even opened on its own, an uploaded file runs nothing and reaches nothing.
    'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    'x-content-type-options': 'nosniff',
  });
});
