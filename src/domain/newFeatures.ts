import * as z from 'zod/mini';
import { recordIdParam } from './recordId';
import { MB } from './files';
import type { WhatsNewFeature } from './whatsNew';

/** What's new administration (/newfeatures): the feature record, its payloads and its file rules. */

export const FEATURE_STATUSES = ['Draft', 'Published'] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

export const FEATURE_DOCUMENT_TYPES = ['application/pdf'];
export const FEATURE_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
export const FEATURE_DOCUMENT_MAX_BYTES = 10 * MB;
export const FEATURE_VIDEO_MAX_BYTES = 100 * MB;
/** The storage folder of uploaded documents and videos. */
export const FEATURE_FOLDER = 'newfeatures';
/** Features per page of the header's list. */
export const WHATS_NEW_PAGE_SIZE = 10;

/** A feature as the header reads it: the spec's fields plus whether it has a document or a video. */
export interface WhatsNewListItem extends WhatsNewFeature {
  Filename: string | null;
  Video_Filename: string | null;
  Document_Url: string | null;
  Video_Url: string | null;
}

export interface WhatsNewListAnswer {
  content: WhatsNewListItem[];
  hasMore: boolean;
  unreadCount: number;
}

/** A feature as the admin grid and form read it. */
export interface AdminFeature {
  id: number;
  pageName: string;
  description: string;
  filename: string | null;
  videoFilename: string | null;
  documentName: string | null;
  videoName: string | null;
  documentUrl: string | null;
  videoUrl: string | null;
  status: FeatureStatus;
  permissionIds: number[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface AdminFeaturePage {
  content: AdminFeature[];
  total: number;
  page: number;
  pageSize: number;
}

/** A permission a feature can target: the 'Can View' ones, grouped by area in the form. */
export interface FeaturePermissionOption {
  id: number;
  name: string;
  short_name: string;
  area: string;
}

const optionalUrl = (label: string) =>
  z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(1000, `${label} is too long.`),
        z.refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), `${label} must start with http:// or https://.`),
      ),
    ),
    z.transform((v: string | undefined) => (v ? v : null)),
  );

/** The text fields of the create/edit form (sent as multipart form fields with the files). */
export const featureFormSchema = z.object({
  pageName: z
    .string({ error: 'Enter the page name.' })
    .check(z.trim(), z.minLength(1, 'Enter the page name.'), z.maxLength(120, 'Page name is too long (120 characters at most).')),
  description: z
    .string({ error: 'Enter a description.' })
    .check(z.trim(), z.minLength(1, 'Enter a description.'), z.maxLength(2000, 'Description is too long (2,000 characters at most).')),
  documentUrl: optionalUrl('Document URL'),
  videoUrl: optionalUrl('Video URL'),
  status: z.enum(FEATURE_STATUSES, { error: 'Choose Draft or Published.' }),
  /** Comma-separated permission ids in the multipart form; empty: everyone. */
  permissionIds: z.pipe(
    z.optional(z.string()),
    z.transform((v: string | undefined, ctx) => {
      const parts = (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      if (parts.some((p) => !/^\d{1,9}$/.test(p))) {
        ctx.issues.push({ code: 'custom', message: 'Permissions must be a list of permission ids.', input: v });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    }),
  ),
  /** On edit: remove the stored document or video. */
  removeDocument: z.optional(z.enum(['true', 'false'])),
  removeVideo: z.optional(z.enum(['true', 'false'])),
});
export type FeatureFormInput = z.input<typeof featureFormSchema>;
export type FeatureFormValues = z.output<typeof featureFormSchema>;

export const whatsNewListQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number({ error: 'page must be a number.' })
      .check(z.int('page must be a whole number.'), z.gte(1, 'page must be 1 or more.'), z.lte(10_000)),
    1,
  ),
  view: z._default(z.enum(['Published'], { error: "view must be 'Published'." }), 'Published'),
  pmid: z.union([
    z.optional(z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'pmid must be a permission id.')), z.transform(Number))),
    z.pipe(z.literal(''), z.transform(() => undefined)),
  ]),
});

export const adminListQuerySchema = z.object({
  page: z._default(z.coerce.number({ error: 'page must be a number.' }).check(z.int('page must be a whole number.'), z.gte(1, 'page must be 1 or more.'), z.lte(100_000, 'page must be at most 100,000.')), 1),
  pageSize: z._default(
    z.coerce
      .number({ error: 'pageSize must be 30, 50 or 100.' })
      .check(z.refine((n) => n === 30 || n === 50 || n === 100, 'pageSize must be 30, 50 or 100.')),
    50,
  ),
});

export const documentUrlRequestSchema = z.object({
  filename: z
    .string({ error: 'filename is required.' })
    .check(z.regex(/^newfeatures\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, 'filename must be a stored What’s new file.')),
});

export const whatsNewLogSchema = z.object({
  logtype: z.enum(['PDF', 'Video'], { error: "logtype must be 'PDF' or 'Video'." }),
  id: recordIdParam('id', 'id must be a feature id.'),
});

export const FEATURE_SAVED = 'The feature has been saved.';
export const FEATURE_NOT_FOUND = 'No such feature.';
