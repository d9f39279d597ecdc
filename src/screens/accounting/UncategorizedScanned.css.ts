import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The upload beside the branch it goes to; stacked on a narrow screen. */
export const top = style({ display: 'grid', gap: vars.space.lg, '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } });

/** The type for all chosen and its button, in a row that wraps. */
export const bulk = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const fields = style({ display: 'grid', gap: vars.space.md, '@media': { [desktopQuery]: { gridTemplateColumns: '1fr 1fr' } } });

export const buttons = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const recycled = style({ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const recycledItem = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginBottom: vars.space.md });
