import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const formRow = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: vars.space.md });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const files = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const file = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
