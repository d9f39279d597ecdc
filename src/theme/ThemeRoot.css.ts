import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const root = style({
  minHeight: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text,
});
