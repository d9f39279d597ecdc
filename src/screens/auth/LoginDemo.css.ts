import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.bold });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const loading = style({ color: vars.color.textMuted });
