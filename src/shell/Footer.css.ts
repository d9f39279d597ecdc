import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const footer = style({
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
});
