import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const barcode = style({ display: 'inline-block', background: '#fff', color: '#000', lineHeight: 0 });
globalStyle(`${barcode} svg`, { display: 'block', width: '100%', height: 'auto' });

export const problem = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });
