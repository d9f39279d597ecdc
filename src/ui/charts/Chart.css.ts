import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const figure = style({ margin: 0, minWidth: 0, width: '100%' });

/** The role="img" box: the plot takes what the legend leaves of the chart's height. */
export const plot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
});

/** Measured by ResizeObserver; the SVG is laid over it, so drawing never changes its size. */
export const plotArea = style({ position: 'relative', flex: '1 1 auto', minHeight: 0, minWidth: 0 });

export const svg = style({ position: 'absolute', top: 0, left: 0, display: 'block', overflow: 'visible' });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1, shapeRendering: 'crispEdges' });

export const baseline = style({ stroke: vars.color.borderStrong, strokeWidth: 1, shapeRendering: 'crispEdges' });

/** Axis labels; measured in a probe outside the chart, so the class carries its own font size. */
export const tickLabel = style({ fill: vars.color.textMuted, fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums' });

export const highlight = style({ fill: vars.color.surfaceMuted });

export const sliceStroke = style({ stroke: vars.color.surface, strokeWidth: 1 });

export const dotStroke = style({ stroke: vars.color.surface, strokeWidth: 1.5 });

export const centerValue = style({ fill: vars.color.text, fontSize: '18px', fontWeight: vars.fontWeight.bold });

export const centerLabel = style({ fill: vars.color.textMuted });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({
  display: 'inline-block',
  flex: 'none',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.sm,
});

export const tooltip = style({
  position: 'absolute',
  zIndex: 1,
  pointerEvents: 'none',
  minWidth: '120px',
  maxWidth: 'calc(100% - 16px)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const tooltipTitle = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xxs });

export const tooltipRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: vars.space.xs,
});

export const tooltipValue = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  paddingLeft: vars.space.md,
  textAlign: 'right',
});

export const tooltipTotal = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.xxs,
  paddingTop: vars.space.xxs,
});
