import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export { page, form, fields, fieldset, legend } from '../../ui/Form/formLayout.css';

export const area = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted, margin: `${vars.space.sm} 0 0` });

export const choices = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const stored = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm });

// ---- the planning board -------------------------------------------------------------------------

export const board = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(220px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  overflowX: 'auto',
  '@media': { 'screen and (max-width: 991px)': { gridTemplateColumns: '1fr' } },
});

export const column = style({
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const columnHeading = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: '64px',
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-drop-target]': { outline: `2px dashed ${vars.color.primary}`, outlineOffset: '2px' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const emptyColumn = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, padding: vars.space.sm, textAlign: 'center' });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  outline: 'none',
  cursor: 'grab',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-dragging]': { opacity: 0.5 },
  },
});

export const dropIndicator = style({
  height: '3px',
  borderRadius: vars.radius.full,
  selectors: { '&[data-drop-target]': { background: vars.color.primary } },
});

export const cardTop = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const cardTitle = style({ flex: 1, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const cardMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const dragHandle = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});

export const muted = style({ color: vars.color.textMuted });
