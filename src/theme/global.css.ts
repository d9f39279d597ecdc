import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, p', { margin: 0 });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
