import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const pagerButtons = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const sideTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
});

export const sides = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
});

export const json = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

// Fixed columns whose long values wrap: the dialog scrolls as a whole, never the table sideways.
export const changes = style({ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${changes} th, ${changes} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

globalStyle(`${changes} thead th`, { background: vars.color.surfaceMuted, borderBottomColor: vars.color.borderStrong });

export const changed = style({ background: vars.color.cautionSurface });

export const changedMark = style({ color: vars.color.caution, fontWeight: vars.fontWeight.regular });
