import { badRequest, fail, type AppContext } from '../http';

/**
 * The one file of a multipart upload (field `file`) as text: a 400 naming `file` when none was chosen, a 413
 * when it is over the limit (the route's uploadLimit stops a far larger body before it is read).
 */
export async function uploadedText(c: AppContext, rules: { maxFileBytes: number; tooLarge: string; choose: string }): Promise<{ name: string; text: string }> {
  const form = await c.req.parseBody().catch(() => fail(400, 'The form could not be read.'));
  const upload = form.file;
  if (!(upload instanceof File) || upload.size === 0) badRequest([{ field: 'file', message: rules.choose }]);
  if (upload.size > rules.maxFileBytes) fail(413, rules.tooLarge);
  return { name: upload.name, text: await upload.text() };
}
