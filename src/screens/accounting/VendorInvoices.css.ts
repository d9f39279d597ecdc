import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

/** Beside the filter bar's fields, level with their inputs on a desktop. */
export const switchFilter = style({ '@media': { [desktopQuery]: { alignSelf: 'center' } } });

/** The payment list's day and button, in a row that wraps. */
export const paymentList = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const cell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const about = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const trail = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const buttons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const fields = style({ display: 'grid', gap: vars.space.md, '@media': { [desktopQuery]: { gridTemplateColumns: '1fr 1fr' } } });
