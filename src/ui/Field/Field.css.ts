import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const input = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '36px',
  width: '100%',
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.critical, fontWeight: vars.fontWeight.medium });
