import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The report tiles: as many a row as fit, at least 280 px each. */
export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});

export const none = style({ margin: 0, color: vars.color.textMuted });
