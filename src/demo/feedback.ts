import type { FlagCategory, FlagPriority, FlagStatus, SuggestionStatus } from '../domain/feedback/statuses';
import { createRandom, DEMO_SEED } from './random';

/** The instant `days` days and `hours` hours before `now`. */
export const daysBefore = (now: Date, days: number, hours = 0) => new Date(now.getTime() - (days * 24 + hours) * 3_600_000);

export interface DemoSuggestion {
  email: string;
  title: string;
  description: string;
  screen: string;
  status: SuggestionStatus;
  reply: string | null;
  createdAt: Date;
}

export interface DemoFlaggedError {
  email: string;
  description: string;
  priority: FlagPriority;
  category: FlagCategory;
  status: FlagStatus;
  pagePath: string;
  createdAt: Date;
}

/** The demo's suggestions, dated before `now`. */
export const demoSuggestions = (now: Date): DemoSuggestion[] => [
  {
    email: 'parts@demo.local',
    title: 'Show the bin location on the Waiting List',
    description: 'Pickers walk back to the counter to look up bins. The bin next to each part would save a trip.',
    screen: 'Waiting List',
    status: 'Under review',
    reply: 'Good idea: we are checking that Excede exports the bin with each ticket line.',
    createdAt: daysBefore(now, 6, 3),
  },
  {
    email: 'parts@demo.local',
    title: 'Print shelf labels for a whole aisle',
    description: 'Printing labels one part at a time takes an afternoon after a re-slot.',
    screen: 'Shelf Label Parts',
    status: 'New',
    reply: null,
    createdAt: daysBefore(now, 1, 5),
  },
  {
    email: 'accounting@demo.local',
    title: 'Remember my Cash Clearing filters',
    description: 'I set the same branch and date range every morning.',
    screen: 'Cash Clearing',
    status: 'Planned',
    reply: 'Planned for the next release: grids will remember your view.',
    createdAt: daysBefore(now, 12),
  },
  {
    email: 'accounting@demo.local',
    title: 'Dark mode',
    description: 'Easier on the eyes at month end.',
    screen: 'Everywhere',
    status: 'Declined',
    reply: 'Not this year: the theme colour picker covers most of the need.',
    createdAt: daysBefore(now, 40),
  },
];

/** The demo's flagged errors, dated before `now`. */
export const demoFlaggedErrors = (now: Date): DemoFlaggedError[] => [
  {
    email: 'parts@demo.local',
    description: 'Root Cause Detail shows yesterday’s tickets after switching to Birmingham.',
    priority: 'High',
    category: 'Bug',
    status: 'In progress',
    pagePath: '/root-cause-detail',
    createdAt: daysBefore(now, 2, 7),
  },
  {
    email: 'accounting@demo.local',
    description: 'Bank Reconciliation totals are off by one cent on file 2231.',
    priority: 'Medium',
    category: 'Data Concern',
    status: 'Open',
    pagePath: '/bankreconcillation/filebyid/2231',
    createdAt: daysBefore(now, 3, 1),
  },
  {
    email: 'accounting@demo.local',
    description: 'The vendor invoice PDF did not open.',
    priority: 'Low',
    category: 'Bug',
    status: 'Resolved',
    pagePath: '/vendorinvoices',
    createdAt: daysBefore(now, 20),
  },
];

/** A few more, from other staff, so the admin lists have something to triage. */
export function demoStaffFeedback(emails: string[], now: Date): { suggestions: DemoSuggestion[]; errors: DemoFlaggedError[] } {
  const random = createRandom(DEMO_SEED + 3);
  const screens = ['Waiting List', 'Cash Clearing', 'Service Scheduler', 'Vehicle Sales Report', 'Parts Research', 'Bin Verification'];
  const suggestions = emails.slice(0, 8).map((email, i) => ({
    email,
    title: `Export ${random.pick(screens)} to Excel with totals`,
    description: 'The totals row would save me re-adding the numbers in a spreadsheet.',
    screen: random.pick(screens),
    status: random.pick(['New', 'Under review', 'Planned', 'Done'] as const),
    reply: null,
    createdAt: daysBefore(now, 4 + i * 3, i),
  }));
  const errors = emails.slice(8, 14).map((email, i) => ({
    email,
    description: `The ${random.pick(screens)} grid did not load for branch ${random.pick(['101', '104', '201'])}.`,
    priority: random.pick(['High', 'Medium', 'Low'] as const),
    category: random.pick(['Bug', 'Data Concern', 'Integration'] as const),
    status: random.pick(['Open', 'In progress', 'Resolved'] as const),
    pagePath: '/displaytickets',
    createdAt: daysBefore(now, 2 + i * 2, i),
  }));
  return { suggestions, errors };
}
