import { style, styleVariants } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, minWidth: 0 });

/** The selection beside the preview on a desk; one above the other below 992 px. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(280px, 360px) minmax(0, 1fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'flex-end' });
export const grow = style({ flex: '1 1 120px', minWidth: 0 });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const preview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const toolbar = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const labels = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', listStyle: 'none', margin: 0, padding: 0 });

/** A label as it prints: black on white whatever the theme, in the stock's proportions. */
const label = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: 6,
  background: '#fff',
  color: '#000',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 4,
  overflow: 'hidden',
  fontFamily: 'Helvetica, Arial, sans-serif',
});
export const labelShape = styleVariants({
  'thermal-2x1': [label, { aspectRatio: '2 / 1' }],
  'thermal-4x2': [label, { aspectRatio: '2 / 1' }],
  'avery-5160': [label, { aspectRatio: '2.625 / 1' }],
});
export const partNo = style({ fontWeight: 700, fontSize: 16, lineHeight: 1.1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const small = style({ fontSize: 10, lineHeight: 1.2, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const bin = style({ fontWeight: 700, fontSize: 12, lineHeight: 1.1 });
export const pager = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' });
