import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The list scrolls; the note under it, when there is one, stays in view. */
export const popover = style({ display: 'flex', flexDirection: 'column' });

export const options = style({ overflowY: 'auto', minHeight: 0 });

export const more = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
