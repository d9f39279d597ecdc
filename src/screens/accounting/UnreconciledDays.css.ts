import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const streams = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, padding: 0, listStyle: 'none' });

export const current = style({ fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const explanation = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });


/** A row's buttons, on one line. */
export const rowActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });
