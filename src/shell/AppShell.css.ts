import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../theme/theme.css';

const SIDEBAR_WIDTH = '264px';

export const layout = style({ display: 'flex', minHeight: '100vh', background: vars.color.background });

export const sidebar = style({
  display: 'none',
  '@media': {
    [desktopQuery]: {
      display: 'block',
      width: SIDEBAR_WIDTH,
      flexShrink: 0,
      position: 'sticky',
      top: 0,
      height: '100vh',
      background: vars.color.surface,
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
});

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, padding: vars.space.xl, minWidth: 0, '@media': { 'screen and (max-width: 600px)': { padding: vars.space.md } } });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  background: vars.color.overlay,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: `min(${SIDEBAR_WIDTH}, 85vw)`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const drawerDialog = style({ height: '100%', outline: 'none', display: 'flex', flexDirection: 'column' });

export const drawerClose = style({ display: 'flex', justifyContent: 'flex-end', padding: `${vars.space.sm} ${vars.space.sm} 0` });
