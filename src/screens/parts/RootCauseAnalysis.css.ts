import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const bulkForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const actionsTaken = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingLeft: vars.space.lg });
