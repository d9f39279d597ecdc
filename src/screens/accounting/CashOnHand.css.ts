import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

export const inline = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

/** The counts awaiting sign-off beside the chart on a desktop, above it on a phone. */
export const panels = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const buttons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const figures = style({ fontVariantNumeric: 'tabular-nums' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The count sheet: a column per group of denominations on a desktop. */
export const sheet = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const group = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: 0, marginBottom: vars.space.xs });

export const total = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const cell = style({ textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

export const amount = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
