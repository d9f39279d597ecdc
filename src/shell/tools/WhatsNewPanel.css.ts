import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const pageName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, minWidth: 0 });

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const description = style({ gridColumn: '1 / -1', margin: 0, overflowWrap: 'anywhere' });

export const files = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const footer = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space.md });

/** Room for the unread count whether or not there is one, so the header's icons never move when it clears. */
export const badgeSlot = style({ display: 'inline-flex', justifyContent: 'center', minWidth: '32px' });
