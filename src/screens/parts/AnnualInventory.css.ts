import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const branches = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' });
export const checklist = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const checkItem = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'center', fontSize: vars.fontSize.sm });
export const bars = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.md });
export const bar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const barLabel = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const track = style({ height: '8px', borderRadius: vars.radius.full, background: vars.color.surfaceMuted, overflow: 'hidden' });
export const fill = style({ height: '100%', background: vars.color.primary });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const figures = style({ display: 'grid', gridTemplateColumns: 'auto auto', gap: `${vars.space.xs} ${vars.space.md}`, margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm });
globalStyle(`${figures} dd`, { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} :is(th, td)`, { textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} td:nth-child(n+5)`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const batches = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.sm });
/** One column that never grows past its container: a narrow phone wraps the fields, it does not scroll sideways. */
export const dialogForm = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });
/** Fields and their buttons on one line, the buttons level with the inputs. */
export const fieldRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
