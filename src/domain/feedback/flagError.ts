/** The flag-an-error form's rules (spec sections 5, 8 and 9), run by the dialog and by the server. */
import { FLAG_CATEGORIES, FLAG_PRIORITIES, type FlagCategory, type FlagPriority } from './statuses';
import { checkFiles, FLAG_ERROR_FILE_RULES, type FileFacts } from '../files';

export const FLAG_DESCRIPTION_MAX = 250;

export const FLAG_PRIORITY_REQUIRED = 'Please select a priority.';
export const FLAG_CATEGORY_REQUIRED = 'Please select a category.';
export const FLAG_CONTENT_REQUIRED = 'Please provide a description or attach at least one file.';
export const FLAG_DESCRIPTION_TOO_LONG = `Description must be at most ${FLAG_DESCRIPTION_MAX} characters.`;

export const FLAG_SUCCESS_MESSAGE = 'Your error has been successfully flagged. The concerned team will review it shortly.';
export const FLAG_FAILURE_MESSAGE = 'Something went wrong.';

export type FlagErrorField = 'description' | 'priority' | 'category' | 'attachments';
export type FlagErrorErrors = Partial<Record<FlagErrorField, string>>;

export interface FlagErrorInput {
  description: string;
  /** '' or null while the placeholder is chosen. */
  priority: string | null;
  category: string | null;
  files: FileFacts[];
}

export function isFlagPriority(value: unknown): value is FlagPriority {
  return (FLAG_PRIORITIES as readonly unknown[]).includes(value);
}

export function isFlagCategory(value: unknown): value is FlagCategory {
  return (FLAG_CATEGORIES as readonly unknown[]).includes(value);
}

/** True when the form has something to send: a description or a file (Submit is disabled otherwise). */
export function hasFlagContent(description: string, fileCount: number): boolean {
  return description.trim() !== '' || fileCount > 0;
}

/** The message for each field that breaks a rule; an empty object means the form may be sent. */
export function validateFlagError({ description, priority, category, files }: FlagErrorInput): FlagErrorErrors {
  const errors: FlagErrorErrors = {};
  if (!hasFlagContent(description, files.length)) errors.description = FLAG_CONTENT_REQUIRED;
  else if (description.length > FLAG_DESCRIPTION_MAX) errors.description = FLAG_DESCRIPTION_TOO_LONG;
  if (!isFlagPriority(priority)) errors.priority = FLAG_PRIORITY_REQUIRED;
  if (!isFlagCategory(category)) errors.category = FLAG_CATEGORY_REQUIRED;
  const fileProblems = checkFiles(files, FLAG_ERROR_FILE_RULES);
  if (fileProblems.length) errors.attachments = fileProblems.join('\n');
  return errors;
}
