import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { choice } from '../Field/Field.css';

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '36px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: 'background 120ms',
  selectors: {
    [`${choice}[data-selected] &`]: { background: vars.color.primary },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${choice}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: 'transform 120ms',
  selectors: { [`${choice}[data-selected] &`]: { transform: 'translateX(16px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
