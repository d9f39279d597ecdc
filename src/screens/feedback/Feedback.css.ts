import { style } from '@vanilla-extract/css';
import { desktopQuery, vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '960px' });

export const widePage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The signed-out page has no shell around it: centre it with some air. */
export const standalone = style({
  margin: '0 auto',
  maxWidth: '760px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const description = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const media = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: '100%' });

const previewFrame = {
  alignSelf: 'flex-start',
  maxWidth: 'min(100%, 420px)',
  maxHeight: '320px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
} as const;

/** An image at its own size, scaled down only to fit the frame, never up. */
export const imagePreview = style({ ...previewFrame, width: 'auto', height: 'auto', objectFit: 'contain' });

export const videoPreview = style({ ...previewFrame, width: '420px' });

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
