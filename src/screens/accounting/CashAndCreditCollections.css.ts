import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** An account's status and its flags, side by side. */
export const badges = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const about = style({ margin: 0 });

export const buttons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
