import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/* Phone first: one column up to 480 px wide, text at least 16 px, tap targets at least 48 px. */
export const page = style({
  boxSizing: 'border-box',
  maxWidth: 480,
  minHeight: '100vh',
  margin: '0 auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: 16,
  lineHeight: 1.4,
});

export const header = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const branch = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: 18 });
export const phoneLink = style({ color: vars.color.link, minHeight: 48, display: 'inline-flex', alignItems: 'center', fontSize: 18 });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
globalStyle(`${card} p`, { margin: 0 });

export const title = style({ margin: 0, fontSize: 22, lineHeight: 1.2 });
export const subtitle = style({ margin: 0, fontSize: 18 });
export const muted = style({ color: vars.color.textMuted, fontSize: 15 });
export const now = style({ fontSize: 20, fontWeight: vars.fontWeight.bold, color: vars.color.positive });
export const warning = style({ color: vars.color.caution, background: vars.color.cautionSurface, padding: vars.space.xs, borderRadius: vars.radius.sm });

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
const stepBase = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const step = styleVariants({
  done: [stepBase],
  current: [stepBase, { fontWeight: vars.fontWeight.bold }],
  upcoming: [stepBase, { color: vars.color.textMuted }],
});
const dotBase = style({
  flex: '0 0 auto',
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 14,
  border: `2px solid ${vars.color.borderStrong}`,
});
export const dot = styleVariants({
  done: [dotBase, { background: vars.color.positive, borderColor: vars.color.positive, color: '#ffffff' }],
  current: [dotBase, { borderColor: vars.color.positive, color: vars.color.positive }],
  upcoming: [dotBase],
});
export const stepText = style({ display: 'flex', flexDirection: 'column' });
export const hidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

export const notes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const note = style({ borderLeft: `3px solid ${vars.color.primary}`, paddingLeft: vars.space.sm });

export const callButton = style({
  minHeight: 48,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.primaryHover,
  color: vars.color.primaryHoverText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  padding: `0 ${vars.space.md}`,
});
