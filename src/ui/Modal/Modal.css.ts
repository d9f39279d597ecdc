import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const overlay = style([
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

// The dialog scrolls as a whole (header and actions stay in view), so the scrolling region holds focusable buttons.
export const dialog = style({ width: '100%', overflowY: 'auto', outline: 'none' });

export const header = style({
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm} ${vars.space.xl}`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const body = style({ padding: `${vars.space.sm} ${vars.space.xl}` });

export const actions = style({
  position: 'sticky',
  bottom: 0,
  background: vars.color.surface,
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
});
