import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const anchor = style({ position: 'relative' });

/** The list under the input (in the page, not a portal, so it scrolls with the form). */
export const list = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xxs})`,
  left: 0,
  right: 0,
  maxHeight: '300px',
  display: 'flex',
  flexDirection: 'column',
});

export const options = style({ margin: 0, listStyle: 'none', overflowY: 'auto', minHeight: 0 });

export const more = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
