import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../src/theme/theme.css';

/** How stories lay out their examples: rows, stacks and grids on the theme's spacing. Screens have their own .css.ts. */

/** Examples side by side, wrapping onto the next line when the frame is narrow. */
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const tightRow = style([row, { gap: vars.space.sm }]);

/** Examples of different heights side by side, centred on one line. */
export const centredRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const tightCentredRow = style([centredRow, { gap: vars.space.sm }]);

/** Examples one under the other. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const wideStack = style([stack, { gap: vars.space.xl }]);

/** A list without its bullets and indent, its items in a row (breadcrumbs). */
export const plainListRow = style({ display: 'flex', gap: vars.space.sm, padding: 0, margin: 0, listStyle: 'none' });

/** Tiles one under the other on a phone, four across on a desktop. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** A list of small examples, two across on a phone and four on a desktop, without its indent. */
export const listGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  padding: 0,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** A row of examples on the surface colour, with room around them. */
export const surfaceRow = style([row, { padding: vars.space.lg, background: vars.color.surface }]);
