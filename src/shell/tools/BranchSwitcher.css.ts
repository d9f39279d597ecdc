import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const code = style({ fontVariantNumeric: 'tabular-nums' });

export const check = style({ display: 'inline-flex', width: '16px', flexShrink: 0, color: vars.color.primaryHover });
