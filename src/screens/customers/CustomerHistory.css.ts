import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, minWidth: 0 });

export const finder = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%', maxWidth: '48rem', minWidth: 0 });
export const compactFinder = style({ '@media': { [desktopQuery]: { width: '26rem' } } });
export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const heading = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const customers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const customer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const match = style({ fontSize: vars.fontSize.sm, fontFamily: vars.font.mono });

export const record = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  minWidth: 0,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});
