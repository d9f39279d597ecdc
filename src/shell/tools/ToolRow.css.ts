import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

/**
 * The tools side by side. On a phone they do not all fit beside the breadcrumbs, the palette and
 * the account button, so the row keeps a width that leaves room for those and scrolls sideways.
 */
export const row = style({
  // Positioned, so that visually hidden text in the tools is clipped with them rather than widening the page.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: 'calc(100vw - 200px)',
  overflowX: 'auto',
  // Room for the focus ring, which the scrolling would clip.
  padding: '4px',
  margin: '-4px',
  scrollbarWidth: 'thin',
  '@media': { [desktopQuery]: { maxWidth: 'none', overflowX: 'visible' } },
});
