import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.md, minWidth: 0 });

export const custom = style({ minWidth: '17rem' });
