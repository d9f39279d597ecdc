import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

const narrowQuery = 'screen and (max-width: 991.98px)';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** On a phone or tablet: the Filters button and what they are set to. Gone on a desktop. */
export const toggleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [desktopQuery]: { display: 'none' } },
});

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [narrowQuery]: { flexDirection: 'column', alignItems: 'stretch', selectors: { '&[data-collapsed]': { display: 'none' } } } },
});
