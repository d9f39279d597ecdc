import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

const WIDE = 'screen and (min-width: 992px)';
export const NAME_WIDTH = '200px';
const ROW_HEIGHT = '52px';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, minWidth: 0 });
export const controls = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', alignItems: 'flex-end' });
export const capacity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const capacityText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Narrow: the queue above the grid; wide: the queue beside it. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [WIDE]: { gridTemplateColumns: '260px minmax(0, 1fr)', alignItems: 'start' } },
});

export const queue = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const queueHeading = style({ margin: 0, fontSize: vars.fontSize.md });
export const queueList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '260px',
  overflowY: 'auto',
  '@media': { [WIDE]: { maxHeight: '70vh' } },
});
export const queueJob = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  width: '100%',
  textAlign: 'left',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'grab',
  userSelect: 'none',
  touchAction: 'none',
  selectors: { '&[data-lifted]': { outline: `2px dashed ${vars.color.focus}` } },
});
export const queueMeta = style({ color: vars.color.textMuted });
export const flag = style({ color: vars.color.caution, fontWeight: vars.fontWeight.bold });

/** The grid scrolls sideways on a narrow screen; the names column stays put. */
export const grid = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const gridInner = style({ minWidth: '1100px' });
export const gridInnerWeek = style({ minWidth: '1500px' });
export const row = style({ display: 'flex', borderBottom: `1px solid ${vars.color.border}` });
export const rowHeader = style({
  position: 'sticky',
  left: 0,
  zIndex: 2,
  flex: `0 0 ${NAME_WIDTH}`,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const techName = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const track = style({ position: 'relative', flex: '1 1 auto', height: ROW_HEIGHT });
export const axis = style({ position: 'relative', flex: '1 1 auto', height: '28px', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const mark = style({ position: 'absolute', top: vars.space.xs, paddingLeft: '3px', whiteSpace: 'nowrap' });
export const dayMark = style({ position: 'absolute', top: vars.space.xs, paddingLeft: vars.space.xs, fontWeight: vars.fontWeight.medium });
export const gridLine = style({ position: 'absolute', top: 0, bottom: 0, width: '1px', background: vars.color.border });
export const dayLine = style([gridLine, { background: vars.color.borderStrong }]);

export const unavailable = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  overflow: 'hidden',
  padding: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  background: `repeating-linear-gradient(135deg, ${vars.color.surfaceMuted}, ${vars.color.surfaceMuted} 6px, ${vars.color.border} 6px, ${vars.color.border} 8px)`,
  whiteSpace: 'nowrap',
});

export const block = style({
  position: 'absolute',
  zIndex: 0,
  top: '4px',
  bottom: '4px',
  display: 'flex',
  alignItems: 'stretch',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  minWidth: '12px',
  selectors: { '&[data-lifted]': { opacity: 0.35 }, '&[data-pending]': { outline: `2px dashed ${vars.color.focus}` } },
});
export const blockContent = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  pointerEvents: 'none',
});
export const blockButton = style({
  position: 'absolute',
  inset: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  padding: 0,
  cursor: 'grab',
  userSelect: 'none',
  touchAction: 'none',
});
export const blockLine = style({ overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' });
export const blockTitle = style([blockLine, { fontWeight: vars.fontWeight.bold }]);
export const statusMarker = style({ display: 'inline-block', width: '8px', height: '8px', borderRadius: vars.radius.full, marginRight: vars.space.xxs, border: '1px solid currentColor' });
export const resizeEdge = style({ position: 'relative', zIndex: 1, flex: '0 0 6px', cursor: 'ew-resize', touchAction: 'none', background: 'rgba(0, 0, 0, 0.15)' });
export const blockMenu = style({ position: 'relative', zIndex: 1, display: 'flex', alignItems: 'center' });
globalStyle(`${blockMenu} button`, { color: 'inherit', minHeight: 0, padding: '2px' });

export const ghost = style({
  position: 'absolute',
  top: '4px',
  bottom: '4px',
  zIndex: 1,
  pointerEvents: 'none',
  borderRadius: vars.radius.sm,
  outline: `2px dashed ${vars.color.focus}`,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  display: 'flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const load = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const loadBar = style({ flex: '1 1 auto', height: '6px', borderRadius: vars.radius.full, background: vars.color.surfaceMuted, overflow: 'hidden' });
export const loadFill = style({ height: '100%', background: vars.color.positive, selectors: { '&[data-over]': { background: vars.color.critical } } });
export const loadText = style({ whiteSpace: 'nowrap', color: vars.color.text });

/** A shift's header row, above its technicians. */
export const groupToggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const groupTrack = style({ flex: '1 1 auto', background: vars.color.surfaceMuted });
