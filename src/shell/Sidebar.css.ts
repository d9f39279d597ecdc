import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.sm}`,
  overflowY: 'auto',
  height: '100%',
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.sm,
});

export const brandName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const brandCompany = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const groupTrigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const chevron = style({
  transition: 'transform 120ms',
  selectors: { [`${groupTrigger}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: `0 0 ${vars.space.sm}`, display: 'flex', flexDirection: 'column', gap: '1px' });

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
  outline: 'none',
  borderLeft: '3px solid transparent',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      background: vars.color.surfaceMuted,
      borderLeftColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
