import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

// The states match react-aria's data attributes and, on native buttons (the sign-in screens), the
// pseudo-classes; react-aria marks its own elements data-rac, where :hover would stick on touch.
const active = '&[data-hovered]:not([data-disabled]), &[data-pressed], &:not([data-rac]):hover:not(:disabled)';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-focus-visible], &:not([data-rac]):focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled], &:not([data-rac]):disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          [active]: {
            background: vars.color.primaryHover,
            color: vars.color.primaryHoverText,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { [active]: { background: vars.color.surfaceMuted } },
      },
      critical: {
        background: vars.color.critical,
        color: '#ffffff',
        selectors: { [active]: { filter: 'brightness(0.85)' } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { [active]: { background: vars.color.surfaceMuted } },
      },
    },
    size: {
      small: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, minHeight: '28px' },
      standard: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md, minHeight: '36px' },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { tone: 'primary', size: 'standard', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
