import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const help = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const kbd = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const bodyStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
