import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const charts = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const sheet = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const sheetLine = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr) 140px',
  alignItems: 'end',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const decisions = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const decision = style({ display: 'grid', gap: vars.space.xs, gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' });
