import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.text,
});

export const icon = style({ color: vars.color.textMuted, fontSize: '32px', lineHeight: 1, display: 'flex' });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, margin: 0 });

export const description = style({ color: vars.color.textMuted, maxWidth: '48ch', margin: 0 });

export const action = style({ marginTop: vars.space.sm });
