import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../theme/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '56px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const menuButton = style({ '@media': { [desktopQuery]: { display: 'none' } } });

export const right = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const paletteButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

// Visually hidden on a phone (the icon shows), so the button keeps its name.
export const paletteText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [desktopQuery]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
});

export const kbd = style({
  display: 'none',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  '@media': { [desktopQuery]: { display: 'inline' } },
});
