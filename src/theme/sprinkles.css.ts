import { defineProperties, createSprinkles } from '@vanilla-extract/sprinkles';
import { vars, desktopQuery } from './theme.css';

const responsive = defineProperties({
  conditions: { mobile: {}, desktop: { '@media': desktopQuery } },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    gridTemplateColumns: {
      1: '1fr',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const plain = defineProperties({
  properties: {
    background: { surface: vars.color.surface, muted: vars.color.surfaceMuted, page: vars.color.background },
    borderRadius: vars.radius,
    color: { text: vars.color.text, muted: vars.color.textMuted, critical: vars.color.critical },
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    textAlign: ['left', 'center', 'right'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
  },
});

export const sprinkles = createSprinkles(responsive, plain);
export type Sprinkles = Parameters<typeof sprinkles>[0];
