import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

/** A dashboard's charts two a row on a desktop, one above the other below it. */
export const charts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A chart that spans the row on a desktop. */
export const wide = style({
  '@media': { [desktopQuery]: { gridColumn: '1 / -1' } },
});
