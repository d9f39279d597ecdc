import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const lines = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
/** A line is a card: it reads the same on a phone in the aisle as at the counter. */
export const line = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const lineActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', gridColumn: '1 / -1' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const shortForm = style({ display: 'grid', gap: vars.space.sm, gridColumn: '1 / -1' });

// Printed, the pick list is the sheet alone: no shell, no buttons.
export const sheet = style({ display: 'grid', gap: vars.space.md, maxWidth: 900 });
export const noPrint = style({ '@media': { print: { display: 'none' } } });
globalStyle(`body:has(${sheet}) :is(header, nav, footer)`, { '@media': { print: { display: 'none' } } });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} :is(th, td)`, { textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
export const tick = style({ display: 'inline-block', width: 18, height: 18, border: `2px solid ${vars.color.text}` });

export const newPickForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const newPickActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const assign = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
