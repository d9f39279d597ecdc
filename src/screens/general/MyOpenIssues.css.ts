import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '960px' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const top = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const kind = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const date = style({ marginLeft: 'auto', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const reply = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.infoSurface,
  borderRadius: vars.radius.md,
});

export const replyLabel = style({ fontWeight: vars.fontWeight.bold });
