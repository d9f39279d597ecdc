import type { FlagCategory, FlagPriority, FlagStatus } from './statuses';

/** The triage of flagged errors (/flagerror/list): their rows and messages. The change of status and assignee (zod) is in flaggedErrorUpdate.ts. */

export const FLAGGED_ERRORS_PERMISSION = 'can view flag errors';

export const FLAGGED_ERROR_UPDATED_MESSAGE = 'The flagged error has been updated.';
export const FLAGGED_ERROR_NOT_FOUND_MESSAGE = 'No flagged error has this id.';
export const ASSIGNEE_NOT_ALLOWED_MESSAGE = 'assigneeId: The assignee must be an active user who can view flag errors.';

export interface FlaggedErrorAttachment {
  storageKey: string;
  originalName: string;
  mimeType: string;
  size: number;
  /** A short-lived signed URL to show the file inline. */
  url: string;
}

export interface FlaggedErrorRow {
  id: number;
  description: string;
  priority: FlagPriority;
  category: FlagCategory;
  status: FlagStatus;
  pagePath: string | null;
  reporterId: number;
  reporterName: string;
  assigneeId: number | null;
  assigneeName: string | null;
  attachments: FlaggedErrorAttachment[];
  createdAt: string;
  updatedAt: string;
}

export interface Assignee {
  id: number;
  name: string;
}

export interface FlaggedErrorsAnswer {
  content: FlaggedErrorRow[];
  assignees: Assignee[];
}

export const flagPushTitle = (status: FlagStatus) => `Your flagged error is ${status}`;
