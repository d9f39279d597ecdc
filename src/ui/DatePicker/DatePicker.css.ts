import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const dateInput = style({ display: 'flex', flex: 1, minWidth: 0, padding: `${vars.space.sm} 0` });

export const dateSegment = style({
  padding: `0 1px`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.focus, color: '#ffffff' },
  },
});

export const rangeDash = style({ padding: `0 ${vars.space.xs}`, color: vars.color.textMuted });

export const calendarDialog = style({ padding: vars.space.md, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const calendarGrid = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

/** Marks a range calendar, whose days between the two ends are tinted rather than filled. */
export const rangeCalendar = style({});

export const calendarCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '34px',
  height: '32px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText },
    [`${rangeCalendar} &[data-selected]`]: { background: vars.color.infoSurface, color: vars.color.text, borderRadius: 0 },
    [`${rangeCalendar} &[data-selection-start], ${rangeCalendar} &[data-selection-end]`]: {
      background: vars.color.primary,
      color: vars.color.primaryText,
      borderRadius: vars.radius.sm,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-unavailable], &[data-disabled]': { color: vars.color.textMuted, textDecoration: 'line-through', cursor: 'default' },
  },
});
