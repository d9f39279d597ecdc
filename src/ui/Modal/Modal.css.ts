import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { lightTheme, vars } from '../../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

// Portalled to document.body, outside ThemeRoot's element: it carries the theme class itself.
export const overlay = style([
  lightTheme,
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.lg,
    background: vars.color.overlay,
    fontFamily: vars.font.body,
    color: vars.color.text,
    selectors: { '&[data-entering]': { animation: `${fadeIn} 120ms` } },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    display: 'flex',
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    size: { small: { maxWidth: '420px' }, medium: { maxWidth: '560px' }, large: { maxWidth: '880px' } },
  },
});

export type ModalSize = NonNullable<NonNullable<RecipeVariants<typeof modal>>['size']>;

export const dialog = style({ display: 'flex', flexDirection: 'column', width: '100%', minHeight: 0, outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm} ${vars.space.xl}`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const body = style({ padding: `${vars.space.sm} ${vars.space.xl}`, overflowY: 'auto', minHeight: 0 });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
});
