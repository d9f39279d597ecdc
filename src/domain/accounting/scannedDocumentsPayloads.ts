import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { moneyField } from '../moneyField';
import { versionField } from '../recordChange';
import { branchId } from './documents';
import { LINK_KINDS, SCANNED_SOURCES, SCANNED_TYPES } from './scannedDocuments';

/** What the scanned documents endpoints accept: checked on the server and by the forms (kept apart so the screens load no zod). */

const docType = z.enum(SCANNED_TYPES, { error: 'Choose a type of document.' });
const optionalText = (field: string, max: number) =>
  z._default(z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `The ${field} is too long (${max} characters at most).`)))), null);

/** POST …/upload: beside the files (multipart `file`, several), the branch and how they arrived. */
export const scanUploadFields = z.object({
  brnId: branchId,
  source: z._default(z.optional(z.enum(SCANNED_SOURCES, { error: 'Choose scanner, email or upload.' })), 'Upload'),
});

/** POST …/categorize: one type for every document chosen, each as of the version seen. */
export const categorizeSchema = z.object({
  documents: z
    .array(z.object({ id: z.int().check(z.positive('Choose documents.')), version: versionField }), { error: 'Choose documents.' })
    .check(z.minLength(1, 'Choose documents.'), z.maxLength(200, 'Categorize 200 documents at most at once.')),
  docType,
});

/** PATCH …/:id: the type, the record it belongs to and a vendor invoice's details, as of the version seen. */
export const scanDetailsSchema = z
  .object({
    version: versionField,
    docType: z._default(z.optional(z.nullable(docType)), null),
    linkKind: z._default(z.optional(z.nullable(z.enum(LINK_KINDS, { error: 'Choose what kind of record it is.' }))), null),
    linkValue: optionalText('record', 40),
    vendorId: optionalText('vendor', 12),
    invoiceNo: optionalText('invoice number', 30),
    invoiceAmount: z._default(z.optional(z.nullable(moneyField('invoice amount', { positive: true, maxCents: 100_000_000_00 }))), null),
    invoiceDate: z._default(z.optional(z.nullable(isoDate('The invoice date'))), null),
  })
  .check(z.refine((v) => !v.linkValue === !v.linkKind, { path: ['linkValue'], error: 'Give both the kind of record and its key, or neither.' }));
export type ScanDetailsInput = z.input<typeof scanDetailsSchema>;

/** POST …/:id/rotate: a page (or every page when none) turned clockwise by a quarter, a half or three quarters. */
export const rotateSchema = z.object({
  version: versionField,
  page: z._default(z.optional(z.nullable(z.int().check(z.positive('Choose a page.')))), null),
  degrees: z.union([z.literal(90), z.literal(180), z.literal(270)], { error: 'Turn it by 90, 180 or 270 degrees.' }),
});

/** POST …/:id/split: the page ranges of the new documents ("1-2, 3"). */
export const splitSchema = z.object({ version: versionField, ranges: z.string({ error: 'Enter the pages of each new document.' }) });

/** POST …/:id/reroute: to another branch. */
export const rerouteSchema = z.object({ version: versionField, brnId: branchId });

/** POST …/:id/file, …/:id/recycle, …/:id/restore: as of the version seen (filing a vendor invoice may confirm a similar one). */
export const scanStepSchema = z.object({ version: versionField, confirmSimilar: z._default(z.optional(z.boolean()), false) });
