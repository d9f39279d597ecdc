import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

/** The job cards: one column on a phone, two on a desktop. */
export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const scope = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const buttons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
