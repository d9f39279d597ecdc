import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/* Phone first, as the customer's status page: one column, text 16 px (no zoom on focus), tap targets at least 44 px. */
export { page } from './RepairStatus.css';
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: 22, lineHeight: 1.2 });
export const card = style({
  margin: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const legend = style({ fontWeight: vars.fontWeight.bold, fontSize: 18, padding: 0 });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});
export const textarea = style([input, { minHeight: 88, padding: vars.space.sm }]);
export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: vars.space.sm });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const choice = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});
globalStyle(`${choice}[aria-pressed="true"], ${choice}[aria-checked="true"], ${choice}:has(input:checked)`, { borderColor: vars.color.primaryHover, background: vars.color.infoSurface, fontWeight: vars.fontWeight.bold });
export const error = style({ margin: 0, color: vars.color.critical, fontSize: 15 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 15 });
export const alert = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.sm, color: vars.color.critical, background: vars.color.criticalSurface });
export const done = style([card, { borderColor: vars.color.positive, background: vars.color.positiveSurface }]);
export const number = style({ margin: 0, fontFamily: vars.font.mono, fontSize: 28, fontWeight: vars.fontWeight.bold, letterSpacing: 2 });
export const send = style({
  minHeight: 48,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.primaryHover,
  color: vars.color.primaryHoverText,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});
/* The honeypot: out of sight and out of the tab order; a person never fills it, a form-filling robot does. */
export const trap = style({ position: 'absolute', left: -10_000, width: 1, height: 1, overflow: 'hidden' });
