import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });
export const choices = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', border: 'none', padding: 0, margin: 0 });
export const fieldRow = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'flex-end' });
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
