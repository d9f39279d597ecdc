import { globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const live = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const called = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The wide grid on a desktop; the card list below 992 px. */
export const grid = style({
  display: 'none',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  '@media': { [desktopQuery]: { display: 'table' } },
});

globalStyle(`${grid} th, ${grid} td`, { textAlign: 'left', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [desktopQuery]: { display: 'none' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

/** A wait over the branch's setting: red, with its words (never colour alone). */
export const longWait = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold, display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const muted = style({ color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
