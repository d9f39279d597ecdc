import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The layout of an administration screen and its forms: page column, field grid, fieldsets. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** A screen: its parts one under the other, across the content area. */
export const page = stack;

/** A form's fields, kept to a readable width; grids and drop zones go in a stack, across their card. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '960px' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });
