import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm, maxWidth: '28rem' });

export const label = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const track = style({ position: 'relative', height: '6px', borderRadius: vars.radius.full, background: vars.color.surfaceMuted, overflow: 'hidden' });

export const fill = style({ height: '100%', background: vars.color.primary });

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/** A size the server does not say: a bar that keeps moving. */
export const sweep = style({ position: 'absolute', inset: 0, width: '40%', background: vars.color.primary, animation: `${slide} 1.2s ease-in-out infinite` });
