import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const nav = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  gap: vars.space.xs,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '&:not(:last-child)::after': { content: '"›"', color: vars.color.textMuted } },
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const text = style({
  color: vars.color.text,
  selectors: { '&[aria-current="page"]': { fontWeight: vars.fontWeight.medium } },
});
