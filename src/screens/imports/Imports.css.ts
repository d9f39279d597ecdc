import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const jobs = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: vars.space.md, alignItems: 'start' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const cron = style({ fontFamily: vars.font.mono });

export const preview = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });

export const errorText = style({ color: vars.color.critical, overflowWrap: 'anywhere' });
