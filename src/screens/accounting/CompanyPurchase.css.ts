import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 1080 });
export const form = style({ display: 'grid', gap: vars.space.md });
export const fields = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', alignItems: 'start' });
export const line = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(180px, 3fr) minmax(80px, 1fr) minmax(110px, 1fr) minmax(110px, 1fr) auto', alignItems: 'end' });
export const amount = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'right', paddingBlock: vars.space.sm });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const trail = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const reset = style({ textDecoration: 'line-through', color: vars.color.textMuted });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} :is(th, td)`, { padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
globalStyle(`${table} .num`, { textAlign: 'right' });

// Printed, the request is its PO: no buttons, no forms, no shell around it.
export const noPrint = style({ '@media': { print: { display: 'none' } } });
globalStyle(`body:has(${page}) :is(header, nav, footer)`, { '@media': { print: { display: 'none' } } });

globalStyle(`${line} > :last-child`, { '@media': { 'screen and (max-width: 600px)': { gridColumn: '1 / -1' } } });
