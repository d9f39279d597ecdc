import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

/** Beside the filter bar's fields, level with their inputs on a desktop. */
export const switchFilter = style({ '@media': { [desktopQuery]: { alignSelf: 'center' } } });

export const status = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const selection = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const matches = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const match = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const matchTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const matchMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const matchNote = style({ margin: `${vars.space.xs} 0 0`, whiteSpace: 'pre-wrap' });

export const matchActions = style({ display: 'flex', gap: vars.space.sm });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
