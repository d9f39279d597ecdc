import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const source = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
