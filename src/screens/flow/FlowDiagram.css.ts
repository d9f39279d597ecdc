import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const scroller = style({ overflowX: 'auto', outlineOffset: '2px' });
export const svg = style({ display: 'block', width: '100%', minWidth: '720px', height: 'auto' });
export const link = style({ fill: vars.color.primary, opacity: 0.35 });
export const node = style({ fill: vars.color.surface, stroke: vars.color.borderStrong, strokeWidth: 1.5, cursor: 'pointer' });
export const slowest = style({ fill: vars.color.criticalSurface, stroke: vars.color.critical, strokeWidth: 3 });
export const selected = style({ stroke: vars.color.focus, strokeWidth: 3 });
export const label = style({ fill: vars.color.text, fontSize: '15px', fontWeight: 700, pointerEvents: 'none' });
export const figure = style({ fill: vars.color.text, fontSize: '13px', pointerEvents: 'none' });
export const note = style({ fill: vars.color.textMuted, fontSize: '12px' });
export const slowestNote = style({ fill: vars.color.critical, fontSize: '12px', fontWeight: 700 });
export const dropOff = style({ stroke: vars.color.caution, strokeWidth: 2, fill: 'none' });
