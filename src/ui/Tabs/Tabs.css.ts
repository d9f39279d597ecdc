import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: '-1px',
  background: 'none',
  border: 'none',
  borderBottom: '3px solid transparent',
  font: 'inherit',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const panel = style({ paddingTop: vars.space.lg });
