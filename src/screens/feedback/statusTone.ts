import type { BadgeTone } from '../../ui/Badge/Badge.css';

/** The badge colour of each suggestion and flagged-error status (the text always says it too). */
export const STATUS_TONE: Record<string, BadgeTone> = {
  New: 'info',
  'Under review': 'caution',
  Planned: 'positive',
  Done: 'neutral',
  Declined: 'critical',
  Open: 'info',
  'In progress': 'caution',
  Resolved: 'positive',
  High: 'critical',
  Medium: 'caution',
  Low: 'neutral',
};
