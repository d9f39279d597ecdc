import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';
import { choice } from '../Field/Field.css';

export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', alignItems: 'flex-start' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
});

/** The dot of a chosen radio, drawn inside its circle indicator. */
export const radioDot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: 'transparent',
  selectors: { [`${choice}[data-selected] &`]: { background: vars.color.primaryText } },
});
