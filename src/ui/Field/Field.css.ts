import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

const control = {
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  minHeight: '36px',
  width: '100%',
  outline: 'none',
} as const;

const focusRing = { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` };

export const input = style({
  ...control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: {
    // react-aria's data attributes, and the same states of a native input (the sign-in screens).
    '&[data-focused], &:not([data-rac]):focus': focusRing,
    '&[data-invalid], &:not([data-rac])[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&[data-disabled], &:not([data-rac]):disabled': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    '&::placeholder': { color: vars.color.textMuted },
    // A native date input's segments: without Chrome's 1px above and below, as tall as a text input.
    '&::-webkit-datetime-edit-fields-wrapper': { padding: 0 },
  },
});

/** A bordered row that looks like an input and holds one (or date segments) plus buttons. */
export const group = style({
  ...control,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingLeft: vars.space.md,
  paddingRight: vars.space.xxs,
  selectors: {
    '&[data-focus-within], &:not([data-rac]):focus-within': focusRing,
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

/** The input inside a group: the group draws the border. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: 'none',
  outline: 'none',
  padding: `${vars.space.sm} 0`,
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

/** A small square button inside a group (open the list, step a number, open the calendar). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '30px',
  height: '30px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed], &:not([data-rac]):not(:disabled):hover': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
    '&[data-disabled], &:not([data-rac]):disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

/** The Select's box: the native select, with our chevron laid over it. */
export const selectBox = style({ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0 });

/** A native select in the look of an input: its own arrow removed for our chevron (selectChevron). */
export const select = style({
  ...control,
  appearance: 'none',
  // As wide as the chosen option where a row sizes it (filters), not as its longest one.
  fieldSizing: 'content',
  padding: `${vars.space.sm} calc(${vars.space.md} + 16px + ${vars.space.xs}) ${vars.space.sm} ${vars.space.md}`,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:focus': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
    // The placeholder (the empty option) is chosen: muted, like an input's placeholder.
    '&:has(option[value=""]:checked)': { color: vars.color.textMuted },
  },
});

// The open list keeps the text colour when the placeholder shows muted in the box.
globalStyle(`${select} option`, { color: vars.color.text });

export const selectChevron = style({
  position: 'absolute',
  right: vars.space.sm,
  display: 'inline-flex',
  pointerEvents: 'none',
  color: vars.color.text,
  selectors: { [`${select}:disabled + &`]: { color: vars.color.textMuted } },
});

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.critical, fontWeight: vars.fontWeight.medium });

export const popover = style([
  {
    minWidth: 'var(--trigger-width)',
    maxWidth: 'calc(100vw - 16px)',
    overflow: 'auto',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    zIndex: vars.zIndex.modal,
    outline: 'none',
  },
]);

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const listBoxItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const emptyState = style({ padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.textMuted });

/** The row of a checkbox, radio or switch: indicator then its label. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const choiceIndicator = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '18px',
    height: '18px',
    border: `2px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.primaryText,
    selectors: {
      [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
        background: vars.color.primary,
        borderColor: vars.color.primary,
      },
      [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      [`${choice}[data-invalid] &`]: { borderColor: vars.color.critical },
      [`${choice}[data-disabled] &`]: { opacity: 0.55 },
    },
  },
  variants: {
    shape: {
      box: { borderRadius: vars.radius.sm },
      circle: { borderRadius: vars.radius.full },
    },
  },
});
