import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/*
 * A TV across the counter: white on near-black (every text at least 7:1, most over 12:1), sized from the screen
 * itself. One unit is a hundredth of the width of a 16:9 screen that fits the window, so a 1920×1080 and a
 * 1280×720 TV show the same board, only larger or smaller.
 */
const unit = (n: number) => `calc(${n} * min(1vw, 1.7778vh))`;

const ink = '#ffffff';
const softInk = '#dde5ee';
const night = '#0b1320';
const panel = '#152031';
const card = '#1f2c3e';

/** Fills the screen above whatever page frame it sits in: nothing to scroll, nothing outside it. */
export const board = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: unit(1),
  // Never nearer the edge than the portal's content margin (24 px): a TV's overscan crops its edges.
  padding: `max(24px, ${unit(1.2)}) max(24px, ${unit(1.6)})`,
  overflow: 'hidden',
  background: night,
  color: ink,
  fontFamily: vars.font.body,
  lineHeight: 1.15,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: unit(2),
  minWidth: 0,
});

export const branch = style({
  fontSize: unit(3.4),
  fontWeight: 800,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const clock = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: unit(1.2),
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const time = style({ fontSize: unit(3.4), fontWeight: 800 });
export const date = style({ fontSize: unit(2), color: softInk });

/** Says it in words, on yellow: not colour alone. */
export const offline = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: unit(1.2),
  padding: `${unit(0.6)} ${unit(1.2)}`,
  borderRadius: unit(0.5),
  background: '#ffd400',
  color: '#000000',
  fontSize: unit(2.4),
  fontWeight: 800,
});

export const offlineSince = style({ fontSize: unit(1.8), fontWeight: 600 });

export const columns = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: unit(1.2),
  minHeight: 0,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: unit(0.8),
  minHeight: 0,
  padding: unit(0.8),
  borderRadius: unit(0.6),
  borderTop: `${unit(0.6)} solid`,
  background: panel,
});

export const accent = {
  beingPulled: style({ borderTopColor: '#4aa8ff' }),
  readyForPickUp: style({ borderTopColor: '#3ddc84' }),
  waiting: style({ borderTopColor: '#c8d2de' }),
};

export const columnTitle = style({ fontSize: unit(2.6), fontWeight: 800, whiteSpace: 'nowrap' });

/** Its height is the screen's to give: the column shows the rows that fit and counts the rest. */
export const list = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: unit(0.6),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflow: 'hidden',
});

const row = style({
  flexShrink: 0,
  height: unit(6.4),
  display: 'grid',
  alignItems: 'center',
  padding: `0 ${unit(0.9)}`,
  borderRadius: unit(0.5),
});

/** The number, big, beside the name with the minutes under it. */
export const ticket = style([
  row,
  {
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateRows: 'auto auto',
    alignContent: 'center',
    columnGap: unit(0.8),
    background: card,
  },
]);

export const number = style({
  gridRow: 'span 2',
  width: '3ch',
  fontSize: unit(3.4),
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
});

export const name = style({ fontSize: unit(2.4), fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const minutes = style({ fontSize: unit(2), fontWeight: 600, color: softInk, fontVariantNumeric: 'tabular-nums' });

export const more = style([row, { justifyContent: 'center', fontSize: unit(2.4), fontWeight: 800, color: softInk, border: `${unit(0.15)} dashed ${softInk}` }]);

export const none = style({ fontSize: unit(2.2), color: softInk });

/** The whole board's message: no one waiting, loading, or a page that is not there. */
export const message = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: unit(1.2),
  textAlign: 'center',
});

export const messageTitle = style({ fontSize: unit(4.4), fontWeight: 800 });
export const messageText = style({ fontSize: unit(2.4), color: softInk });
