import * as z from 'zod/mini';

/** Assign a review to a person and mark it responded (or not), as of the follow-up's version seen (null before the first). */
export const reviewFollowUpSchema = z.object({
  assignedTo: z.nullable(z.int().check(z.positive('assignedTo must be a person.'))),
  respondedOn: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'respondedOn must be a day (YYYY-MM-DD).'))),
  version: z.nullable(z.int().check(z.positive('version must be the version seen.'))),
});
export type ReviewFollowUpInput = z.infer<typeof reviewFollowUpSchema>;
