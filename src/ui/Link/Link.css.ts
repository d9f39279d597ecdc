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
    // react-aria's data attributes, and the same states of a native link (the sign-in screens).
    '&[data-hovered], &:not([data-rac]):hover': { textDecorationThickness: '2px' },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
