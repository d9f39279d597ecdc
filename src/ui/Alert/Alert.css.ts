import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid',
    fontSize: vars.fontSize.md,
  },
  variants: {
    tone: {
      critical: { background: vars.color.criticalSurface, borderColor: vars.color.critical, color: vars.color.text },
      positive: { background: vars.color.positiveSurface, borderColor: vars.color.positive, color: vars.color.text },
      caution: { background: vars.color.cautionSurface, borderColor: vars.color.caution, color: vars.color.text },
      info: { background: vars.color.infoSurface, borderColor: vars.color.info, color: vars.color.text },
    },
  },
});
