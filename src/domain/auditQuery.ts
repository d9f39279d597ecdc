import * as z from 'zod/mini';
import { dayRangeChecks, isoDate } from './isoDate';
import { recordIdParam } from './recordId';
import { USER_LOG_MAX_DAYS } from './userLogs';

/** The query of GET /api/audit: a date range of New York days (at most a year), the filters and a page. */
export const auditQuerySchema = z
  .object({
    from: isoDate('from'),
    to: isoDate('to'),
    actorId: z.optional(recordIdParam('actorId', 'actorId must be a user id.')),
    assumedUserId: z.optional(recordIdParam('assumedUserId', 'assumedUserId must be a user id.')),
    entity: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
    action: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
    page: z._default(
      z.coerce.number({ error: 'page must be a number.' }).check(z.int('page must be a whole number.'), z.gte(1, 'page must be 1 or more.'), z.lte(100_000, 'page must be at most 100,000.')),
      1,
    ),
  })
  .check(...dayRangeChecks(USER_LOG_MAX_DAYS));
export type AuditQuery = z.infer<typeof auditQuerySchema>;
