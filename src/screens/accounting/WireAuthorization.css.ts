import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 960 });
export const form = style({ display: 'grid', gap: vars.space.md });
export const fields = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', alignItems: 'start' });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const trail = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const reset = style({ textDecoration: 'line-through', color: vars.color.textMuted });
export const refusal = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

// Printed, the wire is its record and its approval trail: no buttons, no form, no shell around it.
export const noPrint = style({ '@media': { print: { display: 'none' } } });
globalStyle(`body:has(${page}) :is(header, nav, footer)`, { '@media': { print: { display: 'none' } } });
