/** Suggestions and flagged errors: their statuses and the spec's options (section 5). */

export const SUGGESTION_STATUSES = ['New', 'Under review', 'Planned', 'Done', 'Declined'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
export const OPEN_SUGGESTION_STATUSES: readonly SuggestionStatus[] = ['New', 'Under review', 'Planned'];

export const FLAG_STATUSES = ['Open', 'In progress', 'Resolved'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];
export const OPEN_FLAG_STATUSES: readonly FlagStatus[] = ['Open', 'In progress'];

export const FLAG_PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type FlagPriority = (typeof FLAG_PRIORITIES)[number];

export const FLAG_CATEGORIES = [
  'Account Issue',
  'Bug',
  'Compliance',
  'Data Concern',
  'Feature Request',
  'Feedback',
  'General Inquiry',
  'Integration',
  'Payment/Billing',
  'Training',
  'Other',
] as const;
export type FlagCategory = (typeof FLAG_CATEGORIES)[number];

/** One row of My Open Issues: the user's own open suggestions and flagged errors. */
export interface OpenIssue {
  kind: 'suggestion' | 'flagged error';
  id: number;
  title: string;
  status: string;
  /** The product team's reply (suggestions). */
  reply: string | null;
  priority: FlagPriority | null;
  createdAt: string;
  updatedAt: string;
}
