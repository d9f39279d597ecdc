import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  overflow: 'hidden',
  zIndex: vars.zIndex.progress,
  pointerEvents: 'none',
});

export const fill = style({
  height: '100%',
  width: '40%',
  background: vars.color.primary,
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { width: '100%', animation: 'none', opacity: 0.7 } },
});
