import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const line = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const skeleton = style({ width: '16rem', maxWidth: '100%' });
