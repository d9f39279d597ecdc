import { style } from '@vanilla-extract/css';
import { popover } from '../../ui/Field/Field.css';
import { vars } from '../../theme/theme.css';

/** A header tool's popover with content (not a list): the field popover with room inside. */
export const panel = style([popover, { padding: vars.space.md, width: 'max-content', maxWidth: 'min(320px, calc(100vw - 16px))' }]);

export const panelHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, outline: 'none' });

/** A message in a popover with its dismiss button beside it. */
export const messageRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const grow = style({ flex: 1, minWidth: 0 });
