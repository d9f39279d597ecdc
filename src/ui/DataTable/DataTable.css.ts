import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const ROW_HEIGHT = 36;
export const HEADER_HEIGHT = 40;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overscrollBehavior: 'contain',
});

export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const head = style({
  display: 'block',
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const body = style({ display: 'block' });

/** A server grid's rows while the next page loads: muted (still readable, not faded below contrast). */
export const refreshing = style({ color: vars.color.textMuted, cursor: 'progress' });

/** A long grid's rows while its row worker works out the next answer: muted once that takes a moment (a quick answer does not flicker). */
export const pending = style({ color: vars.color.textMuted, cursor: 'progress', transition: 'color 0s linear 150ms' });

export const foot = style({
  display: 'block',
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.bold,
});

export const row = style({
  display: 'grid',
  height: ROW_HEIGHT,
  alignItems: 'stretch',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    [`${body} &:hover`]: { background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { background: vars.color.infoSurface },
  },
});

export const clickable = style({ cursor: 'pointer' });

export const headerRow = style({ display: 'grid', height: HEADER_HEIGHT, alignItems: 'stretch' });

const cellBase = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  padding: `0 ${vars.space.sm}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const cell = style([cellBase, {}]);
export const cellText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const numeric = style({ justifyContent: 'flex-end', textAlign: 'right' });
export const selectCell = style({ justifyContent: 'center' });

export const headerCell = style([cellBase, { fontWeight: vars.fontWeight.bold, textAlign: 'left', padding: 0 }]);

export const sortButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  padding: `0 ${vars.space.sm}`,
  cursor: 'pointer',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:hover': { background: vars.color.border },
  },
});

export const headerLabel = style({ padding: `0 ${vars.space.sm}` });

export const sortIndicator = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, flexShrink: 0 });

export const message = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textMuted,
  whiteSpace: 'normal',
  textAlign: 'center',
});

export const messageRow = style({ display: 'grid', gridTemplateColumns: '1fr' });

const shimmer = keyframes({ '0%': { opacity: 0.45 }, '50%': { opacity: 1 }, '100%': { opacity: 0.45 } });

export const skeleton = style({
  display: 'block',
  width: '70%',
  height: '10px',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  animation: `${shimmer} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSurface,
  color: vars.color.critical,
});

export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.sm,
  minWidth: '260px',
  maxHeight: '70vh',
  overflow: 'auto',
});

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const menuTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const columnItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const columnLabel = style({ flex: 1, display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
