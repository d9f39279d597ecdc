import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const search = style({ flex: '1 1 220px', maxWidth: '360px' });
