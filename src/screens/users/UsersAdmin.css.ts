import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** Layout shared by the users and roles screens. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '960px' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.xs,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });

export const avatar = style({
  width: '96px',
  height: '96px',
  borderRadius: '50%',
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const changeList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
