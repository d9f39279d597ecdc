import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** A block as the board draws it: the type's colour, its text black or white by it. */
export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  border: `1px solid ${vars.color.border}`,
});
export const colourRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });
