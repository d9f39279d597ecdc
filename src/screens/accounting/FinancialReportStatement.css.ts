import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The statement scrolls sideways on a narrow screen, its line names staying in view. */
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm });

export const head = style({
  textAlign: 'right',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const lineName = style({
  position: 'sticky',
  left: 0,
  background: vars.color.surface,
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
});

export const cell = style({ textAlign: 'right', padding: `${vars.space.xs} ${vars.space.sm}`, whiteSpace: 'nowrap' });

/** A subtotal reads as one: bold, ruled above. */
export const subtotal = style({ fontWeight: vars.fontWeight.bold, borderTop: `1px solid ${vars.color.border}` });
