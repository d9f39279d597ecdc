import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The Pareto and the branches span the row. */
export { charts, wide } from '../../ui/report/dashboardGrid.css';

/** The reasons under the Pareto, each opening its misses: in columns where there is room. */
export const reasons = style({
  margin: `${vars.space.sm} 0 0`,
  paddingLeft: vars.space.lg,
  columnWidth: '280px',
  columnGap: vars.space.lg,
});

export const reasonFigures = style({
  marginLeft: vars.space.sm,
  color: vars.color.textMuted,
});

export const rule = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
});
