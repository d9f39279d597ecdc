import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** Phone first: one column at 360–414 px, the same column centred on a desktop. */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 640, width: '100%' });
export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The next statuses as big buttons, two to a row on a phone. */
export const nextStatuses = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' });
// A warehouse glove needs a target of 44 px at least.
globalStyle(`${page} button`, { minHeight: 48 });

export const truckDown = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });
export const timeline = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const step = style({ display: 'grid', gap: vars.space.xxs, paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const stepMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
