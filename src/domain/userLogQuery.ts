import * as z from 'zod/mini';
import { recordIdParam } from './recordId';
import { USER_LOG_MAX_DAYS } from './userLogs';

/** The query of GET /api/user-logs: the date range (at most USER_LOG_MAX_DAYS days) and the filters. */

const isoDate = (field: string) =>
  z
    .string({ error: `${field} is required (YYYY-MM-DD).` })
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD).`),
      z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${field} must be a date (YYYY-MM-DD).`),
    );

export const userLogQuerySchema = z
  .object({
    from: isoDate('from'),
    to: isoDate('to'),
    userId: z.optional(recordIdParam('userId', 'userId must be a user id.')),
    page: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
    branch: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  })
  .check(
    z.refine((q) => q.from <= q.to, { path: ['to'], error: 'to must not be before from.' }),
    z.refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < USER_LOG_MAX_DAYS, {
      path: ['to'],
      error: `The date range may span at most ${USER_LOG_MAX_DAYS} days.`,
    }),
  );
export type UserLogQuery = z.infer<typeof userLogQuerySchema>;
