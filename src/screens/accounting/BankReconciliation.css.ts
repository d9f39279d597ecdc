import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

/** The running difference and the selection, always in sight while the panes scroll under it. */
export const runningBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

export const figure = style({ margin: 0, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const selection = style({ margin: 0, flex: '1 1 240px', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Bank lines beside ledger lines on a desktop, one above the other on a phone. */
export const panes = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const cellActions = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const block = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${vars.space.xs} ${vars.space.lg}`, fontVariantNumeric: 'tabular-nums', maxWidth: '560px' });

export const blockRow = style({ display: 'contents' });

export const blockTotal = style({ fontWeight: vars.fontWeight.bold, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xs });

export const amount = style({ textAlign: 'right', margin: 0 });
