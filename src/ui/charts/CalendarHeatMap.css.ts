import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: vars.space.xxs, tableLayout: 'fixed' });

export const weekday = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, textAlign: 'center', padding: vars.space.xxs });

export const cell = style({ padding: 0, height: '44px', verticalAlign: 'top' });

const box = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  width: '100%',
  height: '100%',
  minHeight: '44px',
  padding: vars.space.xxs,
  border: '1px solid',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'left',
  color: vars.color.text,
});

/** A day with nothing open, and the three ages of a day that carries something. */
export const day = styleVariants({
  none: [box, { background: vars.color.surface, borderColor: vars.color.border, color: vars.color.textMuted }],
  positive: [box, { background: vars.color.positiveSurface, borderColor: vars.color.positive }],
  caution: [box, { background: vars.color.cautionSurface, borderColor: vars.color.caution }],
  critical: [box, { background: vars.color.criticalSurface, borderColor: vars.color.critical }],
});

export const pressable = style({
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { boxShadow: vars.shadow.sm, borderWidth: '2px' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const selected = style({ borderWidth: '2px', boxShadow: `inset 0 0 0 1px ${vars.color.text}` });

export const number = style({ fontWeight: vars.fontWeight.medium });

export const figure = style({ alignSelf: 'flex-end', fontWeight: vars.fontWeight.bold });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.xs });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = styleVariants({
  positive: { width: '12px', height: '12px', borderRadius: vars.radius.sm, background: vars.color.positive },
  caution: { width: '12px', height: '12px', borderRadius: vars.radius.sm, background: vars.color.caution },
  critical: { width: '12px', height: '12px', borderRadius: vars.radius.sm, background: vars.color.critical },
});
