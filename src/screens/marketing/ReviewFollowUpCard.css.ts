import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const quote = style({ margin: 0, color: vars.color.text });
export const note = style({ margin: 0, color: vars.color.textMuted });
export const fields = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const actions = style({ display: 'flex', gap: vars.space.sm });
