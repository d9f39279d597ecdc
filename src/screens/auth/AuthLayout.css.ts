import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: `linear-gradient(160deg, ${vars.color.primary} 0%, ${vars.color.primaryHover} 100%)`,
});

export const card = style({
  width: '100%',
  maxWidth: '420px',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const company = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const subtitle = style({ color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
