import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const toolbar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });
export const grow = style({ flex: 1 });
export const past = style({ color: vars.color.textMuted });
export const fieldRow = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
export const branchList = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
