import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const select = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  marginLeft: vars.space.xs,
});
