import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: vars.space.xl,
  rowGap: vars.space.md,
  margin: 0,
});

export const twoColumns = style({ '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const pair = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
