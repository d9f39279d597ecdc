import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

/** The charts two a row on a desktop, one above the other below it; the top 20 spans the row. */
export const charts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({
  '@media': { [desktopQuery]: { gridColumn: '1 / -1' } },
});
