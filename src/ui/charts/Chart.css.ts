import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const figure = style({ margin: 0, minWidth: 0, width: '100%' });

export const plot = style({ width: '100%', fontSize: vars.fontSize.xs, color: vars.color.text });

export const legendText = style({ color: vars.color.text, fontSize: vars.fontSize.sm });

export const tooltip = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});
