import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const narrow = 'screen and (max-width: 991px)';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, minWidth: 0 });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });
export const panelActions = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

/** A table on a desk; under 992 px each row is a card whose cells say what they are (data-label). */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'middle' });
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });
globalStyle(`${table} thead`, { '@media': { [narrow]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
globalStyle(`${table}, ${table} tbody`, { '@media': { [narrow]: { display: 'block' } } });
globalStyle(`${table} tr`, {
  '@media': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      gap: vars.space.xs,
      padding: vars.space.md,
      marginBottom: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});
globalStyle(`${table} td`, { '@media': { [narrow]: { display: 'block', border: 'none', padding: 0 } } });
globalStyle(`${table} td[data-label]::before`, {
  '@media': { [narrow]: { content: 'attr(data-label) ": "', color: vars.color.textMuted } },
});

export const code = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
export const wide = style({ '@media': { [narrow]: { gridColumn: '1 / -1' } } });
export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} td${number}, ${table} th${number}`, { textAlign: 'right', '@media': { [narrow]: { textAlign: 'left' } } });
export const inactive = style({ color: vars.color.textMuted });
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'flex-end', '@media': { [narrow]: { justifyContent: 'flex-start' } } });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const formActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
