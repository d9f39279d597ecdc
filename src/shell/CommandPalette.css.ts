import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  paddingTop: '12vh',
  paddingInline: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const modal = style({
  width: '100%',
  maxWidth: '560px',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', maxHeight: '70vh' });

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const input = style({
  flex: 1,
  border: 'none',
  outline: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  background: 'transparent',
  color: vars.color.text,
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const menu = style({ overflowY: 'auto', padding: vars.space.sm, outline: 'none' });

export const groupHeader = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const item = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const empty = style({ padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });
