import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The current colour, drawn inside the header button. */
export const current = style({
  display: 'block',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 36px)', gap: vars.space.sm });

export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[aria-pressed="true"]': { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.text}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

export const custom = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const colorInput = style({
  width: '48px',
  height: '32px',
  padding: '2px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
