import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The content area's margins, as inside the shell. */
export const bare = style({
  minHeight: '100vh',
  padding: vars.space.xl,
  background: vars.color.background,
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.md } },
});
