import type { FlaggedErrorRow } from '../../../src/domain/feedback/flaggedErrors';
import type { SuggestionRow } from '../../../src/domain/feedback/suggestions';
import { SUGGESTION_STATUSES } from '../../../src/domain/feedback/statuses';

/** A 1×1 transparent PNG, so inline previews load without a server. */
export const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const suggestions: SuggestionRow[] = [
  {
    id: 41,
    title: 'Show the bin location on the Waiting List',
    description: 'Pickers walk back to the counter to look up bins.\nThe bin next to each part would save a trip.',
    screen: 'Waiting List',
    status: 'New',
    reply: null,
    submitterName: 'Pat Parts',
    submitterEmail: 'parts@demo.local',
    userId: 2,
    attachment: { storageKey: 'suggestions/a.png', originalName: 'waiting-list.png', mimeType: 'image/png', size: 48_000, url: PIXEL },
    createdAt: '2026-11-18T14:00:00Z',
    updatedAt: '2026-11-18T14:00:00Z',
  },
  {
    id: 40,
    title: 'Remember my Cash Clearing filters',
    description: 'I set the same branch and date range every morning.',
    screen: 'Cash Clearing',
    status: 'Planned',
    reply: 'Planned for the next release: grids will remember your view.',
    submitterName: 'Casey Accounting',
    submitterEmail: 'accounting@demo.local',
    userId: 3,
    attachment: null,
    createdAt: '2026-11-08T15:30:00Z',
    updatedAt: '2026-11-12T10:00:00Z',
  },
  {
    id: 39,
    title: 'A public page for our opening hours',
    description: 'Customers ask at the counter.',
    screen: 'Other / everywhere',
    status: 'Declined',
    reply: 'Out of scope for the staff portal.',
    submitterName: 'Sam Visitor',
    submitterEmail: 'sam@example.com',
    userId: null,
    attachment: { storageKey: 'suggestions/b.pdf', originalName: 'hours.pdf', mimeType: 'application/pdf', size: 220_000, url: '#hours.pdf' },
    createdAt: '2026-10-30T09:00:00Z',
    updatedAt: '2026-11-01T09:00:00Z',
  },
];

export function manySuggestions(count: number): SuggestionRow[] {
  return Array.from({ length: count }, (_, i) => ({
    ...suggestions[i % suggestions.length]!,
    id: 1000 + i,
    title: `Suggestion number ${i + 1}`,
    status: SUGGESTION_STATUSES[i % SUGGESTION_STATUSES.length]!,
  }));
}

export const flaggedErrors: FlaggedErrorRow[] = [
  {
    id: 12,
    description: 'Root Cause Detail shows yesterday’s tickets after switching to Birmingham.',
    priority: 'High',
    category: 'Bug',
    status: 'Open',
    pagePath: '/root-cause-detail',
    reporterId: 2,
    reporterName: 'Pat Parts',
    assigneeId: null,
    assigneeName: null,
    attachments: [{ storageKey: 'flag-errors/a.png', originalName: 'root-cause.png', mimeType: 'image/png', size: 120_000, url: PIXEL }],
    createdAt: '2026-11-18T12:10:00Z',
    updatedAt: '2026-11-18T12:10:00Z',
  },
  {
    id: 11,
    description: 'Bank Reconciliation totals are off by one cent on file 2231.',
    priority: 'Medium',
    category: 'Data Concern',
    status: 'In progress',
    pagePath: '/bankreconcillation/filebyid/2231',
    reporterId: 3,
    reporterName: 'Casey Accounting',
    assigneeId: 1,
    assigneeName: 'Alex Admin',
    attachments: [],
    createdAt: '2026-11-17T14:30:00Z',
    updatedAt: '2026-11-18T09:00:00Z',
  },
];

export const assignees = [
  { id: 1, name: 'Alex Admin' },
  { id: 9, name: 'Morgan Support' },
];
