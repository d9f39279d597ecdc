import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const charts = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' });
export const orders = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const order = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const amount = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
