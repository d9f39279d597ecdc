import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const entries = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.sm });

export const problem = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
