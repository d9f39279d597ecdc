import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/**
 * A short list of staff records beside a report (the matches of a cash-clearing day, the counts awaiting
 * sign-off): each item its title, a muted line of who and when, a note, and its actions at the end.
 */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const note = style({ margin: `${vars.space.xs} 0 0`, whiteSpace: 'pre-wrap' });
