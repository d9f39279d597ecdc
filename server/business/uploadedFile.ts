import { parseCsv } from '../excede/csv';
import { badRequest, fail, type AppContext } from '../http';

interface UploadRules {
  maxFileBytes: number;
  tooLarge: string;
  choose: string;
}

/**
 * The one file of a multipart upload (field `file`) and the form's other fields: a 400 naming `file` when none
 * was chosen, a 413 when it is over the limit (the route's uploadLimit stops a far larger body before it is read).
 */
async function uploadedFile(c: AppContext, rules: UploadRules): Promise<{ file: File; fields: Record<string, string> }> {
  const form = await c.req.parseBody().catch(() => fail(400, 'The form could not be read.'));
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) badRequest([{ field: 'file', message: rules.choose }]);
  if (file.size > rules.maxFileBytes) fail(413, rules.tooLarge);
  const fields = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { file, fields };
}

/** The uploaded file as text (a settlement file, a bank statement). */
export async function uploadedText(c: AppContext, rules: UploadRules): Promise<{ name: string; text: string }> {
  const { file } = await uploadedFile(c, rules);
  return { name: file.name, text: await file.text() };
}

/** The uploaded file's bytes (a scan), with the form's other fields. */
export async function uploadedBytes(c: AppContext, rules: UploadRules): Promise<{ name: string; bytes: Uint8Array; fields: Record<string, string> }> {
  const { file, fields } = await uploadedFile(c, rules);
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), fields };
}

/** The uploaded CSV's records (a links file, a report's figures): one that cannot be read is a 400 naming `file`. */
export async function uploadedCsv(c: AppContext, rules: UploadRules): Promise<{ name: string; records: string[][] }> {
  const { name, text } = await uploadedText(c, rules);
  try {
    return { name, records: parseCsv(text) };
  } catch (error) {
    badRequest([{ field: 'file', message: (error as Error).message }]);
  }
}
