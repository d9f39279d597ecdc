import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const bone = style({
  display: 'block',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const line = style({ height: '0.9em', selectors: { '&:last-child:not(:only-child)': { width: '60%' } } });
