import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The two date inputs side by side; each may shrink so the pair fits a phone. */
export const inputs = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const input = style({ flex: '1 1 0', minWidth: 0, paddingLeft: vars.space.sm, paddingRight: vars.space.sm });

export const dash = style({ color: vars.color.textMuted });
