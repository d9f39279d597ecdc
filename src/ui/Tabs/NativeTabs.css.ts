import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import * as tabs from './Tabs.css';

export { tabs as root, tabList, panel } from './Tabs.css';

// Tabs' look, with the native button's states (pseudo-classes and ARIA) for react-aria's data attributes.
export const tab = style([
  tabs.tab,
  {
    background: 'none',
    borderTop: 'none',
    borderInline: 'none',
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { color: vars.color.text },
      '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
      '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
]);
