import { style, styleVariants } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** Four tracks on a desktop, one column below 992 px, whatever a widget's size. */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const span = styleVariants({ S: 1, M: 2, L: 4 }, (columns) => ({ '@media': { [desktopQuery]: { gridColumn: `span ${columns}` } } }));

export const widget = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  selectors: { '&[data-dragging]': { outline: `2px dashed ${vars.color.primary}`, outlineOffset: '2px' } },
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ flex: 1, minWidth: 0, margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const handle = style({
  cursor: 'grab',
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const body = style({ padding: vars.space.md, minWidth: 0 });

export const filterNote = style({ margin: 0, padding: `0 ${vars.space.md} ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const refused = style({ margin: 0, color: vars.color.textMuted });

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const catalogue = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const catalogueArea = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const catalogueList = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const catalogueItem = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const branches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, border: 0, margin: 0, padding: 0 });
