import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ padding: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '960px' });

export const header = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const subtitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});
