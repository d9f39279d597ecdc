import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

/** Beside the filter bar's fields, level with their inputs on a desktop. */
export const switchFilter = style({ '@media': { [desktopQuery]: { alignSelf: 'center' } } });

export const status = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const selection = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const matchActions = style({ display: 'flex', gap: vars.space.sm });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
