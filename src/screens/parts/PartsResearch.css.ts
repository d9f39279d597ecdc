import { globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, minWidth: 0 });

export const search = style({ position: 'relative', maxWidth: '48rem' });
export const searchLabel = style({ display: 'block', fontWeight: vars.fontWeight.medium, marginBottom: vars.space.xs });
export const searchInput = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space.xs });

export const results = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  maxWidth: '48rem',
});
export const result = style({
  display: 'grid',
  gridTemplateColumns: '10rem 1fr auto',
  gap: vars.space.md,
  alignItems: 'baseline',
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[aria-selected="true"]': { background: vars.color.infoSurface, outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
  '@media': { 'screen and (max-width: 991px)': { gridTemplateColumns: '1fr auto' } },
});
export const partNo = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const description = style({ minWidth: 0, '@media': { 'screen and (max-width: 991px)': { gridColumn: '1 / -1', order: 3 } } });

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const partTitle = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'baseline', margin: 0, fontSize: vars.fontSize.xl });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const replaced = style({ margin: 0 });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  minWidth: 0,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', whiteSpace: 'nowrap' });
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} td${number}, ${table} th${number}`, { textAlign: 'right' });
export const mine = style({ background: vars.color.infoSurface, fontWeight: vars.fontWeight.medium });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const label = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: '#fff',
  color: '#000',
  maxWidth: '24rem',
});
export const labelPartNo = style({ fontFamily: vars.font.mono, fontSize: '2rem', fontWeight: vars.fontWeight.bold, lineHeight: 1.1 });
