import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The matrix scrolls sideways on a narrow screen rather than folding: its columns are the point. */
export const scroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const matrix = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, minWidth: '100%' });
export const head = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });
export const cell = style({ padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap', verticalAlign: 'middle' });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const expiry = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
