import * as z from 'zod/mini';
import { recordId } from '../recordId';
import { FLAG_STATUSES } from './statuses';

/** The triage's change of a flagged error (PUT /api/flag-error/{id}): its status and its assignee. */

export const flaggedErrorUpdateSchema = z.object({
  status: z.enum(FLAG_STATUSES, { error: 'Choose a status.' }),
  assigneeId: z.nullable(recordId('assigneeId', 'assigneeId must be a user id or null.')),
});
export type FlaggedErrorUpdatePayload = z.infer<typeof flaggedErrorUpdateSchema>;
