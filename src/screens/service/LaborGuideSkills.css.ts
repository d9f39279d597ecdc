import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  paddingLeft: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
export const unmapped = style({ color: vars.color.textMuted, fontStyle: 'italic' });
export const notes = style({ margin: 0, paddingLeft: vars.space.md, fontSize: vars.fontSize.sm });
export const layout = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)' });
