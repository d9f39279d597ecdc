import * as z from 'zod/mini';
import { dayRangeChecks, isoDate } from './isoDate';
import { recordIdParam } from './recordId';
import { USER_LOG_MAX_DAYS } from './userLogs';

/** The query of GET /api/user-logs: the date range (at most USER_LOG_MAX_DAYS days) and the filters. */


export const userLogQuerySchema = z
  .object({
    from: isoDate('from'),
    to: isoDate('to'),
    userId: z.optional(recordIdParam('userId', 'userId must be a user id.')),
    page: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
    branch: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  })
  .check(...dayRangeChecks(USER_LOG_MAX_DAYS));
export type UserLogQuery = z.infer<typeof userLogQuerySchema>;
