import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { input, listBox } from '../Field/Field.css';

export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minWidth: '13rem',
    maxWidth: '22rem',
    textAlign: 'left',
    cursor: 'pointer',
  },
]);

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const options = style([listBox, { maxHeight: '320px', overflowY: 'auto', minWidth: '14rem' }]);

/** The tick column of an option: as wide whether ticked or not, so labels line up. */
export const tick = style({ display: 'inline-flex', width: '16px', flexShrink: 0, color: vars.color.primary });

/** "All my branches" stands apart from the branches under it. */
export const allOption = style({ borderBottom: `1px solid ${vars.color.border}`, marginBottom: vars.space.xxs });
