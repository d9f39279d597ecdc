import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const textArea = style({ resize: 'vertical', minHeight: '80px', lineHeight: vars.lineHeight.normal });

export const footer = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const counter = recipe({
  base: { marginLeft: 'auto', flexShrink: 0, fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums' },
  variants: {
    full: {
      true: { color: vars.color.caution, fontWeight: vars.fontWeight.medium },
      false: { color: vars.color.textMuted },
    },
  },
});
