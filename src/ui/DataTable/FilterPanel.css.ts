import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  containerType: 'inline-size',
});

export const range = style({ display: 'flex', gap: vars.space.xs });

/** Two date fields need two of the grid's columns to show a whole date, where the panel has them. */
export const dateRange = style({
  '@container': { '(min-width: 380px)': { gridColumn: 'span 2' } },
});
