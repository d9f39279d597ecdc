import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// The full width of the content area, so the message is centred where the screen's content is.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
