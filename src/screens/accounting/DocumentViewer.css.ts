import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Thumbnails, the page and the side panel on a desktop; the page, then the panel on a phone. */
export const workspace = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [desktopQuery]: { gridTemplateColumns: '132px minmax(0, 1fr) 300px' } },
});

export const thumbnails = style({
  display: 'none',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  maxHeight: '75vh',
  overflowY: 'auto',
  '@media': { [desktopQuery]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } },
});

export const thumbnail = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `2px solid transparent`,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const pane = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const readout = style({ minWidth: '5.5em', textAlign: 'center', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const separator = style({ width: 1, alignSelf: 'stretch', background: vars.color.border, margin: `0 ${vars.space.xs}` });

/** The page itself: scrolls when zoomed past its width; focusable for the keys. */
export const viewport = style({
  display: 'grid',
  justifyItems: 'center',
  alignItems: 'start',
  minHeight: 420,
  maxHeight: '75vh',
  overflow: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const sheet = style({ display: 'block', background: '#ffffff', boxShadow: vars.shadow.md });

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const documentList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const current = style({ fontWeight: vars.fontWeight.bold });
