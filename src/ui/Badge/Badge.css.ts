import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    border: '1px solid',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, borderColor: vars.color.border, color: vars.color.text },
      info: { background: vars.color.infoSurface, borderColor: vars.color.info, color: vars.color.info },
      positive: { background: vars.color.positiveSurface, borderColor: vars.color.positive, color: vars.color.positive },
      caution: { background: vars.color.cautionSurface, borderColor: vars.color.caution, color: vars.color.caution },
      critical: { background: vars.color.criticalSurface, borderColor: vars.color.critical, color: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeTone = NonNullable<NonNullable<RecipeVariants<typeof badge>>['tone']>;
