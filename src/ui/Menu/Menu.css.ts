import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { listBox } from '../Field/Field.css';

export const triggerLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '24ch' });

export const menu = style([listBox, { minWidth: '180px' }]);

export const separator = style({ height: '1px', margin: `${vars.space.xs} 0`, background: vars.color.border, border: 'none' });
