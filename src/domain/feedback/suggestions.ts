import * as z from 'zod/mini';
import { SUGGESTION_STATUSES, type SuggestionStatus } from './statuses';
import { MB, type FileRules } from '../files';
import { ROUTES } from '../routes';

/** Suggestions: the form both /addsuggestions and /suggestions send, and the triage of them. */

export const SUGGESTION_TITLE_MAX = 120;
export const SUGGESTION_DESCRIPTION_MAX = 2000;
export const SUGGESTION_REPLY_MAX = 1000;

/** One optional attachment: a screenshot or a PDF, checked again by its bytes on the server. */
export const SUGGESTION_FILE_RULES: FileRules = {
  accept: ['image/png', 'image/jpeg', 'application/pdf'],
  maxFileBytes: 10 * MB,
  maxTotalBytes: 10 * MB,
};

/** Signed-out submissions from one address within the window before the server answers 429. */
export const ANONYMOUS_SUGGESTION_LIMIT = 5;
export const ANONYMOUS_SUGGESTION_WINDOW_MINUTES = 60;

export const SUGGESTION_SENT_MESSAGE = 'Thank you! Your suggestion has been sent to the product team.';
export const SUGGESTION_UPDATED_MESSAGE = 'The suggestion has been updated.';
export const SUGGESTION_TOO_MANY_MESSAGE = 'Too many suggestions from this address. Please try again in an hour.';
export const SUGGESTION_FILE_TYPE_MESSAGE = 'attachment: Only PNG, JPEG or PDF files can be attached.';
export const SUGGESTION_FILE_SIZE_MESSAGE = 'attachment: The file exceeds 10 MB.';
export const SUGGESTION_NOT_FOUND_MESSAGE = 'No suggestion has this id.';
export const OTHER_SCREEN = 'Other / everywhere';

/** The screens a suggestion can concern: the names of the route table's signed-in screens. */
export const SUGGESTION_SCREENS: readonly string[] = [
  ...new Set(ROUTES.filter((r) => r.access === 'protected' && !r.name.includes('{')).map((r) => r.name)),
].sort((a, b) => a.localeCompare(b)).concat(OTHER_SCREEN);

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .check(z.trim(), z.minLength(1, `${field} is required.`), z.maxLength(max, `${field} must be at most ${max} characters.`));

const screen = z
  .string({ error: 'Choose the screen it concerns.' })
  .check(z.refine((value) => SUGGESTION_SCREENS.includes(value), 'Choose the screen it concerns.'));

/** What a signed-in user sends: their name and email come from the session. */
export const suggestionSchema = z.object({
  title: text('Title', SUGGESTION_TITLE_MAX),
  description: text('Description', SUGGESTION_DESCRIPTION_MAX),
  screen,
});
export type SuggestionPayload = z.infer<typeof suggestionSchema>;

/** What anyone signed out sends: the same, with who they are. */
export const anonymousSuggestionSchema = z.extend(suggestionSchema, {
  name: text('Name', 120),
  email: z.pipe(
    z
      .string({ error: 'Enter your email address.' })
      .check(z.trim(), z.toLowerCase(), z.minLength(1, 'Enter your email address.'), z.maxLength(254, 'Email is too long.')),
    z.email({ error: 'Enter a valid email address.' }),
  ),
});
export type AnonymousSuggestionPayload = z.infer<typeof anonymousSuggestionSchema>;

export const suggestionStatusSchema = z.enum(SUGGESTION_STATUSES, { error: 'Choose a status.' });

export const suggestionUpdateSchema = z.object({
  status: suggestionStatusSchema,
  reply: z.pipe(
    z._default(z.optional(z.string().check(z.trim(), z.maxLength(SUGGESTION_REPLY_MAX, `Reply must be at most ${SUGGESTION_REPLY_MAX} characters.`))), ''),
    z.transform((value: string) => (value === '' ? null : value)),
  ),
});
export type SuggestionUpdatePayload = z.input<typeof suggestionUpdateSchema>;

export const suggestionListQuerySchema = z.object({
  status: z.optional(suggestionStatusSchema),
});

export interface SuggestionAttachment {
  storageKey: string;
  originalName: string;
  mimeType: string;
  size: number;
  /** A short-lived signed URL, added by the server when it answers. */
  url?: string;
}

/** A row of the triage grid and the detail of /suggestions/edit/{id}. */
export interface SuggestionRow {
  id: number;
  title: string;
  description: string;
  screen: string | null;
  status: SuggestionStatus;
  reply: string | null;
  submitterName: string;
  submitterEmail: string | null;
  /** Null when sent signed out. */
  userId: number | null;
  attachment: SuggestionAttachment | null;
  createdAt: string;
  updatedAt: string;
}

/** The push title a status change sends to the submitter. */
export const suggestionPushTitle = (status: SuggestionStatus) => `Your suggestion is ${status}`;
