import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const diagram = style({ display: 'grid', gap: vars.space.md });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'right' });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.xs });
export const tableScroll = style({ overflowX: 'auto' });
export const slowRow = style({ background: vars.color.criticalSurface });
export const drillHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const drillTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const stuck = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))' });
export const stuckList = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const stuckItem = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const hours = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'right', fontWeight: vars.fontWeight.bold });
