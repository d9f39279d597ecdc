import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.lg,
});

/** The attachment rules' message, should one slip past the file drop (the server says the same). */
export const attachmentsError = style({ margin: 0, whiteSpace: 'pre-line' });
