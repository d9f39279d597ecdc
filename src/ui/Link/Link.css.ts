import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
