import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '1100px' });

export const overall = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, fontSize: vars.fontSize.md });

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: vars.space.md, alignItems: 'start' });
