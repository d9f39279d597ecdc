import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The quotation mark drawn in the header button. */
export const mark = style({ fontSize: '22px', lineHeight: 1, fontFamily: 'Georgia, serif', transform: 'translateY(4px)' });

export const quote = style({
  margin: 0,
  padding: `${vars.space.sm} 0 ${vars.space.sm} ${vars.space.lg}`,
  borderLeft: `4px solid ${vars.color.primary}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

export const none = style({ margin: 0, color: vars.color.textMuted });
